/** English messages of the news pages (part of en.ts, the source of keys). */
const newsEn = {
  news: {
    /** news types (docs/product.md §3) and the blog list tabs 0-3 */
    types: { '1': 'General', '2': 'Events', '3': 'Notice', '4': 'Community' },
    /** the marker of a post not in the page's language, by the post's language (decision 0017) */
    postIn: { en: 'English', 'zh-CN': 'Chinese' },
    tabsLabel: 'News categories',
    listLabel: 'Articles',
    /** the fixed author label of docs/product.md §2 (News) */
    byline: 'By SailFish',
    author: 'SailFish',
    published: 'Published',
    readMoreAbout: 'Continue reading: {{title}}',
    loadMore: 'Load more',
    loadingMore: 'Loading more articles…',
    shown: 'Showing {{count}} of {{total}} articles',
    empty: 'There are no articles here yet.',
    newsletter: {
      heading: 'Newsletter',
      text: 'Leave your e-mail address and we will get in touch about races, services and products.',
      label: 'Your e-mail address',
      placeholder: 'you@example.com',
      submit: 'Subscribe',
    },
    tags: {
      heading: 'Tags',
      tracking: 'Race tracking',
      live: 'Live broadcast',
      video: 'Video',
      replay3d: '3D replay',
      scoring: 'Scoring',
      training: 'Training analysis',
      tracker: 'SF-Tracer',
      offshore: 'Offshore tracking',
      events: 'Sailing events',
    },
    follow: 'Follow us',
    post: {
      navLabel: 'More articles',
      prev: 'Previous Post',
      next: 'Next Post',
      backToList: 'Back to the news list',
      authorHeading: 'About the author',
      authorBio:
        'SailFish brings sailing to screens: race tracking with the little orange SF-Tracer, live broadcast, 3D replays, scoring and training analysis for events, clubs and national teams.',
      authorMore: 'More about SailFish',
    },
    detail: {
      breadcrumb: 'Breadcrumb',
      publishedAt: 'Published',
      back: 'Back to all news',
      chineseOnly: 'This post is in Chinese only: it has no English text yet.',
      readChinese: 'Read it in Chinese',
    },
  },
};

export default newsEn;
