import { describe, expect, it } from 'vitest';
import { addressProblem, addressProblems, deliveryState } from '../../domain/checkout.js';
import { placeOfSupply } from '../../domain/invoice.js';

const address = {
  address: '14 Mill Road',
  city: 'Surat',
  state: 'Gujarat',
  country: 'India',
  pinCode: '395003',
  alternativePhoneNumber: '9825012345',
};

describe('the delivery state, which decides the place of supply', () => {
  it('an Indian address names a state of the GST list, in any case; one it cannot match is refused beside the field', () => {
    expect(addressProblem({ ...address, state: 'gujarat' })).toBeNull();
    expect(addressProblem({ ...address, state: 'Gujrat' })).toBe(
      'Gujrat is not an Indian state or union territory; choose one from the list.',
    );
    expect(addressProblems({ ...address, state: 'Gujrat' })).toEqual({
      state: 'Gujrat is not an Indian state or union territory; choose one from the list.',
    });
    // An empty state is the empty field's problem, said once.
    expect(addressProblems({ ...address, state: ' ' })).toEqual({ state: 'Please fill in this field' });
  });

  it('is stored as the list spells it, so the invoice finds its GST code; abroad it is as written', () => {
    expect(deliveryState({ state: ' tamil nadu ', country: 'India' })).toBe('Tamil Nadu');
    expect(placeOfSupply(deliveryState({ state: ' tamil nadu ', country: 'India' }))).toEqual({ name: 'Tamil Nadu', code: '33' });
    expect(deliveryState({ state: ' Bavaria ', country: 'Germany' })).toBe('Bavaria');
    expect(addressProblem({ ...address, state: 'Bavaria', country: 'Germany' })).toBeNull();
  });
});
