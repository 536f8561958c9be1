/**
 * The console's status tags of an event and of a class's results, worded and coloured the same on
 * every console page (the dashboard, the events list, the event's classes).
 */
import type { ResultsState } from '../../../shared/admin-content';
import { StatusTag, type Tone } from '../../components/status-tag';
import { useTranslation } from '../../i18n';

/** an event's status, the tag of the public pages */
export { EventStatusTag } from '../../features/events/components/event-status-tag';

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
