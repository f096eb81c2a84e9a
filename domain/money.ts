/** Money is integer paise inside; the REST contract speaks rupees. */
export const paiseToRupees = (paise: number): number => paise / 100;
export const rupeesToPaise = (rupees: number): number => Math.round(rupees * 100);

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/** ₹1,23,456.50: lakh grouping, two decimals. */
export const formatRupees = (amount: number): string => rupees.format(amount);
