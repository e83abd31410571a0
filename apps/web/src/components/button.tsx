// The shop's button: primary (pink), secondary (outlined) or ghost, with a busy state that keeps
// its width, disables the button and tells assistive technology it is working.
import type { ComponentPropsWithRef } from 'react';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700 disabled:bg-brand-600/60',
  secondary: 'border border-brand-600 bg-white text-brand-700 hover:bg-brand-50 disabled:opacity-60',
  ghost: 'text-brand-700 hover:bg-brand-50 disabled:opacity-60',
  danger: 'bg-red-700 text-white hover:bg-red-800 disabled:opacity-60',
};

export const buttonClasses = (variant: ButtonVariant = 'primary', extra = '') =>
  `inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed ${VARIANTS[variant]} ${extra}`;

interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  busy?: boolean;
  /** Shown instead of the children while busy, e.g. 'Signing in…'. */
  busyLabel?: string;
}

export function Button({ variant = 'primary', busy = false, busyLabel, className = '', disabled, children, type = 'button', ...rest }: ButtonProps) {
  return (
    <button type={type} className={buttonClasses(variant, className)} disabled={disabled || busy} aria-busy={busy || undefined} {...rest}>
      {busy && <Spinner className="h-4 w-4" />}
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
