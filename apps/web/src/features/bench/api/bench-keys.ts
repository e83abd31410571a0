// Query keys of the bench, under the admin panel's 'admin' prefix.
const all = ['admin', 'bench'] as const;
export const benchKeys = {
  all,
  day: (date: string) => [...all, date] as const,
};
