/** English messages of the events pages (part of en.ts, the source of keys). */
const eventsEn = {
  events: {
    status: { '1': 'Coming', '2': 'Running', '3': 'Finished' },
  },
  level: {
    status: { '1': 'Not started', '2': 'Racing', '3': 'Finished' },
  },
  race: {
    status: {
      '0': 'Planned',
      '1': 'Scheduled',
      '2': 'Racing',
      '3': 'Postponed',
      '4': 'Finished',
      '5': 'Abandoned',
      '6': 'Cancelled',
    },
  },
};

export default eventsEn;
