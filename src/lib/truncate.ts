/** First `length` characters plus '...' when longer (SPEC §2.5: 70 on cards, 100 in the cart). */
export const truncate = (text: string, length: number): string => (text.length > length ? `${text.slice(0, length)}...` : text);
