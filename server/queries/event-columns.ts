/**
 * The columns of an event as the event list answers it (server/queries/events.ts), and as the
 * list's index in process keeps them per version of the events (./event-index.ts, decision 0043).
 */
export const EVENT_COLUMNS = [
  'eventCd',
  'matchCd',
  'name',
  'nameCode',
  'logo',
  'thumb',
  'status',
  'beginDate',
  'endDate',
  'address',
  'addressCode',
  'officialWebsite',
  'sponsor',
  'sponsorEn',
  'albumWebsite',
  'isPublish',
] as const;
