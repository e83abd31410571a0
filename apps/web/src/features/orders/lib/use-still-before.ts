// True until the given instant passes, then false, re-rendering at that moment: a Cancel button
// offered "until 6:40 pm" disappears at 6:40 pm without a reload. The server decides again when
// the customer presses it; this only keeps the page from offering what it would refuse.
import { useEffect, useState } from 'react';

export function useStillBefore(iso: string | null): boolean {
  const deadline = iso ? new Date(iso).getTime() : Number.NaN;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!Number.isFinite(deadline) || deadline <= Date.now()) return;
    // Timers longer than ~24.8 days overflow; a cancellation window is minutes long.
    const timer = setTimeout(() => setNow(Date.now()), Math.min(deadline - Date.now() + 50, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [deadline, now]);
  return Number.isFinite(deadline) && now < deadline;
}
