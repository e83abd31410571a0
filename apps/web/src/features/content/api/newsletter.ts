// The newsletter's public calls, all POST with a small body: subscribe (double opt-in: a
// confirmation e-mail goes out; subscribing twice is harmless), and the two links in the e-mails,
// confirm and unsubscribe, each carrying its token.
import type { MessageAnswer } from '@phoolwari/contracts';
import type { Language } from '@phoolwari/contracts/storefront-values';
import { apiRequest } from '../../../lib/api';

/** The mails (confirm, welcome) come in the language the visitor subscribed from. */
export function subscribeToNewsletter(email: string, language: Language): Promise<MessageAnswer> {
  return apiRequest<MessageAnswer>('/newsletter', { method: 'POST', body: { email, language } });
}

export function confirmNewsletter(token: string): Promise<MessageAnswer> {
  return apiRequest<MessageAnswer>('/newsletter/confirm', { method: 'POST', body: { token }, ignoreUnauthorized: true });
}

export function unsubscribeFromNewsletter(token: string): Promise<MessageAnswer> {
  return apiRequest<MessageAnswer>('/newsletter/unsubscribe', { method: 'POST', body: { token }, ignoreUnauthorized: true });
}
