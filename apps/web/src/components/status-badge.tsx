// Active / Inactive (or Enabled / Disabled) as a pill with a dot, so the state does not rest on
// colour alone. Dark text on a pale background keeps AA contrast.
import { useLingui } from '@lingui/react/macro';

export function StatusBadge({ active, activeLabel, inactiveLabel }: { active: boolean; activeLabel?: string; inactiveLabel?: string }) {
  const { t } = useLingui();
  return (
    <span
      data-testid="status-badge"
      className={`inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-semibold ${active ? 'bg-green-100 text-green-800' : 'bg-gray-200 text-gray-800'}`}
    >
      <span aria-hidden="true" className={`size-1.5 rounded-full ${active ? 'bg-green-700' : 'bg-gray-600'}`} />
      {active ? (activeLabel ?? t`Active`) : (inactiveLabel ?? t`Inactive`)}
    </span>
  );
}
