/**
 * The console's status tags of an event and of a class's results, worded and coloured the same on
 * every console page (the dashboard, the events list, the event's classes).
 */
import type { ResultsState } from '../../../shared/admin-content';
import { StatusTag, type Tone } from '../../components/status-tag';
import { eventTone } from '../../features/events/lib/events';
import { useTranslation } from '../../i18n';

/** an event's status (not started, running: marked live, finished), in the colours of the public pages */
export function EventStatusTag({ status }: { status: string }) {
  const { t } = useTranslation();
  return <StatusTag tone={eventTone(status)} label={t(`events.status.${status}`)} live={status === '2'} />;
}

const RESULTS_TONE: Record<ResultsState, Tone> = { none: 'info', provisional: 'warning', final: 'success' };

/**
 * a class's results as the public sees them: "Final" beside the class's name, or "Results: Final"
 * where the tag stands among other tags (`labelled`)
 */
export function ResultsTag({ results, labelled = false }: { results: ResultsState | undefined; labelled?: boolean }) {
  const { t } = useTranslation();
  const state = t(`adminDay.results.${results ?? 'none'}`);
  return (
    <StatusTag tone={RESULTS_TONE[results ?? 'none']} label={labelled ? t('adminDay.resultsOf', { state }) : state} />
  );
}
