// The English catalogue, one chunk: loaded before an English page renders.
import { mergeCatalogues, type CatalogueModules } from './catalogue';

export const messages = mergeCatalogues(import.meta.glob(['../locales/en.po', '../features/*/locales/en.po'], { eager: true }) as CatalogueModules);
