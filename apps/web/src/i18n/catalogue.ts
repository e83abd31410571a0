// A language's messages: every feature's catalogue and the shell's, merged into one. Vite imports
// the .po files compiled (@lingui/vite-plugin), so the browser never parses a message.
import type { Messages } from '@lingui/core';

export type CatalogueModules = Record<string, { messages: Messages }>;

export function mergeCatalogues(modules: CatalogueModules): Messages {
  return Object.assign({}, ...Object.values(modules).map((m) => m.messages)) as Messages;
}
