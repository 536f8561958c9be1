/** Copy of the video service page (/service-video, /service-video-en; docs/product.md §2 (service pages)). */
import type { CallToAction, Feature, Hero, TextSection } from './types';
import { inBothLanguages, type InBoth } from '../in-both';
import description from './service-video.json' with { type: 'json' };

export interface ServiceVideoContent {
  hero: Hero;
  /** the banner type of the page's picture carousel */
  bannerType: number;
  bannerLabel: string;
  intro: TextSection;
  offers: { heading: string; items: Feature[] };
  highlights: { heading: string; lead: string };
  reports: { heading: string; lead: string };
  /** the link to the full video list (/videos) */
  allVideos: string;
  testimonials: { heading: string; label: string };
  cta: CallToAction;
}

export const serviceVideo = inBothLanguages(description as InBoth<ServiceVideoContent>);
