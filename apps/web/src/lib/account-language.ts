// A signed-in customer's language kept on their account, so the shop's mails to them come in it.
import type { Language } from '@phoolwari/contracts/storefront-values';
import { apiRequest } from './api';

/** Sent as the page changes language; a failure only means the mails keep the old language. */
export function saveAccountLanguage(language: Language): void {
  void apiRequest('/auth/profile', { method: 'PUT', body: { language }, keepalive: true }).catch(() => undefined);
}
