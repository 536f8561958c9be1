/** Copy of the tracking service page (/service-tracking, /service-tracking-en; docs/product.md §2 (service pages)). */
import type { CallToAction, Feature, Figure, Hero, Stat, TextSection } from './types';
import { inBothLanguages, type InBoth } from '../in-both';
import description from './service-tracking.json' with { type: 'json' };

export interface TrackingStep {
  title: string;
  text: string;
  /** the banner type whose pictures show this step (docs/product.md §2 (service pages): types 20-23) */
  bannerType: 20 | 21 | 22 | 23;
  /** accessible name of the step's picture carousel */
  carouselLabel: string;
}

export interface ServiceTrackingContent {
  hero: Hero;
  /** the label of the link to the tracking system product page */
  productLink: string;
  intro: TextSection;
  stats: { heading: string; items: Stat[] };
  process: { heading: string; lead: string; steps: TrackingStep[] };
  features: { heading: string; lead: string; items: Feature[] };
  team: { heading: string; lead: string; label: string };
  qr: { heading: string; text: string; image: Figure };
  apply: CallToAction;
}

export const serviceTracking = inBothLanguages(description as InBoth<ServiceTrackingContent>);
