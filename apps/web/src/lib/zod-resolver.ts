// The customers' forms check their values with zodResolver in the page's language: on a Hindi page
// zod's own complaints (an empty field, a text too long) come in Hindi through zod's per-parse error
// map, which a schema's own message still outranks. Not zod's global config: the server renders
// English and Hindi pages in one process. The Hindi words (zod-hindi.ts) are fetched by the first
// Hindi form, so English pages and the storefront's first load never carry them.
import { useEffect, useMemo } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useLanguage } from '../i18n/i18n';
import type { Language } from '../i18n/languages';

type ErrorMap = z.core.$ZodErrorMap;

let hindi: Promise<ErrorMap | undefined> | undefined;

/** Zod's complaints in Hindi; undefined (English) where the module could not be fetched (offline). */
export function loadHindiZodError(): Promise<ErrorMap | undefined> {
  hindi ??= import('./zod-hindi').then(
    (m) => m.hindiZodError,
    () => {
      hindi = undefined;
      return undefined;
    },
  );
  return hindi;
}

/** zodResolver(schema) whose zod-made messages are in `language`. */
export function pageZodResolver<Input extends FieldValues, Context, Output>(
  schema: z.ZodType<Output, Input>,
  language: Language,
): Resolver<Input, Context, Output> {
  if (language !== 'hi') return zodResolver(schema) as Resolver<Input, Context, Output>;
  return async (values, context, options) => {
    const error = await loadHindiZodError();
    const resolve = zodResolver(schema, error ? { error } : undefined) as Resolver<Input, Context, Output>;
    return resolve(values, context, options);
  };
}

/** The form's resolver in the page's language; a Hindi page starts fetching the Hindi words at once. */
export function useZodResolver<Input extends FieldValues, Context, Output>(schema: z.ZodType<Output, Input>): Resolver<Input, Context, Output> {
  const language = useLanguage();
  useEffect(() => {
    if (language === 'hi') void loadHindiZodError();
  }, [language]);
  return useMemo(() => pageZodResolver<Input, Context, Output>(schema, language), [schema, language]);
}
