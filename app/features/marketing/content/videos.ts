/** The videos page's copy, described once for both languages in ./videos.json. */
import type { Lang } from '../../../../shared/lang';
import { inBothLanguages, type InBoth } from './in-both';
import description from './videos.json' with { type: 'json' };

export interface VideosContent {
  eyebrow: string;
  lead: string;
  reports: string;
  reportsLead: string;
  highlights: string;
  highlightsLead: string;
  service: string;
}

export const VIDEOS: Record<Lang, VideosContent> = inBothLanguages(description as InBoth<VideosContent>);
