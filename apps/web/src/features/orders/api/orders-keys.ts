// Query keys of the customer's orders, per account (the session also clears the cache on logout).
export const ordersKeys = {
  all: ['orders'] as const,
  mine: (userId: string | undefined) => [...ordersKeys.all, userId ?? 'guest'] as const,
};
