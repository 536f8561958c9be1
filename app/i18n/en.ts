/**
 * English messages: the source of keys. zh.ts must have exactly the same keys (a test checks).
 * Status codes: docs/decisions/0002-status-codes.md.
 */
import eventsSection from './sections/events.en';
import contactSection from './sections/contact.en';
import newsSection from './sections/news.en';
import resultsSection from './sections/results.en';

const en = {
  site: {
    name: 'SailFish',
    fullName: 'SailFish Sports Technology',
    tagline: 'Race tracking, live broadcast and results for sailing and water sports',
    skipToContent: 'Skip to main content',
  },
  nav: {
    label: 'Main navigation',
    home: 'Home',
    events: 'Events',
    services: 'Services',
    products: 'Products',
    news: 'News',
    about: 'About',
    contact: 'Contact',
    menu: 'Menu',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    language: 'Language',
    switchTo: '中文',
    switchToLabel: 'Switch to Chinese',
  },
  footer: {
    about:
      'SailFish builds race tracking, live broadcast, 3D race viewing, video, scoring and training systems for sailing and water-sports events.',
    offices: 'Offices',
    contact: 'Contact us',
    email: 'E-mail',
    phone: 'Phone',
    jobs: 'Careers',
    follow: 'Follow us',
    qrAlt: 'QR code of the SailFish public account',
    qrCaption: 'Scan to follow the SailFish public account',
    links: 'Quick links',
    copyright: '© {{year}} {{company}} · All rights reserved',
  },
  pages: {
    home: {
      title: 'Sailing race tracking, live broadcast and results',
      description:
        'SailFish serves sailing and water-sports events with race tracking, live broadcast, 3D race viewing, video, scoring and training systems.',
    },
    indexEn: {
      title: 'Sailing event services',
      description: 'Race tracking, live broadcast and media services for sailing events, clubs and classes.',
    },
    about: {
      title: 'About us',
      description: 'Who we are: the team behind SailFish race tracking, live broadcast and results services.',
    },
    events: { title: 'Events', description: 'Find sailing events: live tracking, races and published results.' },
    eventDetail: {
      title: 'National Games Sailing Competition',
      description: 'Classes, races, photos, videos and announcements of the event.',
    },
    level: { title: 'National Games Sailing Competition', description: 'Races and results of the class.' },
    blogList: { title: 'News', description: 'News, event reports, notices and community stories from SailFish.' },
    news: { title: 'News', description: 'The latest news from SailFish.' },
    blogDetails: { title: 'News', description: 'A SailFish news post.' },
    newsDetail: { title: 'News', description: 'A SailFish news item.' },
    contact: { title: 'Contact us', description: 'Get in touch with SailFish in Qingdao or Shenzhen.' },
    serviceTracking: {
      title: 'Race tracking service',
      description: 'Live and replay race tracking for sailing events with the SF-Tracer.',
    },
    serviceLive: {
      title: 'Live broadcast service',
      description: 'Multi-camera live broadcast of sailing races: water, drone, stern, 2D and 3D.',
    },
    serviceVideo: { title: 'Video service', description: 'Highlights and race reports produced for sailing events.' },
    serviceMedia: { title: 'Media service', description: 'Media distribution and coverage for sailing events.' },
    productTracking: {
      title: 'Race tracking system',
      description: 'The SailFish race tracking system: live tracking, replays, wind field and mini program.',
    },
    productTrackingChangelog: {
      title: 'Replay viewer changelog',
      description: 'Releases of the SailFish replay viewer since 2014.',
    },
    productTracking3D: {
      title: '3D race viewer',
      description: 'Three-dimensional race presentation with custom venue models.',
    },
    productGrades: { title: 'SF-TASS scoring system', description: 'Online timing and scoring for sailing events.' },
    productTraining: {
      title: 'SF-ATAS training analysis',
      description: 'Athlete training-analysis system for sailors and coaches.',
    },
    productTracer: {
      title: 'SF-Tracer tracker box',
      description: 'The little orange tracker box: specifications and use.',
    },
    productWinds: {
      title: 'Windwatcher wind device',
      description: 'On-the-water wind measurement for race committees.',
    },
    productYb: {
      title: 'YB offshore satellite tracker',
      description: 'Iridium satellite tracking for offshore races.',
    },
    productEots: {
      title: 'EOTS offshore communications',
      description: 'Offshore communications system for ocean races.',
    },
    productCloudAlbum: {
      title: 'Cloud photo album',
      description: 'Event photos delivered to sailors and fans in the cloud.',
    },
    videos: { title: 'Videos', description: 'Race reports and highlights from sailing events.' },
    faq: { title: 'FAQ', description: 'Answers to common questions about SailFish services.' },
  },
  building: {
    heading: 'This page is being built',
    body: 'We are writing this page right now. Until it is ready, you can browse the events, read the news or get in touch with us.',
    toEvents: 'Browse events',
    toContact: 'Contact us',
  },
  notFound: {
    title: 'Page not found',
    heading: 'We could not find that page',
    body: 'The address may be mistyped, or the page may have moved or not be published yet.',
    home: 'Go to the home page',
    events: 'Browse events',
  },
  error: {
    title: 'Something went wrong',
    body: 'The page could not be shown. Please try again in a moment.',
    retry: 'Reload the page',
  },
  common: {
    loading: 'Loading…',
    noData: 'No data',
    noMore: 'No more events',
    noMoreArticles: 'No more articles',
    backToTop: 'Back to top',
    readMore: 'Continue reading',
    more: 'More',
    search: 'Search',
    close: 'Close',
    confirm: 'Confirm',
    home: 'Home',
  },
  errors: {
    timeout: 'XMLHttpRequest timeout',
  },
  video: {
    unsupported: 'The video cannot be played right now. Please try again later.',
    noCompatibleSource: 'No compatible source was found for this media.',
    aspectRatio: 'Aspect ratio must be in the form width:height, e.g. 16:9.',
  },
  ...eventsSection,
  ...contactSection,
  ...newsSection,
  ...resultsSection,
  fail: 'Sorry, that did not work. Please try again later.',
};

export default en;

export type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
/** the shape every language must have */
export type Messages = Widen<typeof en>;
