/**
 * English messages of an event's header and breadcrumb (part of en.ts): the event's pages, its
 * classes' and its boats' pages show them; a boat's page needs no other event message (issue 29
 * item 4). The rest of the event pages' messages are in event-pages.en.ts, under the same keys.
 */
const eventHeaderEn = {
  events: {
    detail: {
      breadcrumb: 'Breadcrumb',
      officialSite: 'Official website: {{sponsor}}',
      officialSiteNoSponsor: 'Official website',
      album: 'Cloud photo album',
      dates: 'Dates',
      venue: 'Venue',
      logoAlt: 'Logo of {{name}}',
    },
  },
};

export default eventHeaderEn;
