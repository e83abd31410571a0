// The account holder's own mobile number, asked the same way at sign-up and on the profile: the
// forgiving phone schema (normalizePhone) takes it as typed, the hint says what it is for.
import type { ComponentPropsWithRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { TextField } from './form-field';

/** Spread react-hook-form's register('phone') on it, with the field's error; a hint of its own where the number serves another purpose. */
export function MobileNumberField(props: { error?: string; hint?: string } & ComponentPropsWithRef<'input'>) {
  const { t } = useLingui();
  return (
    <TextField
      label={t`Mobile number`}
      type="tel"
      autoComplete="tel-national"
      inputMode="tel"
      required
      hint={t`10-digit Indian mobile number, for delivery updates`}
      {...props}
    />
  );
}
