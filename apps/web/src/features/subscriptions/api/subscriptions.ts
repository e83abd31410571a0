// Subscriptions over HTTP: the plans (anyone), the customer's own subscriptions and their changes
// (signed in), and the staff's plans and a day's deliveries.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  PlaceSubscriptionDeliveriesAnswer,
  SubscribeAnswer,
  SubscribeBody,
  Subscription,
  SubscriptionAddressBody,
  SubscriptionAnswer,
  SubscriptionDaysOffBody,
  SubscriptionDeliveriesAnswer,
  SubscriptionPlan,
  SubscriptionPlansAnswer,
  SubscriptionPlanWrite,
  SubscriptionsAnswer,
} from '@phoolwari/contracts';
import { apiRequest } from '../../../lib/api';
import { useSession } from '../../../lib/session';

export const subscriptionKeys = {
  all: ['subscriptions'] as const,
  plans: () => [...subscriptionKeys.all, 'plans'] as const,
  adminPlans: () => [...subscriptionKeys.all, 'admin-plans'] as const,
  mine: (userId: string | undefined) => [...subscriptionKeys.all, 'mine', userId ?? 'guest'] as const,
  deliveries: (date: string | undefined) => [...subscriptionKeys.all, 'deliveries', date ?? 'tomorrow'] as const,
};

export const plansQueryOptions = () =>
  queryOptions({
    queryKey: subscriptionKeys.plans(),
    queryFn: async ({ signal }): Promise<SubscriptionPlan[]> => (await apiRequest<SubscriptionPlansAnswer>('/subscription-plans', { signal })).plans,
  });

export const usePlans = () => useQuery(plansQueryOptions());

export function useMySubscriptions() {
  const { user, status } = useSession();
  return useQuery({
    queryKey: subscriptionKeys.mine(user?._id),
    queryFn: async ({ signal }): Promise<Subscription[]> => (await apiRequest<SubscriptionsAnswer>('/subscriptions', { signal })).subscriptions,
    enabled: Boolean(user) && status === 'ready',
  });
}

export const subscribe = (body: SubscribeBody) => apiRequest<SubscribeAnswer>('/subscriptions', { method: 'POST', body });

/** A change to one subscription; the list is read again after it. */
function useChange<Body>(path: (id: string) => string, method: 'POST' | 'PUT' = 'POST') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body?: Body }): Promise<Subscription> =>
      (await apiRequest<SubscriptionAnswer>(path(encodeURIComponent(id)), { method, ...(body === undefined ? {} : { body }) })).subscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
  });
}

export const useDaysOff = () => useChange<SubscriptionDaysOffBody>((id) => `/subscriptions/${id}/days-off`);
/** Gives days off back, until each day's order is made (14:00 the day before). */
export const useUndoDaysOff = () => useChange<SubscriptionDaysOffBody>((id) => `/subscriptions/${id}/days-off/undo`);
export const useChangeAddress = () => useChange<SubscriptionAddressBody>((id) => `/subscriptions/${id}/address`, 'PUT');
export const useCancelSubscription = () => useChange<never>((id) => `/subscriptions/${id}/cancel`);

export function useAdminPlans() {
  return useQuery({
    queryKey: subscriptionKeys.adminPlans(),
    queryFn: async ({ signal }): Promise<SubscriptionPlan[]> => (await apiRequest<SubscriptionPlansAnswer>('/admin/subscription-plans', { signal })).plans,
  });
}

export function useSavePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id?: string; body: SubscriptionPlanWrite }): Promise<SubscriptionPlan> =>
      (
        await apiRequest<{ plan: SubscriptionPlan }>(id ? `/admin/subscription-plans/${encodeURIComponent(id)}` : '/admin/subscription-plans', {
          method: id ? 'PUT' : 'POST',
          body,
        })
      ).plan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
  });
}

export function useSubscriptionDeliveries(date?: string) {
  return useQuery({
    queryKey: subscriptionKeys.deliveries(date),
    queryFn: ({ signal }) => apiRequest<SubscriptionDeliveriesAnswer>(`/admin/subscriptions/deliveries${date ? `?date=${date}` : ''}`, { signal }),
  });
}

export function usePlaceDeliveries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (date: string) => apiRequest<PlaceSubscriptionDeliveriesAnswer>('/admin/subscriptions/place', { method: 'POST', body: { date } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
  });
}
