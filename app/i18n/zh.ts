/** Chinese messages (the default language): core.zh.ts plus the page sections. Same keys as en.ts. */
import type { Messages } from './en';
import coreZh from './core.zh';
import contactSection from './sections/contact.zh';
import eventPagesSection from './sections/event-pages.zh';
import newsSection from './sections/news.zh';
import resultsSection from './sections/results.zh';
import pageTitlesSection from './sections/page-titles.zh';
import videoSection from './sections/video.zh';

const zh = {
  ...coreZh,
  ...contactSection,
  ...newsSection,
  ...resultsSection,
  ...videoSection,
  ...eventPagesSection,
  events: { ...coreZh.events, ...eventPagesSection.events },
  pages: { ...coreZh.pages, ...pageTitlesSection.pages },
} satisfies Messages;

export default zh;
