/** Money is integer paise inside; the REST contract speaks rupees. */
export const paiseToRupees = (paise: number): number => paise / 100;
export const rupeesToPaise = (rupees: number): number => Math.round(rupees * 100);
