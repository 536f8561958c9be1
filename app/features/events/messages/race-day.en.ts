/** English messages of the day on the water and the calendars (issue 31; part of en.ts, the source of keys). */
const raceDayEn = {
  raceDay: {
    todayTitle: 'Today on the water',
    todayLead: '{{date}}, times in {{zone}}',
    programmeTitle: 'Programme',
    programmeLead: 'Race starts by day, times in {{zone}}',
    dayHeading: 'Day {{n}} · {{date}}',
    noRacesToday: 'No races are scheduled today.',
    noRacesDay: 'No race starts scheduled yet.',
    idle: 'No races today: {{classes}}',
    caption: 'Today’s races of {{name}}',
    programmeCaption: 'Races of {{name}} on {{date}}',
    cols: { race: 'Race', start: 'Start', area: 'Area', status: 'Status', track: 'Tracking' },
    state: {
      planned: 'Planned',
      scheduled: 'Scheduled',
      soon: 'Starting soon',
      racing: 'Racing',
      postponed: 'Postponed',
      finished: 'Finished',
      abandoned: 'Abandoned',
      cancelled: 'Cancelled',
    },
    track: 'Watch',
    trackLabel: 'Watch the tracking of {{race}} (opens in a new window)',
    live: 'Updated every minute while this page is open',
    updated: 'Checked at {{time}}',
    calendar: {
      add: 'Add to calendar',
      addEvent: 'Add {{name}} to your calendar (.ics file)',
      addList: 'Add the coming and running events to your calendar (.ics file)',
      list: 'Events calendar',
      eventDays: '{{name}}',
      race: '{{level}} · {{race}}',
      calName: 'SailFish events',
    },
  },
};

export default raceDayEn;
