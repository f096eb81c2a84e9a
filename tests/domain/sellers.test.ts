import { describe, expect, it } from 'vitest';
import {
  gstinStateName,
  operatorMoves,
  panOfGstin,
  SELLER_MESSAGES,
  SELLER_STATUSES,
  sellerApplicationProblems,
  sellerMay,
  sellerMoveProblem,
  sells,
  type SellerApplication,
} from '../../domain/sellers.js';

/** A Surat mill's application, right in every field (its GSTIN is registered in Gujarat, 24). */
const SURAT: SellerApplication = {
  name: 'Sarjan Weaves Pvt Ltd',
  gstin: '24AAACR5055K1ZD',
  pickupAddress: { address: 'Plot 14, GIDC Pandesara', city: 'Surat', state: 'Gujarat', pinCode: '394221' },
  contactName: 'Hetal Desai',
  phone: '98250 12345',
  email: 'accounts@sarjan.example.in',
  bankAccount: '50100234567891',
  ifsc: 'HDFC0001234',
  udyam: 'UDYAM-GJ-22-0012345',
  msme: 'small',
};

describe('a mill applying to sell', () => {
  it('sends a right application with nothing to correct', () => {
    expect(sellerApplicationProblems(SURAT)).toEqual({});
  });

  it('takes the state from the GSTIN and the PAN from its characters 3 to 12', () => {
    expect(gstinStateName(SURAT.gstin)).toBe('Gujarat');
    expect(panOfGstin(' 24aaacr5055k1zd ')).toBe('AAACR5055K');
  });

  it('says beside each wrong field what is wrong with it', () => {
    const problems = sellerApplicationProblems({
      ...SURAT,
      name: ' ',
      gstin: '24AAACR5055K1ZA',
      pickupAddress: { ...SURAT.pickupAddress, state: 'Maharashtra', pinCode: '094221' },
      phone: '12345',
      email: 'sarjan',
      bankAccount: '12 34',
      ifsc: 'HDFC1001234',
      udyam: 'UDYAM-22-GJ-12345',
      msme: 'large',
    });
    expect(problems).toEqual({
      name: SELLER_MESSAGES.name,
      gstin: "The GSTIN's check character should be D.",
      pinCode: SELLER_MESSAGES.pinCode,
      phone: SELLER_MESSAGES.phone,
      email: SELLER_MESSAGES.email,
      bankAccount: 'A bank account number is 9 to 18 digits.',
      ifsc: 'An IFSC is 11 characters: 4 letters, 0, then 6 letters or digits (e.g. HDFC0000123).',
      udyam: SELLER_MESSAGES.udyam,
      msme: SELLER_MESSAGES.msme,
    });
  });

  it('refuses a pickup address outside the state the GSTIN is registered in', () => {
    expect(sellerApplicationProblems({ ...SURAT, pickupAddress: { ...SURAT.pickupAddress, state: 'Maharashtra' } })).toEqual({
      state: 'The GSTIN is registered in Gujarat: the pickup address must be there too.',
    });
  });

  it('leaves the Udyam number and the MSME category optional', () => {
    expect(sellerApplicationProblems({ ...SURAT, udyam: '', msme: undefined })).toEqual({});
  });
});

describe('an operator deciding on a mill', () => {
  it('approves, asks for changes or rejects an application; suspends and restores an approved mill', () => {
    expect(operatorMoves('applied')).toEqual(['approve', 'changes', 'reject']);
    expect(operatorMoves('changes')).toEqual(['reject']);
    expect(operatorMoves('approved')).toEqual(['suspend']);
    expect(operatorMoves('suspended')).toEqual(['restore']);
    expect(operatorMoves('rejected')).toEqual([]);
  });

  it('says why a move cannot be made, and who may make it', () => {
    expect(sellerMoveProblem('approved', 'approve', 'operator')).toBe('This mill is Approved: it cannot be approved now.');
    expect(sellerMoveProblem('changes', 'resubmit', 'operator')).toBe('Only the mill may do this.');
    expect(sellerMoveProblem('changes', 'resubmit', 'seller')).toBeNull();
    expect(sellerMoveProblem('applied', 'approve', 'seller')).toBe('Only an operator may do this.');
  });

  it('puts only an approved mill on the storefront', () => {
    expect(SELLER_STATUSES.filter(sells)).toEqual(['approved']);
  });
});

describe("a mill's members", () => {
  it('each do their part: catalogue edits fabrics, dispatch ships, accounts sees documents, the Owner all of it', () => {
    expect(sellerMay('owner', 'manageMembers')).toBe(true);
    expect(sellerMay('catalogue', 'editCatalogue')).toBe(true);
    expect(sellerMay('catalogue', 'dispatch')).toBe(false);
    expect(sellerMay('dispatch', 'dispatch')).toBe(true);
    expect(sellerMay('dispatch', 'editCatalogue')).toBe(false);
    expect(sellerMay('accounts', 'seeDocuments')).toBe(true);
    expect(sellerMay('accounts', 'manageMembers')).toBe(false);
  });
});
