// How long delivery takes, in the page's language. The shop's promise (SHOP.delivery) and each
// product's deliveryTime are written in English ("2-4 hours", "Same day", "Book 2 days ahead");
// the usual shapes are said again in Hindi, anything else is shown as staff wrote it.
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';

export function deliveryTimeLabel(text: string, i18n: I18n): string {
  const trimmed = text.trim();
  const span = /^(\d+)\s*[-–]\s*(\d+)\s*(hours?|days?)$/i.exec(trimmed);
  if (span) {
    const [, from = '', to = '', unit = ''] = span;
    const range = `${from}-${to}`;
    return unit.toLowerCase().startsWith('hour') ? i18n._(msg`${range} hours`) : i18n._(msg`${range} days`);
  }
  const single = /^(\d+)\s*(hours?|days?)$/i.exec(trimmed);
  if (single) {
    const count = Number(single[1]);
    return single[2]?.toLowerCase().startsWith('hour')
      ? i18n._(msg`${plural(count, { one: '# hour', other: '# hours' })}`)
      : i18n._(msg`${plural(count, { one: '# day', other: '# days' })}`);
  }
  if (/^same[ -]day$/i.test(trimmed)) return i18n._(msg`Same day`);
  const ahead = /^book (\d+) days? ahead$/i.exec(trimmed);
  if (ahead) {
    const days = Number(ahead[1]);
    return i18n._(msg`${plural(days, { one: 'Book # day ahead', other: 'Book # days ahead' })}`);
  }
  return trimmed;
}
