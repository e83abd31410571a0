// How to describe a design so the drawing and the florists get it right.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { InfoIcon } from '../../../components/icons';

const TIPS = [
  [msg`Flowers`, msg`roses, marigold (genda), jasmine (mogra), lilies, orchids, tuberose (rajnigandha), lotus…`],
  [msg`Colours`, msg`e.g. deep red with white, or pastel pink and peach`],
  [msg`Occasion`, msg`wedding, puja, birthday, anniversary, housewarming, farewell…`],
  [msg`Arrangement`, msg`bouquet, garland, varmala, basket, vase, car or stage decoration`],
  [msg`Size`, msg`how tall or long, how many flowers, for a table or a whole stage`],
] as const;

export function DesignTips() {
  const { t } = useLingui();
  return (
    <aside aria-labelledby="design-tips-title" className="rounded-2xl border border-brand-100 bg-brand-50 p-4 sm:p-5">
      <h2 id="design-tips-title" className="flex items-center gap-2 font-semibold text-brand-800">
        <InfoIcon className="h-5 w-5 shrink-0" />
        <Trans>Tips for a great design</Trans>
      </h2>
      <p className="mt-1 text-sm text-gray-800">
        <Trans>Describe what you picture. The more you say about these, the closer the design:</Trans>
      </p>
      <ul className="mt-3 grid gap-2 text-sm text-gray-800 sm:grid-cols-2 lg:grid-cols-1">
        {TIPS.map(([what, example]) => (
          <li key={what.id}>
            <span className="font-semibold text-gray-900">{t(what)}:</span> {t(example)}
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-gray-800">
        <Trans>
          <span className="font-semibold text-gray-900">Example:</span> “A round bridal varmala of red roses and white mogra with gold ribbon, about 1.5 metres
          long.”
        </Trans>
      </p>
    </aside>
  );
}
