// What the account page's checks say, field by field, in the page's language (the contracts'
// schemas carry English words; see translatedResolver).
import { msg } from '@lingui/core/macro';
import type { FieldMessages } from './translated-form';
import { requiredText } from '../../../lib/form-rules';

const name = { too_big: msg`Name is too long`, '*': msg`Name is required` };
const phone = msg`Enter a 10-digit Indian mobile number`;

export const PROFILE_FIELD_MESSAGES: FieldMessages = { name, phone };

export const PASSWORD_FIELD_MESSAGES: FieldMessages = {
  currentPassword: msg`Enter your current password`,
  newPassword: { too_big: msg`Password must be at most 128 characters`, '*': msg`Password must be at least 8 characters` },
  confirmPassword: { custom: msg`Passwords do not match`, '*': msg`Please confirm your new password` },
};

export const ADDRESS_FIELD_MESSAGES: FieldMessages = {
  label: requiredText(msg`Give the address a label`),
  name: requiredText(msg`Name is required`),
  phone,
  street: requiredText(msg`Street is required`),
  city: requiredText(msg`City is required`),
  state: requiredText(msg`State is required`),
  pincode: msg`Enter a 6-digit pincode`,
};
