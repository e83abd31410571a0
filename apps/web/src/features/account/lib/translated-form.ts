// Form messages in the page's language. The schemas come from the contracts with English words
// (the server checks the same schemas); a form says instead, field by field, what each complaint
// means in the page's language: by the field's path and the kind of complaint (zod's issue code:
// too_small for an empty name, invalid_format for a mobile number…). A complaint the form has no
// words for is shown as it came.
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';

/** One message for any complaint about the field, or one per kind ('*' for the others). */
export type FieldMessages = Readonly<Record<string, MessageDescriptor | Readonly<Record<string, MessageDescriptor>>>>;

export type TranslateFieldError = (path: string, type: string | undefined, message: string) => string;

function isDescriptor(value: object): value is MessageDescriptor {
  return 'id' in value && typeof (value as { id: unknown }).id === 'string';
}

/** The translator of a feature's fields, in the page's language. */
export function useFieldMessages(fields: FieldMessages): TranslateFieldError {
  const { i18n } = useLingui();
  return (path, type, message) => {
    const entry = fields[path];
    if (!entry) return message;
    const descriptor = isDescriptor(entry) ? entry : (entry[type ?? ''] ?? entry['*']);
    return descriptor ? i18n._(descriptor) : message;
  };
}

/** react-hook-form's errors with every field's `message` translated; the fields' element refs stay. */
function translateErrors(node: unknown, path: string, translate: TranslateFieldError): unknown {
  if (!node || typeof node !== 'object') return node;
  const record = node as Record<string, unknown>;
  const out: Record<string, unknown> = Array.isArray(node) ? ([...(node as unknown[])] as unknown as Record<string, unknown>) : { ...record };
  for (const [key, value] of Object.entries(record)) {
    if (key === 'ref' || key === 'types' || key === 'type') continue;
    if (key === 'message' && typeof value === 'string') out[key] = translate(path, typeof record.type === 'string' ? record.type : undefined, value);
    else out[key] = translateErrors(value, path ? `${path}.${key}` : key, translate);
  }
  return out;
}

/** The resolver (zodResolver(schema)) whose field messages arrive in the page's language. */
export function translatedResolver<Input extends FieldValues, Context, Output>(
  resolver: Resolver<Input, Context, Output>,
  translate: TranslateFieldError,
): Resolver<Input, Context, Output> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    if (Object.keys(result.errors).length === 0) return result;
    return { values: {}, errors: translateErrors(result.errors, '', translate) as FieldErrors<Input> };
  };
}
