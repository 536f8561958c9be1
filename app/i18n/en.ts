/**
 * English messages: the source of keys (core.en.ts plus the page sections). zh.ts must have
 * exactly the same keys (a test checks). Status codes: docs/decisions/0002-status-codes.md.
 */
import coreEn from './core.en';
import contactSection from './sections/contact.en';
import eventPagesSection from './sections/event-pages.en';
import newsSection from './sections/news.en';
import resultsSection from './sections/results.en';
import pageTitlesSection from './sections/page-titles.en';
import videoSection from './sections/video.en';

const en = {
  ...coreEn,
  ...contactSection,
  ...newsSection,
  ...resultsSection,
  ...videoSection,
  ...eventPagesSection,
  // the events list's messages are in the core, the detail pages' in their section
  events: { ...coreEn.events, ...eventPagesSection.events },
  pages: { ...coreEn.pages, ...pageTitlesSection.pages },
};

export default en;

export type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
/** the shape every language must have */
export type Messages = Widen<typeof en>;
