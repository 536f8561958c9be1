/** Copy of the tracking product page (/product-tracking, /product-tracking-en; docs/product.md §2 (service pages)). */
import type { CallToAction, Feature, Figure, Hero, Stat, TextSection } from './types';
import { inBothLanguages, type InBoth } from '../in-both';
import description from './product-tracking.json' with { type: 'json' };

export interface MediaSection {
  heading: string;
  paragraphs: string[];
  points: string[];
  image: Figure;
}

export interface ProductTrackingContent {
  hero: Hero & { image: Figure };
  links: { changelog: string; service: string; contact: string };
  intro: TextSection;
  stats: Stat[];
  features: { heading: string; items: Feature[] };
  partners: { heading: string; label: string };
  /** the static counters of docs/product.md §1 */
  counters: { heading: string; lead: string; newAccounts: string; renewals: string };
  wind: MediaSection;
  miniProgram: MediaSection;
  cta: CallToAction;
}

export const productTracking = inBothLanguages(description as InBoth<ProductTrackingContent>);
