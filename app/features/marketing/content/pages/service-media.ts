/** Copy of the media service page (/service-media, /service-media-en; docs/product.md §2 (service and product pages)). */
import type { CallToAction, Feature, Hero, Stat, TextSection } from './types';
import { inBothLanguages, type InBoth } from '../in-both';
import description from './service-media.json' with { type: 'json' };

export interface ServiceMediaContent {
  hero: Hero;
  /** the banner type of the page's picture carousel */
  bannerType: number;
  bannerLabel: string;
  intro: TextSection;
  stats: Stat[];
  services: { heading: string; items: Feature[] };
  partners: { heading: string; lead: string; label: string };
  team: { heading: string; lead: string; label: string };
  cta: CallToAction;
}

export const serviceMedia = inBothLanguages(description as InBoth<ServiceMediaContent>);
