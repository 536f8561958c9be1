/**
 * English messages: the source of keys (core.en.ts plus the page sections). zh.ts must have
 * exactly the same keys (a test checks). Status codes: docs/decisions/0002-status-codes.md.
 */
import coreEn from './core.en';
import contactSection from '../features/contact/messages/contact.en';
import eventPagesSection from '../features/events/messages/event-pages.en';
import eventHeaderSection from '../features/events/messages/event-header.en';
import newsSection from '../features/news/messages/news.en';
import resultsSection from '../features/results/messages/results.en';
import competitorSection from '../features/results/messages/competitor.en';
import resultsCellsSection from '../features/results/messages/cells.en';
import adminSection from '../console/messages/admin.en';
import adminResultsSection from '../console/messages/results.en';
import adminInboxSection from '../console/messages/inbox.en';
import adminNewsSection from '../console/messages/news.en';
import adminSiteSection from '../console/messages/site.en';
import adminDaySection from '../console/messages/day.en';
import pageTitlesSection from './sections/page-titles.en';
import videoSection from '../features/media/messages/video.en';
import raceDaySection from '../features/events/messages/race-day.en';
import hearingsSection from '../features/hearings/messages/hearings.en';
import adminHearingsSection from '../console/messages/hearings.en';
import entriesSection from '../features/entries/messages/entries.en';
import adminEntriesSection from '../console/messages/entries.en';
import noticesSection from '../features/notices/messages/notices.en';
import adminNoticesSection from '../console/messages/notices.en';

const en = {
  ...coreEn,
  ...contactSection,
  ...newsSection,
  ...resultsSection,
  ...competitorSection,
  ...adminSection,
  ...adminResultsSection,
  ...adminInboxSection,
  ...adminNewsSection,
  ...adminSiteSection,
  ...adminDaySection,
  ...videoSection,
  ...eventPagesSection,
  ...raceDaySection,
  ...hearingsSection,
  ...adminHearingsSection,
  ...entriesSection,
  ...adminEntriesSection,
  ...noticesSection,
  ...adminNoticesSection,
  // the events list's messages are in the core, the detail pages' in their section
  events: {
    ...coreEn.events,
    ...eventPagesSection.events,
    detail: { ...eventHeaderSection.events.detail, ...eventPagesSection.events.detail },
  },
  pages: { ...coreEn.pages, ...pageTitlesSection.pages },
  // the results' messages: a result's cells (what a boat's page loads) and the tables'
  results: { ...resultsCellsSection.results, ...resultsSection.results },
};

export default en;

export type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
/** the shape every language must have */
export type Messages = Widen<typeof en>;
