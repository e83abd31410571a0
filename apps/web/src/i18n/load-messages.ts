// The browser fetches its page's catalogue as a chunk of its own (the server has both at hand).
import type { Messages } from '@lingui/core';
import type { Language } from './languages';

export async function loadMessages(language: Language): Promise<Messages> {
  return language === 'hi' ? (await import('./catalogue-hi')).messages : (await import('./catalogue-en')).messages;
}
