// Signing in with a one-time code sent to a mobile number: whether the shop can send codes
// (GET /api/auth/sign-in-options), sending one (POST /api/auth/phone/code) and checking it
// (POST /api/auth/phone/verify), which answers a session like a login.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthAnswer, PhoneCodeAnswer, PhoneCodeBody, PhoneVerifyBody, SignInOptionsAnswer } from '@phoolwari/contracts';
import { apiRequest } from '../../../lib/api';

export const signInOptionsQuery = queryOptions({
  queryKey: ['auth', 'sign-in-options'],
  queryFn: ({ signal }) => apiRequest<SignInOptionsAnswer>('/auth/sign-in-options', { signal }),
  staleTime: 5 * 60_000,
});

export const useSignInOptions = () => useQuery(signInOptionsQuery);

export function sendSignInCode(body: PhoneCodeBody): Promise<PhoneCodeAnswer> {
  return apiRequest<PhoneCodeAnswer>('/auth/phone/code', { method: 'POST', body });
}

export function verifySignInCode(body: PhoneVerifyBody): Promise<AuthAnswer> {
  // A wrong code is an answer to the form, not a lost session.
  return apiRequest<AuthAnswer>('/auth/phone/verify', { method: 'POST', body, ignoreUnauthorized: true });
}
