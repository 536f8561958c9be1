/** The English Atom feed of an event's notice board: /events-en/notices/{eventCd}/feed.xml (see ./event-notices-feed.ts). */
export { loader } from './event-notices-feed';
