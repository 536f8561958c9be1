/** Copy of the live broadcast service page (/service-live, /service-live-en; docs/product.md §2 (service pages)). */
import type { CallToAction, Hero, IconName, Stat, TextSection } from './types';
import { inBothLanguages, type InBoth } from '../in-both';
import description from './service-live.json' with { type: 'json' };

/** the banner types of the live page's eight sections (docs/product.md §2 (service pages)) */
export type LiveBannerType = 31 | 32 | 33 | 34 | 35 | 36 | 37 | 38;

export interface LiveSection {
  bannerType: LiveBannerType;
  icon: IconName;
  title: string;
  text: string;
  /** accessible name of the section's picture carousel */
  carouselLabel: string;
}

export interface ServiceLiveContent {
  hero: Hero;
  intro: TextSection;
  stats: Stat[];
  sectionsHeading: string;
  sections: LiveSection[];
  team: { heading: string; lead: string; label: string };
  cta: CallToAction;
}

export const serviceLive = inBothLanguages(description as InBoth<ServiceLiveContent>);
