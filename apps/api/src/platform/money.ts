// Paise in the database, rupees in the API: the only two conversions.
export const toRupees = (paise: number): number => paise / 100;
export const toPaise = (rupees: number): number => Math.round(rupees * 100);
