import { describe, expect, it } from 'vitest';
import { businessProfileProblem } from '../../domain/business.js';
import { GST_STATES, gstinCheckCharacter, gstinProblem } from '../../domain/gstin.js';

describe('GSTIN', () => {
  it('accepts GSTINs whose check character is right, and names the right one when it is not', () => {
    for (const valid of ['27AAPFU0939F1ZV', '09AAACH7409R1ZZ', '29AAGCB7383J1Z4']) expect(gstinProblem(valid)).toBeNull();
    expect(gstinProblem('27AAPFU0939F1ZX')).toBe("The GSTIN's check character should be V.");
    expect(gstinProblem('27AAECS1234M1Z5')).toBe("The GSTIN's check character should be 9.");
  });

  it('a one-character typo anywhere in the first 14 is caught by the checksum', () => {
    const valid = '27AAPFU0939F1ZV';
    for (let at = 0; at < 14; at++) {
      const replaced = valid[at] === '8' ? '7' : /[0-9]/.test(valid[at]!) ? '8' : valid[at] === 'B' ? 'C' : 'B';
      const typo = valid.slice(0, at) + replaced + valid.slice(at + 1);
      expect(gstinProblem(typo), typo).not.toBeNull();
    }
  });

  it('says which part is wrong: length, characters, state code, PAN, the Z', () => {
    expect(gstinProblem('27AAPFU0939F1Z')).toBe('A GSTIN is 15 characters; this one has 14.');
    expect(gstinProblem('27AAPFU0939F1-V')).toBe('A GSTIN has only letters and digits.');
    expect(gstinProblem('45AAPFU0939F1ZV')).toBe('The GSTIN should start with a state code such as 09 or 27, not 45.');
    expect(gstinProblem('27AAPF10939F1ZV')).toBe('Characters 3 to 12 of the GSTIN should be a PAN: 5 letters, 4 digits and a letter.');
    expect(gstinProblem('27AAPFU0939F1YV')).toBe("The GSTIN's 14th character should be Z.");
  });

  it('every state code gives a GSTIN that passes with its own check character', () => {
    for (const { code } of GST_STATES) {
      const first14 = `${code}AAPFU0939F1Z`;
      expect(gstinProblem(first14 + gstinCheckCharacter(first14))).toBeNull();
    }
  });
});

describe('business profile', () => {
  const profile = {
    companyName: 'Asha Textiles',
    gstin: '27aapfu0939f1zv ',
    address: '7 Linking Road',
    city: 'Mumbai',
    state: 'Maharashtra',
    pinCode: '400050',
  };

  it('takes a GSTIN in any case with the state it is registered in, or no GSTIN at all', () => {
    expect(businessProfileProblem(profile)).toBeNull();
    expect(businessProfileProblem({ ...profile, gstin: '' })).toBeNull();
    expect(businessProfileProblem({ ...profile, gstin: null, state: 'Gujarat' })).toBeNull();
  });

  it('refuses a billing state other than the GSTIN’s, an unknown state, a bad PIN code, a missing field', () => {
    expect(businessProfileProblem({ ...profile, state: 'Gujarat' })).toBe(
      'This GSTIN is registered in Maharashtra (state code 27), so the billing state should be Maharashtra.',
    );
    expect(businessProfileProblem({ ...profile, state: 'Atlantis' })).toBe(
      'Atlantis is not an Indian state or union territory; choose one from the list.',
    );
    expect(businessProfileProblem({ ...profile, pinCode: '04005' })).toBe('Please enter a valid 6-digit PIN code');
    expect(businessProfileProblem({ ...profile, companyName: ' ' })).toBe(
      'Please fill the company name, billing address, city, state and PIN code',
    );
  });
});
