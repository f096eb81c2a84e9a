const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/** ₹1,23,456.50 — lakh grouping, two decimals. */
export const formatRupees = (amount: number): string => rupees.format(amount);
