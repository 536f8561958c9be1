/** The about page's copy (docs/product.md §2 (About) and the marketing claims of docs/product.md §1), described once for both languages in ./about.json (the words that differ given as `{ zh, en }`). */
import type { Lang } from '../../../../shared/lang';
import { inBothLanguages, type InBoth } from './in-both';
import description from './about.json' with { type: 'json' };
import type { PageId } from '../../../lib/pages';

export interface AboutContent {
  eyebrow: string;
  lead: string;
  introTitle: string;
  intro: string[];
  watchIntro: string;
  countersTitle: string;
  counters: { matchCount: string; mileage: string; liveTime: string; image: string };
  units: { mileage: string; liveTime: string };
  certificatesTitle: string;
  certificatesLead: string;
  certificates: { image: string; figure: string; title: string; text: string }[];
  testimonialsTitle: string;
  teamTitle: string;
  partnersTitle: string;
  servicesTitle: string;
  services: { id: PageId; title: string; text: string }[];
  jobsTitle: string;
  jobsText: string;
  jobsEmail: string;
  jobsPhone: string;
}

export const ABOUT: Record<Lang, AboutContent> = inBothLanguages(description as InBoth<AboutContent>);
