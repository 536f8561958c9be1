/**
 * The English messages every page needs (the shell, page titles, event/level/race statuses and
 * the events section). The features with more (news, contact, results, the event pages, the
 * video dialog) register their own sections when their component modules load (see
 * app/i18n/index.tsx), so the browser loads them only with the pages that show them.
 */
import eventsSection from '../features/events/messages/events.en';

const coreEn = {
  site: {
    name: 'SailFish',
    fullName: 'SailFish Sports Technology',
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
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    switchTo: '中文',
    switchToLabel: '中文：切换到中文',
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
    copyright: '© {{year}} {{company}} · All rights reserved',
  },
  // the titles the header's menus show; the other pages' titles are server-only (sections/page-titles)
  pages: {
    serviceTracking: { title: 'Race tracking service' },
    serviceLive: { title: 'Live broadcast service' },
    serviceVideo: { title: 'Video service' },
    serviceMedia: { title: 'Media service' },
    productTracking: { title: 'Race tracking system' },
    productTracking3D: { title: '3D race viewer' },
    productGrades: { title: 'SF-TASS scoring system' },
    productTraining: { title: 'SF-ATAS training analysis' },
    productTracer: { title: 'SF-Tracer tracker box' },
    productWinds: { title: 'Windwatcher wind device' },
    productYb: { title: 'YB offshore satellite tracker' },
    productEots: { title: 'EOTS offshore communications' },
    productCloudAlbum: { title: 'Cloud photo album' },
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
  },
  common: {
    loading: 'Loading…',
    noData: 'No data',
    noMore: 'No more events',
    noMoreArticles: 'No more articles',
    backToTop: 'Back to top',
    readMore: 'Continue reading',
    search: 'Search',
    close: 'Close',
    confirm: 'Confirm',
    home: 'Home',
  },
  errors: {
    timeout: 'XMLHttpRequest timeout',
  },
  carousel: {
    carousel: 'carousel',
    slide: 'slide',
    slides: 'Slides',
    position: '{{n}} of {{total}}',
    prev: 'Previous',
    next: 'Next',
    pause: 'Pause autoplay',
    play: 'Resume autoplay',
    goTo: 'Go to slide {{n}}',
  },
  widgets: {
    partners: 'Our partners',
    portrait: 'Portrait of {{name}}',
    call: 'Call {{name}}',
    mail: 'E-mail {{name}}',
    playVideo: 'Play the video: {{title}}',
  },
  ...eventsSection,
  fail: 'Sorry, that did not work. Please try again later.',
};

export default coreEn;
