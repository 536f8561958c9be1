/** English messages of the event detail and level pages (registered by the events components that show them, see register.ts; part of en.ts). */
const eventPages = {
  events: {
    detail: {
      tabsLabel: 'Event sections',
      /** the link to the event's protest hearings page, at the end of the tabs (issue 30) */
      hearingsTab: 'Hearings',
      tabs: {
        levels: 'Classes',
        photos: 'Photos',
        videos: 'Videos',
        announcements: 'Announcements',
        notices: 'Official notice board',
      },
      rounds: '{{count}} races',
      toLevel: 'Races and results',
      photosPage: 'Photos, page {{page}} of {{pages}}',
      previousPage: 'Previous page',
      nextPage: 'Next page',
      photo: 'Photo {{n}} of {{total}}',
      openPhoto: 'Open photo {{n}}',
      closeViewer: 'Close the photo viewer',
      previousPhoto: 'Previous photo',
      nextPhoto: 'Next photo',
      playVideo: 'Play: {{title}}',
      announcementsTitle: 'Announcements of {{name}}',
      openAnnouncements: 'Open the announcements in a new window',
      bannerAlt: 'Banner of {{name}}',
      notPublished: 'Results for this event are not published on this site.',
      classesNotYet: 'The classes of this event are not published yet: check back closer to the start.',
      visitOfficialSite: 'Visit the event’s official website',
      newWindow: '(opens in a new window)',
    },
  },
  level: {
    status: { '1': 'Not started', '2': 'Racing', '3': 'Finished' },
    page: {
      tabsLabel: 'Class sections',
      tabs: { results: 'Results', races: 'Races' },
      resultsButton: 'Results',
      resultsDialog: 'Results of {{name}}',
      noResults: 'No results have been published for this class yet.',
      noRaces: 'No races have been scheduled for this class yet.',
    },
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
    name: { round: 'Race {{n}}', area: 'Area {{area}}' },
    table: {
      caption: 'Races of {{name}}',
      round: 'Race',
      bureau: 'Course area',
      course: 'Course',
      time: 'Start – end',
      status: 'Status',
      track: 'Tracking',
      trace: 'Watch track',
      traceLabel: 'Watch the track of {{round}} (opens in a new window)',
      undated: 'Not yet scheduled',
    },
  },
};

export default eventPages;
