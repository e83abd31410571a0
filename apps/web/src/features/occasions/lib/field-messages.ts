// The occasion form's complaints in the page's language: the contract's words (which the server
// answers with too) mapped to messages of this feature's catalogue, so the storefront's shared
// catalogue, loaded on every page, does not carry them.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const OCCASION_FIELD_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  'Choose birthday, anniversary or a festival': msg`Choose birthday, anniversary or a festival`,
  'Choose a festival from the list': msg`Choose a festival from the list`,
  'Choose e-mail or phone message': msg`Choose e-mail or phone message`,
  'Whose occasion is it? Enter a name': msg`Whose occasion is it? Enter a name`,
  'Name is too long': msg`Name is too long`,
  'Choose a relation from the list': msg`Choose a relation from the list`,
  'Choose a day': msg`Choose a day`,
  'Choose a month': msg`Choose a month`,
  'That month has no such day': msg`That month has no such day`,
  'Enter a year like 1990': msg`Enter a year like 1990`,
  'Remind at least 1 day before': msg`Remind at least 1 day before`,
  'Remind at most 30 days before': msg`Remind at most 30 days before`,
};

/** The complaint in the page's language where it is one of the form's; any other as it came. */
export function occasionFieldMessage(i18n: I18n, message: string): string {
  const known = OCCASION_FIELD_MESSAGES[message];
  return known ? i18n._(known) : message;
}
