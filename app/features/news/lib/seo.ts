/** Head data of a news item: its own title, description (the excerpt), image and NewsArticle JSON-LD. */
import type { MetaDescriptor } from 'react-router';
import type { News } from '../../../../shared/api';
import type { Lang } from '../../../../shared/lang';
import { absoluteUrl } from './paths';

/** 'YYYY-MM-DD HH:mm:ss' China local time (how the API sends times) as ISO 8601 with its offset */
export function chinaIso(time: string | null | undefined): string | undefined {
  const m = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2})(:\d{2})?)?/.exec(time ?? '');
  if (!m) return undefined;
  return `${m[1]}T${m[2] ?? '00:00'}${m[3] ?? ':00'}+08:00`;
}

export function newsArticleJsonLd(args: {
  post: Pick<News, 'title' | 'thumbUrl' | 'publishTime'>;
  description: string;
  canonical: string;
  origin: string;
  lang: Lang;
  siteName: string;
  section: string;
}): { 'script:ld+json': Record<string, unknown> } & MetaDescriptor {
  const { post, origin } = args;
  const published = chinaIso(post.publishTime);
  const image = absoluteUrl(origin, post.thumbUrl);
  const org = { '@type': 'Organization', name: args.siteName, url: `${origin}/` };
  return {
    'script:ld+json': {
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: post.title.length > 110 ? `${Array.from(post.title).slice(0, 109).join('')}…` : post.title,
      description: args.description,
      ...(image ? { image: [image] } : {}),
      ...(published ? { datePublished: published, dateModified: published } : {}),
      inLanguage: args.lang === 'en' ? 'en' : 'zh-CN',
      articleSection: args.section,
      mainEntityOfPage: { '@type': 'WebPage', '@id': args.canonical },
      url: args.canonical,
      author: org,
      publisher: { ...org, logo: { '@type': 'ImageObject', url: `${origin}/favicon.svg` } },
    },
  };
}
