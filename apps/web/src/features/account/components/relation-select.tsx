// "Who they are to you": a saved recipient's relation, '' when the customer does not say.
import type { ComponentPropsWithRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { RECIPIENT_RELATIONS } from '@phoolwari/contracts';
import { SelectField } from '../../../components/form-field';
import { RELATION_WORDS } from '../lib/relations';

export function RelationSelect({ error, ...rest }: { error?: string } & ComponentPropsWithRef<'select'>) {
  const { t } = useLingui();
  return (
    <SelectField label={t`Who they are to you`} error={error} {...rest}>
      <option value="">{t`Not said`}</option>
      {RECIPIENT_RELATIONS.map((r) => (
        <option key={r} value={r}>
          {t(RELATION_WORDS[r])}
        </option>
      ))}
    </SelectField>
  );
}
