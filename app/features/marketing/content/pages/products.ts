/**
 * The product pages laid out by app/routes/product-page.tsx, by page id. Each page's copy is
 * one description in both languages (./product-*.json, the words that differ given as
 * `{ zh, en }`), of the shape ProductContent.
 */
import type { PageId } from '../../../../lib/pages';
import type { ProductContent } from './product';
import { inBothLanguages, type Bilingual, type InBoth } from '../in-both';
import productCloudAlbum from './product-cloud-album.json' with { type: 'json' };
import productEots from './product-eots.json' with { type: 'json' };
import productGrades from './product-grades.json' with { type: 'json' };
import productTracer from './product-tracer.json' with { type: 'json' };
import productTracking3D from './product-tracking-3d.json' with { type: 'json' };
import productTraining from './product-training.json' with { type: 'json' };
import productWinds from './product-winds.json' with { type: 'json' };
import productYb from './product-yb.json' with { type: 'json' };

/** the cloud album, the offshore communications, SF-TASS scoring, the SF-Tracer box, 3D tracking, SF-ATAS training, Windwatcher and the YB offshore tracker */
const DESCRIPTIONS = {
  productTracking3D,
  productGrades,
  productTraining,
  productTracer,
  productWinds,
  productYb,
  productEots,
  productCloudAlbum,
} satisfies Partial<Record<PageId, unknown>>;

export type ProductPageId = keyof typeof DESCRIPTIONS;

export const PRODUCT_PAGES = Object.fromEntries(
  Object.entries(DESCRIPTIONS).map(([id, description]) => [id, inBothLanguages(description as InBoth<ProductContent>)]),
) as Record<ProductPageId, Bilingual<ProductContent>>;

export function isProductPage(id: PageId): id is ProductPageId {
  return id in PRODUCT_PAGES;
}
