// The Hindi catalogue, one chunk: loaded before a Hindi page renders.
import { mergeCatalogues, type CatalogueModules } from './catalogue';

export const messages = mergeCatalogues(import.meta.glob(['../locales/hi.po', '../features/*/locales/hi.po'], { eager: true }) as CatalogueModules);
