// Rules several features' forms share: a forgiving Indian mobile number ("+91 98765-43210"
// becomes "9876543210") and a new password typed twice.

export const normalizePhone = (value: string) => value.replace(/[\s()-]/g, '').replace(/^(\+91|0091|0)(?=\d{10}$)/, '');

/** A new password typed twice: the reset page's and the account page's forms share the check. */
export const passwordsMatch = {
  message: 'Passwords do not match',
  path: ['confirmPassword'],
  when: ({ value }: { value: unknown }) => typeof value === 'object' && value !== null && 'confirmPassword' in value,
};
