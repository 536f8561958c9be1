/**
 * The second step of deleting on an event's console page (`?delete=event|level:CD|race:CD`): a
 * page section of its own with "Yes, delete" (posting `<kind>-delete` with the version read) and
 * "Cancel", so deleting works without JavaScript.
 */
import type { AdminEvent, AdminLevel, AdminRace } from '../../../shared/admin-content';
import { useTranslation } from '../../i18n';
import { levelName } from '../../features/events/lib/events';
import type { Refused } from '../lib/edits';
import { adminEventName } from '../lib/format';
import { href } from 'react-router';
import { ConfirmPanel } from './record-actions';

/** what the confirmation step is about: the event, one of its classes or one of their races */
export interface DeleteTarget {
  kind: 'event' | 'level' | 'race';
  code: string;
  label: string;
}

/** the event's page as its loader read it */
export interface EventData {
  event: AdminEvent;
  levels: { level: AdminLevel; races: AdminRace[] }[];
  lang: 'zh' | 'en';
}

export function ConfirmDelete({
  confirm,
  data,
  csrf,
  refused,
}: {
  confirm: DeleteTarget;
  data: EventData;
  csrf: string | null | undefined;
  refused: Refused | undefined;
}) {
  const { t } = useTranslation();
  const here = href('/admin/events/:eventCd', { eventCd: data.event.eventCd });
  const version =
    confirm.kind === 'event'
      ? data.event.updatedAt
      : confirm.kind === 'level'
        ? data.levels.find((l) => l.level.levelCd === confirm.code)?.level.updatedAt
        : data.levels.flatMap((l) => l.races).find((r) => r.raceCd === confirm.code)?.updatedAt;
  const intent = `${confirm.kind}-delete`;
  const level = confirm.kind === 'level' ? data.levels.find((l) => l.level.levelCd === confirm.code)?.level : null;
  // the record's name in the page's language
  const label =
    confirm.kind === 'event'
      ? adminEventName(data.event, data.lang)
      : level
        ? levelName(level, data.lang)
        : confirm.label;
  const problem = refused && refused.intent === intent ? refused.problem : null;
  return (
    <ConfirmPanel
      heading={t(`admin.confirm.${confirm.kind}`, { name: label })}
      lead={t('admin.confirm.lead')}
      problem={problem}
      reloadTo={`${here}?delete=${confirm.kind === 'event' ? 'event' : `${confirm.kind}:${confirm.code}`}`}
      action={here}
      csrf={csrf}
      intent={intent}
      item={{ id: confirm.code, updatedAt: version ?? '' }}
      yes={t('admin.confirm.yes')}
      no={t('admin.confirm.no')}
      cancelTo={here}
    />
  );
}
