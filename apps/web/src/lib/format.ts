// Dates and times as staff read them, in the shop's time zone (India), whatever the device's.
const SHOP_TIME_ZONE = 'Asia/Kolkata';

const day = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: SHOP_TIME_ZONE });
const dayTime = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: SHOP_TIME_ZONE });

/** '5 Jan 2025', or '—' for a missing or unreadable date. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : day.format(date);
}

/** '5 Jan 2025, 6:30 pm'. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : dayTime.format(date);
}
