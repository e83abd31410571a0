// What the sign-in forms' checks say, field by field, in the page's language (the contracts'
// schemas carry English words; see translatedResolver in the account feature).
import { msg } from '@lingui/core/macro';
import type { FieldMessages } from '../account';

const name = { too_big: msg`Name is too long`, '*': msg`Name is required` };
const email = msg`Enter a valid e-mail address`;
const phone = msg`Enter a 10-digit Indian mobile number`;
const newPassword = { too_big: msg`Password must be at most 128 characters`, '*': msg`Password must be at least 8 characters` };

export const LOGIN_FIELD_MESSAGES: FieldMessages = { email, password: msg`Password is required` };

export const SIGNUP_FIELD_MESSAGES: FieldMessages = {
  name,
  email,
  phone,
  password: newPassword,
  confirmPassword: { custom: msg`Passwords do not match`, '*': msg`Please confirm your password` },
};

export const FORGOT_FIELD_MESSAGES: FieldMessages = { email };

export const RESET_FIELD_MESSAGES: FieldMessages = {
  password: newPassword,
  confirmPassword: { custom: msg`Passwords do not match`, '*': msg`Please confirm your new password` },
};

export const PHONE_SIGN_IN_FIELD_MESSAGES: FieldMessages = {
  phone: msg`Enter a 10-digit Indian mobile number, or an international one starting with +`,
};

export const CODE_FIELD_MESSAGES: FieldMessages = { code: msg`Enter the 6-digit code`, name };
