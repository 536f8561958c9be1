/** Head tags of a page: title, description, canonical URL, hreflang twins, Open Graph. */
import type { MetaDescriptor } from 'react-router';
import type { Lang } from '../../shared/lang';

export interface Seo {
  lang: Lang;
  title: string;
  description: string;
  /** absolute canonical URL */
  canonical: string;
  /** absolute URLs of the page in each language, when it has an English twin */
  alternates: { zh: string; en: string } | null;
  siteName: string;
  image?: string;
  type?: 'website' | 'article';
  /** extra tags (e.g. JSON-LD) */
  extra?: MetaDescriptor[];
  noindex?: boolean;
}

export function seoMeta(seo: Seo | undefined): MetaDescriptor[] {
  if (!seo) return [{ title: 'SailFish' }];
  const full = `${seo.title} | ${seo.siteName}`;
  const tags: MetaDescriptor[] = [
    { title: full },
    { name: 'description', content: seo.description },
    { tagName: 'link', rel: 'canonical', href: seo.canonical },
    { property: 'og:site_name', content: seo.siteName },
    { property: 'og:title', content: full },
    { property: 'og:description', content: seo.description },
    { property: 'og:type', content: seo.type ?? 'website' },
    { property: 'og:url', content: seo.canonical },
    { property: 'og:locale', content: seo.lang === 'en' ? 'en_US' : 'zh_CN' },
    { name: 'twitter:card', content: seo.image ? 'summary_large_image' : 'summary' },
  ];
  if (seo.image) tags.push({ property: 'og:image', content: seo.image });
  if (seo.alternates) {
    tags.push(
      { tagName: 'link', rel: 'alternate', hrefLang: 'zh-CN', href: seo.alternates.zh },
      { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: seo.alternates.en },
      { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: seo.alternates.zh },
    );
  }
  if (seo.noindex) tags.push({ name: 'robots', content: 'noindex' });
  return [...tags, ...(seo.extra ?? [])];
}
