// Query keys of the signed-in customer's own account data, per account (the session clears the
// cache on logout, and the key keeps two accounts in one tab apart meanwhile).
export const accountKeys = {
  all: ['account'] as const,
  addresses: (userId: string | undefined) => [...accountKeys.all, 'addresses', userId ?? 'guest'] as const,
  /** Anyone's, not an account's: where a pincode is. */
  pincodePlace: (pincode: string) => ['pincode-place', pincode] as const,
};
