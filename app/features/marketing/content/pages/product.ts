/** The shape shared by the product pages laid out by app/routes/product-page.tsx. */
import type { CallToAction, Feature, Figure, Hero, SpecTable, TextSection } from './types';

export interface ProductContent {
  hero: Hero & { image: Figure };
  intro: TextSection;
  features?: { heading: string; items: Feature[] };
  /** the specification table of a hardware product (exact figures of docs/product.md §1) */
  specs?: SpecTable;
  /** further tables (battery life by reporting rate, 3D lead times, …) */
  tables?: SpecTable[];
  /** short lists, e.g. the alerts of the offshore tracker */
  lists?: { heading: string; items: string[] }[];
  cta: CallToAction;
}
