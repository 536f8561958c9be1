/**
 * The shapes of the service and product pages' copy. Each page module holds both languages
 * side by side (`{ zh, en } satisfies Record<Lang, …>`), so staff edit a page's words in one
 * place; the route modules only lay them out.
 */
import type { Lang } from '../../../../../shared/lang';

/** an image with its text alternative in the page's language */
export interface Figure {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** the icons drawn by app/features/marketing/components/page-sections/icon.tsx */
export type IconName =
  | 'browser'
  | 'archive'
  | 'water'
  | 'offline'
  | 'battery'
  | 'ranking'
  | 'install'
  | 'box'
  | 'signal'
  | 'recycle'
  | 'camera'
  | 'drone'
  | 'map'
  | 'cube'
  | 'broadcast'
  | 'director'
  | 'share'
  | 'photo'
  | 'chart'
  | 'clock'
  | 'alert'
  | 'satellite'
  | 'trophy'
  | 'wind';

export interface Hero {
  eyebrow: string;
  title: string;
  lead: string;
}

export interface Feature {
  title: string;
  text: string;
  icon: IconName;
}

/** a headline figure (e.g. 520+ events) */
export interface Stat {
  value: string;
  label: string;
}

export interface TextSection {
  heading: string;
  paragraphs: string[];
}

export interface SpecRow {
  label: string;
  value: string;
}

export interface SpecTable {
  heading: string;
  /** the table's caption (read by screen readers) */
  caption: string;
  /** the column headings */
  columns: [string, string];
  rows: SpecRow[];
}

export type { CallToAction } from '../../components/cta-band';

export type Bilingual<T> = Record<Lang, T>;
