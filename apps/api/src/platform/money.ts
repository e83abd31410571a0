// Paise in the database, rupees in the API: the only two conversions.
export const toRupees = (paise: number): number => paise / 100;
export const toPaise = (rupees: number): number => Math.round(rupees * 100);
/** Paise as customers read rupees in messages and mails: ₹1,299 or ₹10,00,000 (Indian grouping). */
export const formatRupees = (paise: number): string => `₹${new Intl.NumberFormat('en-IN').format(toRupees(paise))}`;
