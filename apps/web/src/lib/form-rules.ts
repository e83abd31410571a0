// Rules several features' forms share: a forgiving Indian mobile number ("+91 98765-43210"
// becomes "9876543210") and a new password typed twice. Schemas keep their messages in English
// (the contracts' and the server's are English too); a field shows one in the page's language
// through fieldMessage, which knows the messages customers can meet.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { GSTIN_EXAMPLE } from '@phoolwari/contracts';

export const normalizePhone = (value: string) => value.replace(/[\s()-]/g, '').replace(/^(\+91|0091|0)(?=\d{10}$)/, '');

/** A new password typed twice: the reset page's and the account page's forms share the check. */
export const passwordsMatch = {
  message: 'Passwords do not match',
  path: ['confirmPassword'],
  when: ({ value }: { value: unknown }) => typeof value === 'object' && value !== null && 'confirmPassword' in value,
};

/**
 * A required text field's words: its own for an empty field, and that the text is too long when it
 * is (the contracts cap every field, and a customer pasting an address can pass the cap).
 */
export const requiredText = (required: MessageDescriptor) => ({ too_big: msg`This is too long`, '*': required });

/**
 * The validation messages of the customers' forms (the forms', the contracts', the server's), by
 * their English. form-messages.test.ts finds every message the customers' schemas can give and
 * fails while one is missing here.
 */
export const FIELD_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  'Passwords do not match': msg`Passwords do not match`,
  'Choose how many weeks': msg`Choose how many weeks`,
  'Choose at least 1 week': msg`Choose at least 1 week`,
  'Choose at most 12 weeks': msg`Choose at most 12 weeks`,
  'The last day must not be before the first': msg`The last day must not be before the first`,
  'Please confirm your password': msg`Please confirm your password`,
  'Please confirm your new password': msg`Please confirm your new password`,
  'Enter a valid e-mail address': msg`Enter a valid e-mail address`,
  'Enter a 10-digit Indian mobile number': msg`Enter a 10-digit Indian mobile number`,
  'Enter a 10-digit Indian mobile number, or a number abroad with its country code (+971…)': msg`Enter a 10-digit Indian mobile number, or a number abroad with its country code (+971…)`,
  'Enter a 10-digit Indian mobile number, or an international one starting with +': msg`Enter a 10-digit Indian mobile number, or an international one starting with +`,
  'The company’s legal name is required': msg`The company’s legal name is required`,
  [`A GSTIN is 15 characters, like ${GSTIN_EXAMPLE}`]: msg`A GSTIN is 15 characters, like ${GSTIN_EXAMPLE}`,
  'Enter your current password': msg`Enter your current password`,
  'Password is required': msg`Password is required`,
  'Password must be at least 8 characters': msg`Password must be at least 8 characters`,
  'Password must be at most 128 characters': msg`Password must be at most 128 characters`,
  'Name is required': msg`Name is required`,
  'Name is too long': msg`Name is too long`,
  'Recipient name is required': msg`Recipient name is required`,
  'Street is required': msg`Street is required`,
  'City is required': msg`City is required`,
  'State is required': msg`State is required`,
  'The address is required': msg`The address is required`,
  'Give the address a label': msg`Give the address a label`,
  'Choose a relation from the list': msg`Choose a relation from the list`,
  'Enter a promo code': msg`Enter a promo code`,
  'Choose a rating from 1 to 5': msg`Choose a rating from 1 to 5`,
  'Review is too long': msg`Review is too long`,
  'Message is too long': msg`Message is too long`,
  'Please write at least 10 characters': msg`Please write at least 10 characters`,
  'Please enter a description': msg`Please enter a description`,
  'Please fill all required fields': msg`Please fill all required fields`,
  'Quantity must be a whole number': msg`Quantity must be a whole number`,
  'Quantity must be at least 1': msg`Quantity must be at least 1`,
  'Upload the reference photo first': msg`Upload the reference photo first`,
  'Give a reason': msg`Give a reason`,
  'Say what was replaced': msg`Say what was replaced`,
  'Say what replaced it': msg`Say what replaced it`,
  'Give the new expected time': msg`Give the new expected time`,
  'Choose a subject': msg`Choose a subject`,
  'This link is invalid': msg`This link is invalid`,
  'This reset link is invalid': msg`This reset link is invalid`,
  'Enter a 6-digit pincode': msg`Enter a 6-digit pincode`,
  'Choose whether the florist may substitute flowers': msg`Choose whether the florist may substitute flowers`,
  'Use a YYYY-MM-DD date': msg`Use a YYYY-MM-DD date`,
  'Not a date on the calendar': msg`Not a date on the calendar`,
  'Invalid id': msg`Invalid id`,
  'Nothing to update': msg`Nothing to update`,
  'Choose English (en) or Hindi (hi)': msg`Choose English (en) or Hindi (hi)`,
  // Wedding and event enquiries (the contract's EventEnquiryBodySchema, and the server's own checks of the date, photos and design).
  'Choose the kind of event': msg`Choose the kind of event`,
  'Choose a budget range': msg`Choose a budget range`,
  'A varmala is 3 to 10 feet': msg`A varmala is 3 to 10 feet`,
  'Petals from 0.5 kg to 200 kg, in steps of 0.5': msg`Petals from 0.5 kg to 200 kg, in steps of 0.5`,
  'Enter 1 to 10,000 guests': msg`Enter 1 to 10,000 guests`,
  'Quantity is too large': msg`Quantity is too large`,
  'Choose a date from tomorrow up to 18 months ahead': msg`Choose a date from tomorrow up to 18 months ahead`,
  'Choose what you need from the list': msg`Choose what you need from the list`,
  'Choose at least one thing you need': msg`Choose at least one thing you need`,
  'At most 5 photos': msg`At most 5 photos`,
  'Choose one of your own designs': msg`Choose one of your own designs`,
  // The contracts' limits (SUBSTITUTION_AVOID_MAX, PROMPT_MAX_LENGTH) are written out: importing
  // them would bring the contract's schemas into every page that shows a field. A changed limit
  // fails form-messages.test.ts.
  'At most 120 characters': msg`At most 120 characters`,
  'At most 1000 characters': msg`At most 1000 characters`,
  'Tell us what to change': msg`Tell us what to change`,
  'Description must be at most 500 characters': msg`Description must be at most 500 characters`,
};

/** A field's message in the page's language where it is a known one; any other as it came. */
export function fieldMessage(message: string, i18n: I18n): string {
  const known = FIELD_MESSAGES[message];
  return known ? i18n._(known) : message;
}
