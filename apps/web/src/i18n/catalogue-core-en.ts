// The English messages every storefront page needs, one chunk (see load-messages.ts).
import { mergeCatalogues, type CatalogueModules } from './catalogue';

export const messages = mergeCatalogues(
  import.meta.glob(['../locales/en.po', '../features/{catalog,cart,content,reviews}/locales/en.po'], { eager: true }) as CatalogueModules,
);
