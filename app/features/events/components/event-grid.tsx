/**
 * The reusable card grid of docs/product.md §2 (Events list): each card links to the event's detail page with
 * its status badge, logo, name, dates and address; the no-data state and the loading spinner
 * are part of it. Used on the events list and the home page.
 */
import { Link } from 'react-router';
import type { Event } from '../../../../shared/api';
import type { Lang } from '../../../../shared/lang';
import { useTranslation } from '../../../i18n';
import { eventAddress, eventName, fallbackLang } from '../lib/events';
import { formatDateRange } from '../../../lib/format';
import { NoData } from '../../../components/no-data';
import { PinIcon } from '../../../components/pin-icon';
import { Spinner } from '../../../components/spinner';
import { EventStatusTag } from './event-status-tag';
import styles from './event-grid.module.css';

/** what a card shows of an event (pages may send just these fields to the browser) */
export type EventCard = Pick<
  Event,
  'eventCd' | 'name' | 'nameCode' | 'logo' | 'status' | 'beginDate' | 'endDate' | 'address' | 'addressCode'
>;

export function eventCard(e: Event): EventCard {
  const { eventCd, name, nameCode, logo, status, beginDate, endDate, address, addressCode } = e;
  return { eventCd, name, nameCode, logo, status, beginDate, endDate, address, addressCode };
}

export function eventDetailPath(eventCd: string): string {
  return `/events/detail/${encodeURIComponent(eventCd)}`;
}

export function EventGrid({
  events,
  lang,
  loading = false,
  columns = 3,
  headingLevel = 2,
}: {
  events: EventCard[];
  lang: Lang;
  loading?: boolean;
  columns?: 2 | 3 | 4;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  if (events.length === 0)
    return loading ? <Spinner label={t('common.loading')} /> : <NoData label={t('common.noData')} />;
  return (
    <>
      <ul className={`${styles.grid} ${columns === 4 ? styles.four : columns === 2 ? styles.two : ''}`}>
        {events.map((event) => {
          const name = eventName(event, lang);
          const address = eventAddress(event, lang);
          return (
            <li key={event.eventCd}>
              <Link className={styles.card} to={eventDetailPath(event.eventCd)} prefetch="intent">
                <img
                  className={styles.logo}
                  src={event.logo || '/favicon.svg'}
                  alt=""
                  width={72}
                  height={72}
                  loading="lazy"
                  decoding="async"
                />
                <div className={styles.body}>
                  <div className={styles.top}>
                    {/* up to three lines; the whole name shows on hover when a longer one is cut */}
                    <Heading className={styles.name} title={name} lang={fallbackLang(lang, event.nameCode)}>
                      {name}
                    </Heading>
                    <EventStatusTag status={event.status} />
                  </div>
                  <p className={`${styles.meta} ${styles.dates}`}>
                    <svg viewBox="0 0 16 16" aria-hidden="true">
                      <rect
                        x="2"
                        y="3"
                        width="12"
                        height="11"
                        rx="2"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="1.5"
                      />
                      <path d="M2 7h12M5 1.5v3M11 1.5v3" stroke="currentColor" strokeWidth="1.5" />
                    </svg>
                    <span>{formatDateRange(event.beginDate, event.endDate)}</span>
                  </p>
                  {address ? (
                    <p className={styles.meta}>
                      <PinIcon strokeWidth={1.5} />
                      <span lang={fallbackLang(lang, event.addressCode)}>{address}</span>
                    </p>
                  ) : null}
                </div>
              </Link>
            </li>
          );
        })}
      </ul>
      {loading ? <Spinner label={t('common.loading')} /> : null}
    </>
  );
}
