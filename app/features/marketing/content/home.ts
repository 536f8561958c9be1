/** The home page's own copy (docs/product.md §2 (Home)), described once for both languages in ./home.json (the words that differ given as `{ zh, en }`). */
import type { Lang } from '../../../../shared/lang';
import { inBothLanguages, type InBoth } from './in-both';
import description from './home.json' with { type: 'json' };
import type { PageId } from '../../../lib/pages';

export interface HomeContent {
  heading: string;
  partners: string;
  eventsTitle: string;
  eventsLead: string;
  eventsMore: string;
  statsTitle: string;
  stats: { matchCount: string; mileage: string; liveTime: string; image: string };
  statsUnits: { mileage: string; liveTime: string };
  productsTitle: string;
  productsLead: string;
  products: { id: PageId; icon: ProductIcon; name: string; text: string }[];
  highlightsTitle: string;
  highlightsMore: string;
  newsTitle: string;
  newsMore: string;
  ctaTitle: string;
  ctaText: string;
  ctaButton: string;
}

export type ProductIcon = 'track' | 'cube' | 'score' | 'chart' | 'box' | 'wind' | 'satellite' | 'radio' | 'camera';

export const HOME: Record<Lang, HomeContent> = inBothLanguages(description as InBoth<HomeContent>);
