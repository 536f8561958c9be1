/**
 * The titles of the pages that are not in the header's menus (English). Only the server reads
 * them (loaders build the head), so they stay out of the messages the browser loads.
 */
const pageTitles = {
  pages: {
    home: { title: 'Sailing race tracking, live broadcast and results' },
    indexEn: { title: 'Sailing event services' },
    about: { title: 'About us' },
    events: { title: 'Events' },
    // an event's pages are titled with its name; these are the titles when it cannot be loaded
    eventDetail: { title: 'Event details' },
    level: { title: 'Races and results' },
    competitor: {
      title: 'Boat results',
      // a boat's own title and description (app/routes/competitor.tsx)
      boat: '{{boat}} · {{level}}',
      description:
        '{{boat}} in {{level}}, {{event}}: rank {{rank}}, net {{net}}; every race with its place, points and codes.',
    },
    blogList: { title: 'News' },
    news: { title: 'News' },
    blogDetails: { title: 'News' },
    newsDetail: { title: 'News' },
    contact: { title: 'Contact us' },
    productTrackingChangelog: { title: 'Replay viewer changelog' },
    videos: { title: 'Videos' },
    faq: { title: 'FAQ' },
    hearings: { title: 'Protest hearings' },
    entries: { title: 'Entry lists' },
    eventNotices: { title: 'Official notice board' },
  },
};

export default pageTitles;
