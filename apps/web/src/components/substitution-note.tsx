// What the customer answered at checkout about substitute flowers, in the words each reader needs:
// the florist and the desk act on it ("NO substitutes: call the customer"); the customer reads
// what they chose. Shown boxed so it is not missed on a busy job sheet.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { Order } from '@phoolwari/contracts';

type Substitution = Order['substitution'];

export function substitutionText({ allowed, avoid }: Substitution, audience: 'staff' | 'customer', i18n: I18n): string {
  if (!allowed)
    return audience === 'staff' ? i18n._(msg`NO substitutes: call the customer`) : i18n._(msg`No substitutes: we call you before changing anything`);
  return avoid ? i18n._(msg`Substitutes allowed (equal or higher value) · never: ${avoid}`) : i18n._(msg`Substitutes allowed (equal or higher value)`);
}

interface SubstitutionNoteProps {
  substitution: Substitution;
  audience: 'staff' | 'customer';
  /** The printed job sheet: black on white, no tint. */
  printed?: boolean;
}

export function SubstitutionNote({ substitution, audience, printed = false }: SubstitutionNoteProps) {
  const { i18n } = useLingui();
  const tone = printed
    ? 'border-2 border-black'
    : substitution.allowed
      ? 'border border-emerald-300 bg-emerald-50 text-emerald-950'
      : 'border-2 border-amber-500 bg-amber-50 text-amber-950';
  return (
    <p className={`rounded-lg px-3 py-2 text-sm ${audience === 'staff' ? 'font-semibold' : ''} ${tone}`} data-testid="substitution-note">
      {substitutionText(substitution, audience, i18n)}
    </p>
  );
}
