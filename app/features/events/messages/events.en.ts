/** English messages of the events pages (part of en.ts, the source of keys). */
const eventsEn = {
  events: {
    status: { '1': 'Coming', '2': 'Running', '3': 'Finished' },
    list: {
      searchLabel: 'Search events',
      searchPlaceholder: 'Event name or venue',
      tabsLabel: 'Show events',
      tabs: { all: 'All', running: 'Running', coming: 'Coming' },
      count: '{{total}} events',
      countFor: '{{total}} events for “{{q}}”',
      countOne: '1 event',
      countForOne: '1 event for “{{q}}”',
      /** the count stopped at {{total}} (a broad search): more events match */
      countCapped: '{{total}}+ events',
      countForCapped: '{{total}}+ events for “{{q}}”',
      loadMore: 'Load more events',
      loadFailed: 'The next events could not be loaded.',
      retry: 'Try again',
    },
  },
};

export default eventsEn;
