/** Chinese messages of the news pages (same keys as the English file). */
import type newsEn from './news.en';
import type { Widen } from '../en';

const newsZh = {} satisfies Widen<typeof newsEn>;

export default newsZh;
