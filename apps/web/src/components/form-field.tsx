// Labelled form controls with an inline error: the error is tied to the control through
// aria-describedby and aria-invalid, so it is read out with the field. Work with react-hook-form's
// register() spread (name, onChange, onBlur, ref).
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { fieldMessage } from '../lib/form-rules';

interface FieldShellProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  children: ReactNode;
}

const controlClasses = (invalid: boolean) =>
  `block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-gray-900 placeholder:text-gray-500 focus:outline-2 focus:outline-offset-1 focus:outline-brand-600 ${
    invalid ? 'border-red-700' : 'border-gray-400'
  }`;

function FieldShell({ id, label, error, hint, required, children }: FieldShellProps) {
  const { i18n } = useLingui();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-gray-800">
        {label}
        {required && (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-gray-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {fieldMessage(error, i18n)}
        </p>
      )}
    </div>
  );
}

function describedBy(id: string, error?: string, hint?: string): string | undefined {
  if (error) return `${id}-error`;
  return hint ? `${id}-hint` : undefined;
}

interface CommonProps {
  label: string;
  error?: string;
  hint?: string;
}

interface FieldParts extends CommonProps {
  id?: string;
  className?: string;
  required?: boolean;
}

/** The shell's props and the control's own (id, ARIA ties, classes), the same for every kind of control. */
function useField({ label, error, hint, id: givenId, className = '', required }: FieldParts) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return {
    shell: { id, label, error, hint, required },
    control: {
      id,
      required,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy(id, error, hint),
      className: `${controlClasses(!!error)} ${className}`,
    },
  };
}

export function TextField({ label, error, hint, id, className, required, ...rest }: CommonProps & ComponentPropsWithRef<'input'>) {
  const { shell, control } = useField({ label, error, hint, id, className, required });
  return (
    <FieldShell {...shell}>
      <input {...control} {...rest} />
    </FieldShell>
  );
}

export function TextAreaField({ label, error, hint, id, className, required, ...rest }: CommonProps & ComponentPropsWithRef<'textarea'>) {
  const { shell, control } = useField({ label, error, hint, id, className, required });
  return (
    <FieldShell {...shell}>
      <textarea {...control} {...rest} />
    </FieldShell>
  );
}

export function SelectField({ label, error, hint, id, className, required, children, ...rest }: CommonProps & ComponentPropsWithRef<'select'>) {
  const { shell, control } = useField({ label, error, hint, id, className, required });
  return (
    <FieldShell {...shell}>
      <select {...control} {...rest}>
        {children}
      </select>
    </FieldShell>
  );
}
