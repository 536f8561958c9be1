/**
 * Live while racing (docs/results.md "Live"): while the event is running, the level page asks
 * every 60 s, only while the tab is visible, whether a new publication has arrived
 * (`{downloadBase}live`, answered with an ETag: the browser revalidates with If-None-Match and
 * an unchanged answer is a 304). It says when it last checked and, when a newer publication
 * has arrived, shows a notice with a link that opens it.
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { LIVE_CHECK_MS, useLiveCheck } from '../../../lib/live-check';
import styles from './results-tables.module.css';

export { LIVE_CHECK_MS };

export interface LiveResultsProps {
  /** the publications' list to check (the level's `results/live`) */
  url: string;
  /** the newest publication's id when the page was made */
  latest: string | null;
  /** the page opening a given publication */
  open: (id: string) => string;
}

interface LiveAnswer {
  publications?: { id: string }[];
}

export function LiveResults({ url, latest, open }: LiveResultsProps) {
  const { t } = useTranslation();
  // set in the browser only: the server does not know when the visitor's page last checked
  const [checkedAt, setCheckedAt] = useState<number | null>(null);
  const [now, setNow] = useState(0);
  const [arrived, setArrived] = useState<string | null>(null);

  useEffect(() => {
    const at = Date.now();
    setCheckedAt(at);
    setNow(at);
  }, [url, latest]);
  // the one live check (app/lib/live-check.ts): every minute while the tab is visible
  useLiveCheck(
    async (alive) => {
      try {
        const res = await fetch(url, { cache: 'no-cache', headers: { accept: 'application/json' } });
        if (!res.ok) return;
        const answer = (await res.json()) as LiveAnswer;
        const newest = answer.publications?.[0]?.id ?? null;
        if (!alive()) return;
        setCheckedAt(Date.now());
        if (newest && newest !== latest) setArrived(newest);
      } catch {
        // offline for a moment: the next check tries again
      }
    },
    { onTick: setNow },
  );

  const minutes = checkedAt === null ? null : Math.max(0, Math.floor((now - checkedAt) / 60_000));
  return (
    <div className={styles.live} data-checking={checkedAt === null ? undefined : ''}>
      <p className={styles.liveLine}>
        <span className={styles.liveDot} aria-hidden="true" />
        {minutes === null || minutes === 0 ? t('results.live.justNow') : t('results.live.checked', { n: minutes })}
      </p>
      <div role="status" className={styles.liveStatus}>
        {arrived ? (
          <p className={styles.arrived}>
            {t('results.live.arrived')}{' '}
            <Link to={open(arrived)} preventScrollReset>
              {t('results.live.show')}
            </Link>
          </p>
        ) : null}
      </div>
    </div>
  );
}
