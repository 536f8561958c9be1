/**
 * The replay viewer's changelog (/product-tracking-changelog, -en): releases from the first in
 * late 2014 to the 2022 release. Chinese is the original; the English is a translation.
 */
import type { Figure, Hero, Stat } from './types';
import { inBothLanguages, type InBoth } from '../in-both';
import description from './product-tracking-changelog.json' with { type: 'json' };

export interface Release {
  version: string;
  /** machine-readable month, YYYY-MM */
  date: string;
  /** the date as shown */
  dateLabel: string;
  title: string;
  items: string[];
}

export interface ChangelogContent {
  hero: Hero;
  intro: { heading: string; paragraphs: string[]; image: Figure };
  stats: Stat[];
  timelineHeading: string;
  releases: Release[];
  links: { product: string; service: string; contact: string };
}

export const productTrackingChangelog = inBothLanguages(description as InBoth<ChangelogContent>);
