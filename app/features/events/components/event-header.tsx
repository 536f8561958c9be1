/** The head of an event's pages (docs/product.md §2 (Event, Level (class))) and the breadcrumb trail. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Event } from '../../../../shared/api';
import type { Lang } from '../../../../shared/lang';
import { useTranslation } from '../../../i18n';
import { eventAddress, eventName, eventSponsor, fallbackLang } from '../lib/events';
import { formatDate } from '../../../lib/format';
import { pagePath } from '../../../lib/pages';
import { NoData } from '../../../components/no-data';
import { EventStatusTag } from './event-status-tag';
import styles from './event-header.module.css';
import '../messages/register-event-header';

/** only http(s) links leave the site */
export function safeHref(url: string | null | undefined): string | null {
  return url && /^https?:\/\/[^\s]+$/i.test(url.trim()) ? url.trim() : null;
}

export function EventHeader({
  event,
  lang,
  headingLevel = 1,
  compact = false,
  links,
}: {
  event: Event;
  lang: Lang;
  headingLevel?: 1 | 2;
  /** a smaller head (the level and boat pages: their own title and results come first) */
  compact?: boolean;
  /** more links after the official site and the album (the event page's "Add to calendar") */
  links?: ReactNode;
}) {
  const { t } = useTranslation();
  const name = eventName(event, lang);
  const address = eventAddress(event, lang);
  const sponsor = eventSponsor(event, lang);
  // the sentence around the organiser's name, which may be Chinese on an English page (marked so)
  const [siteBefore, siteAfter] = t('events.detail.officialSite', { sponsor: '\u0001' }).split('\u0001');
  const website = safeHref(event.officialWebsite);
  const album = safeHref(event.albumWebsite);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className={compact ? `${styles.header} ${styles.compact}` : styles.header}>
      <img
        className={styles.logo}
        src={event.logo || '/favicon.svg'}
        alt={t('events.detail.logoAlt', { name })}
        width={96}
        height={96}
      />
      <div>
        <div className={styles.titleRow}>
          <Heading
            className={styles.title}
            lang={fallbackLang(lang, event.nameCode)}
          >
            {name}
          </Heading>
          <EventStatusTag status={event.status} />
        </div>
        <dl className={styles.facts}>
          <div>
            <dt>{t('events.detail.dates')}</dt>
            <dd className={styles.dates}>
              {formatDate(event.beginDate)} ~ {formatDate(event.endDate)}
            </dd>
          </div>
          {address ? (
            <div>
              <dt>{t('events.detail.venue')}</dt>
              <dd lang={fallbackLang(lang, event.addressCode)}>{address}</dd>
            </div>
          ) : null}
        </dl>
        {website || album || links ? (
          <p className={styles.links}>
            {website ? (
              <a href={website} target="_blank" rel="noopener noreferrer">
                {sponsor ? (
                  <span>
                    {siteBefore}
                    <span lang={fallbackLang(lang, event.sponsorEn)}>{sponsor}</span>
                    {siteAfter}
                  </span>
                ) : (
                  t('events.detail.officialSiteNoSponsor')
                )}{' '}
                ↗
              </a>
            ) : null}
            {album ? (
              <a href={album} target="_blank" rel="noopener noreferrer">
                {t('events.detail.album')} ↗
              </a>
            ) : null}
            {links}
          </p>
        ) : null}
      </div>
    </div>
  );
}

type Crumb = { label: string; to?: string };

function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useTranslation();
  return (
    <nav className={styles.crumbs} aria-label={t('events.detail.breadcrumb')} data-print="hide">
      <ol>
        {items.map((item, i) => (
          <li key={i}>
            {item.to && i < items.length - 1 ? (
              <Link to={item.to}>{item.label}</Link>
            ) : (
              <span aria-current="page">{item.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** the trail on an event's pages: Home > Events, then `trail` (its last crumb is the page itself) */
export function EventCrumbs({ trail }: { trail: Crumb[] }) {
  const { t, i18n } = useTranslation();
  return (
    <Breadcrumbs
      items={[
        { label: t('common.home'), to: '/' },
        { label: t('nav.events'), to: pagePath('events', i18n.language) },
        ...trail,
      ]}
    />
  );
}

/** an event's page when the API could not answer (docs/product.md §8): the trail to the events and no data */
export function EventUnavailable({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <div className="container">
      <EventCrumbs trail={[{ label: title }]} />
      <h1 className="visually-hidden">{title}</h1>
      <NoData label={t('common.noData')} />
    </div>
  );
}
