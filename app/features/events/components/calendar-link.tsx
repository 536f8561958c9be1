/**
 * "Add to calendar" (issue 31): a plain link to the event's or the events list's iCalendar file
 * (a download: calendar apps open it, and can subscribe to its address).
 */
import type { Lang } from '../../../../shared/lang';
import { useTranslation } from '../../../i18n';
import { eventCalendarPath, eventsCalendarPath } from '../lib/calendar-paths';
import styles from './calendar-link.module.css';
import '../messages/register-race-day';

/**
 * `eventCd`: the event's calendar (a link among the event head's links), else the list's (a
 * button-like link of its own line)
 */
export function CalendarLink({ eventCd, lang, name }: { eventCd?: string; lang: Lang; name?: string }) {
  const { t } = useTranslation();
  const href = eventCd ? eventCalendarPath(eventCd, lang) : eventsCalendarPath(lang);
  const label = eventCd ? t('raceDay.calendar.addEvent', { name: name ?? '' }) : t('raceDay.calendar.addList');
  const link = (
    <a className={eventCd ? styles.inline : styles.link} href={href} download aria-label={label} type="text/calendar">
      <svg className={styles.icon} width="18" height="18" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <rect x="2.5" y="4" width="15" height="13.5" rx="2" fill="none" stroke="currentColor" strokeWidth="1.6" />
        <path d="M2.5 8h15M6.5 2.5v3M13.5 2.5v3M10 10.5v5M7.5 13h5" stroke="currentColor" strokeWidth="1.6" />
      </svg>
      {t('raceDay.calendar.add')}
    </a>
  );
  return eventCd ? link : <p className={styles.wrap}>{link}</p>;
}
