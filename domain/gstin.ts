// GSTIN: the 15-character GST identification number (two-digit state code, the holder's PAN, an entity character,
// 'Z', and a check character computed with the GSTIN's mod-36 checksum), and the GST state codes.

/** GST state and union territory codes, as the GST portal numbers them (25 and 28 are no longer issued). */
export const GST_STATES: readonly { code: string; name: string }[] = [
  { code: '01', name: 'Jammu and Kashmir' },
  { code: '02', name: 'Himachal Pradesh' },
  { code: '03', name: 'Punjab' },
  { code: '04', name: 'Chandigarh' },
  { code: '05', name: 'Uttarakhand' },
  { code: '06', name: 'Haryana' },
  { code: '07', name: 'Delhi' },
  { code: '08', name: 'Rajasthan' },
  { code: '09', name: 'Uttar Pradesh' },
  { code: '10', name: 'Bihar' },
  { code: '11', name: 'Sikkim' },
  { code: '12', name: 'Arunachal Pradesh' },
  { code: '13', name: 'Nagaland' },
  { code: '14', name: 'Manipur' },
  { code: '15', name: 'Mizoram' },
  { code: '16', name: 'Tripura' },
  { code: '17', name: 'Meghalaya' },
  { code: '18', name: 'Assam' },
  { code: '19', name: 'West Bengal' },
  { code: '20', name: 'Jharkhand' },
  { code: '21', name: 'Odisha' },
  { code: '22', name: 'Chhattisgarh' },
  { code: '23', name: 'Madhya Pradesh' },
  { code: '24', name: 'Gujarat' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu' },
  { code: '27', name: 'Maharashtra' },
  { code: '29', name: 'Karnataka' },
  { code: '30', name: 'Goa' },
  { code: '31', name: 'Lakshadweep' },
  { code: '32', name: 'Kerala' },
  { code: '33', name: 'Tamil Nadu' },
  { code: '34', name: 'Puducherry' },
  { code: '35', name: 'Andaman and Nicobar Islands' },
  { code: '36', name: 'Telangana' },
  { code: '37', name: 'Andhra Pradesh' },
  { code: '38', name: 'Ladakh' },
  { code: '97', name: 'Other Territory' },
];

const CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The state named `name` (any case, surrounding spaces ignored), or undefined. */
export const gstStateNamed = (name: string) => GST_STATES.find((state) => state.name.toLowerCase() === name.trim().toLowerCase());

/** Said for a state that is not on the GST state list: the place of supply could not be told from it. */
export const unknownStateMessage = (name: string) => `${name.trim()} is not an Indian state or union territory; choose one from the list.`;

/** The state whose GST code is `code`, or undefined. */
export const gstStateOfCode = (code: string) => GST_STATES.find((state) => state.code === code);

/** How a GSTIN is written to be compared: no surrounding spaces, capitals. */
export const normalGstin = (gstin: string) => gstin.trim().toUpperCase();

/**
 * The check character of a GSTIN's first 14 characters: each character's value (0-9, then A-Z as 10-35) is multiplied
 * by 1 and 2 in turn from the left, each product adds its quotient and remainder by 36, and the check is what brings
 * the sum to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let at = 0; at < 14; at++) {
    const product = CHARACTERS.indexOf(first14[at]!) * (at % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARACTERS[(36 - (sum % 36)) % 36]!;
}

/** Why `gstin` (already normalised) is not a GSTIN, in one sentence; null when it is one. */
export function gstinProblem(gstin: string): string | null {
  if (gstin.length !== 15) return `A GSTIN is 15 characters; this one has ${gstin.length}.`;
  if (!/^[0-9A-Z]+$/.test(gstin)) return 'A GSTIN has only letters and digits.';
  if (!gstStateOfCode(gstin.slice(0, 2))) return `The GSTIN should start with a state code such as 09 or 27, not ${gstin.slice(0, 2)}.`;
  if (!/^[A-Z]{5}[0-9]{4}[A-Z]$/.test(gstin.slice(2, 12)))
    return 'Characters 3 to 12 of the GSTIN should be a PAN: 5 letters, 4 digits and a letter.';
  if (gstin[13] !== 'Z') return "The GSTIN's 14th character should be Z.";
  const check = gstinCheckCharacter(gstin);
  if (gstin[14] !== check) return `The GSTIN's check character should be ${check}.`;
  return null;
}
