/** The product pages laid out by app/routes/product-page.tsx, by page id. */
import type { PageId } from '../../../../lib/pages';
import type { ProductContent } from './product';
import type { Bilingual } from './types';
import { productCloudAlbum } from './product-cloud-album';
import { productEots } from './product-eots';
import { productGrades } from './product-grades';
import { productTracer } from './product-tracer';
import { productTracking3D } from './product-tracking-3d';
import { productTraining } from './product-training';
import { productWinds } from './product-winds';
import { productYb } from './product-yb';

const PAGES = {
  productTracking3D,
  productGrades,
  productTraining,
  productTracer,
  productWinds,
  productYb,
  productEots,
  productCloudAlbum,
} satisfies Partial<Record<PageId, Bilingual<ProductContent>>>;

export type ProductPageId = keyof typeof PAGES;

export const PRODUCT_PAGES: Record<ProductPageId, Bilingual<ProductContent>> = PAGES;

export function isProductPage(id: PageId): id is ProductPageId {
  return id in PRODUCT_PAGES;
}
