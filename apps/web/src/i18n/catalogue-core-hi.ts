// The Hindi messages every storefront page needs, one chunk (see load-messages.ts).
import { mergeCatalogues, type CatalogueModules } from './catalogue';

export const messages = mergeCatalogues(
  import.meta.glob(['../locales/hi.po', '../features/{catalog,cart,content,reviews}/locales/hi.po'], { eager: true }) as CatalogueModules,
);
