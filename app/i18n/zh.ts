/** Chinese messages (the default language): core.zh.ts plus the page sections. Same keys as en.ts. */
import type { Messages } from './en';
import coreZh from './core.zh';
import contactSection from '../features/contact/messages/contact.zh';
import eventPagesSection from '../features/events/messages/event-pages.zh';
import eventHeaderSection from '../features/events/messages/event-header.zh';
import newsSection from '../features/news/messages/news.zh';
import resultsSection from '../features/results/messages/results.zh';
import competitorSection from '../features/results/messages/competitor.zh';
import resultsCellsSection from '../features/results/messages/cells.zh';
import adminSection from '../console/messages/admin.zh';
import adminResultsSection from '../console/messages/results.zh';
import adminInboxSection from '../console/messages/inbox.zh';
import adminNewsSection from '../console/messages/news.zh';
import adminSiteSection from '../console/messages/site.zh';
import adminDaySection from '../console/messages/day.zh';
import pageTitlesSection from './sections/page-titles.zh';
import videoSection from '../features/media/messages/video.zh';
import raceDaySection from '../features/events/messages/race-day.zh';
import hearingsSection from '../features/hearings/messages/hearings.zh';
import adminHearingsSection from '../console/messages/hearings.zh';
import entriesSection from '../features/entries/messages/entries.zh';
import adminEntriesSection from '../console/messages/entries.zh';
import noticesSection from '../features/notices/messages/notices.zh';
import adminNoticesSection from '../console/messages/notices.zh';

const zh = {
  ...coreZh,
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
  events: {
    ...coreZh.events,
    ...eventPagesSection.events,
    detail: { ...eventHeaderSection.events.detail, ...eventPagesSection.events.detail },
  },
  pages: { ...coreZh.pages, ...pageTitlesSection.pages },
  // the results' messages: a result's cells (what a boat's page loads) and the tables'
  results: { ...resultsCellsSection.results, ...resultsSection.results },
} satisfies Messages;

export default zh;
