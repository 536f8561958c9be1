/**
 * The banner carousel's links (issue 20 item 2): a banner the staff gave a link is a link around
 * its picture, named by its title in the page's language (or by its place in the carousel when it
 * has none), the picture then without a text of its own; a path of this site is an app link, a web
 * address a plain one; a banner without a link is a picture named by its title.
 */
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Banner } from '../../../../shared/api';
import { createI18n, I18nProvider } from '../../../i18n';
import en from '../../../i18n/en';
import zh from '../../../i18n/zh';
import { BannerCarousel } from './banner-carousel';

const banners: Banner[] = [
  { bannerUrl: '/uploads/media/a.jpg', title: '起航', titleEn: 'The start', type: 0, linkUrl: '/events?status=2' },
  { bannerUrl: '/uploads/media/b.jpg', title: null, titleEn: null, type: 0, linkUrl: 'https://www.example.com/x' },
  { bannerUrl: '/uploads/media/c.jpg', title: '冲线', titleEn: 'The finish', type: 0, linkUrl: null },
];

/** each slide's figure: its link (href, rel, name) or none, and its picture's alt */
function slides(lang: 'zh' | 'en') {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <I18nProvider i18n={createI18n(lang, lang === 'zh' ? zh : en)}>
          <BannerCarousel banners={banners} ratio={500 / 1920} label={lang === 'zh' ? '首页横幅' : 'Home banners'} />
        </I18nProvider>
      ),
    },
  ]);
  const html = renderToString(<RouterProvider router={router} />);
  return [...html.matchAll(/<figure[^>]*>(.*?)<\/figure>/g)].map(([, inner]) => {
    const a = /<a ([^>]*)>/.exec(inner!)?.[1];
    const attr = (tag: string | undefined, name: string) =>
      tag ? (new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1] ?? null) : null;
    const img = /<img ([^>]*)>/.exec(inner!)![1];
    return { href: attr(a, 'href'), rel: attr(a, 'rel'), name: attr(a, 'aria-label'), alt: attr(img, 'alt') };
  });
}

describe('BannerCarousel', () => {
  it('makes a linked banner a link named by its title, in Chinese', () => {
    expect(slides('zh')).toEqual([
      { href: '/events?status=2', rel: null, name: '起航', alt: '' },
      { href: 'https://www.example.com/x', rel: 'noopener', name: '首页横幅：第 2 项，共 3 项', alt: '' },
      { href: null, rel: null, name: null, alt: '冲线' },
    ]);
  });

  it('and in English', () => {
    expect(slides('en')).toEqual([
      { href: '/events?status=2', rel: null, name: 'The start', alt: '' },
      { href: 'https://www.example.com/x', rel: 'noopener', name: 'Home banners: 2 of 3', alt: '' },
      { href: null, rel: null, name: null, alt: 'The finish' },
    ]);
  });
});
