/**
 * The live check of a running event's pages (docs/results.md "Live"): every LIVE_CHECK_MS, only
 * while the tab is visible (and on coming back to a tab hidden longer than that), the page asks
 * the server again. One mechanism for every live part: the level page's results
 * (app/features/results/components/live-results.tsx) and the event page's day on the water
 * (app/features/events/components/race-day.tsx).
 */
import { useEffect, useRef } from 'react';

export const LIVE_CHECK_MS = 60_000;
/** how often the clock of a live part moves on (its "checked n minutes ago", its "starting soon") */
export const LIVE_TICK_MS = 15_000;

export interface LiveCheckOptions {
  /** false: no checks (the event is not running) */
  enabled?: boolean;
  /** every LIVE_TICK_MS while mounted, with the time (a part's own clock) */
  onTick?: (now: number) => void;
}

/**
 * Calls `check` every LIVE_CHECK_MS while the document is visible. `alive()` tells a check that
 * finishes after the component is gone not to set its state.
 */
export function useLiveCheck(check: (alive: () => boolean) => Promise<void>, options: LiveCheckOptions = {}): void {
  const { enabled = true } = options;
  const checkRef = useRef(check);
  const tickRef = useRef(options.onTick);
  useEffect(() => {
    checkRef.current = check;
    tickRef.current = options.onTick;
  });
  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    let last = Date.now();
    const alive = () => !stopped;
    const run = () => {
      if (document.visibilityState !== 'visible') return;
      last = Date.now();
      void checkRef.current(alive);
    };
    const timer = setInterval(() => {
      tickRef.current?.(Date.now());
      if (Date.now() - last >= LIVE_CHECK_MS) run();
    }, LIVE_TICK_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible' && Date.now() - last >= LIVE_CHECK_MS) run();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [enabled]);
}
