/**
 * An event's status tag (not started, running: marked live, finished), worded and coloured the same
 * on the public pages (the events grid, the event's header) and in the console.
 */
import { StatusTag } from '../../../components/status-tag';
import { useTranslation } from '../../../i18n';
import { eventTone } from '../lib/events';

export function EventStatusTag({ status }: { status: string | null }) {
  const { t } = useTranslation();
  return <StatusTag tone={eventTone(status)} label={t(`events.status.${status}`)} live={status === '2'} />;
}
