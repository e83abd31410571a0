// A labelled checkbox for react-hook-form's register() spread, with a hint line under it.
import { useId, type ComponentPropsWithRef } from 'react';

interface CheckboxFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  label: string;
  hint?: string;
}

export function CheckboxField({ label, hint, id: givenId, ...rest }: CheckboxFieldProps) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-0.5 size-5 shrink-0 rounded border-gray-400 accent-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        {...rest}
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-gray-800">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-xs text-gray-600">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
