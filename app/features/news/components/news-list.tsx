/**
 * A news list with load more (docs/product.md §2 (News), §4, §8), the one of /blog-list (cards:
 * thumbnail, date, byline, excerpt) and of /news (a grid of tiles): the items of pages 1..n as
 * the server rendered them, then the next pages appended in the browser, focus moved to the
 * first item appended, and the count / load more / 'No more articles' at the end.
 */
import { useRef } from 'react';
import { useTranslation } from '../../../i18n';
import type { PagedList } from '../../../lib/paging';
import { useFocusAppended, useNewsList } from '../lib/use-news-list';
import type { NewsSummary } from '../lib/summary';
import { NewsCard } from './news-card';
import { NewsEmpty } from './news-empty';
import { NewsLoadMore } from './news-load-more';
import { NewsTile } from './news-tile';
import styles from './news-layout.module.css';
import '../messages/register';

/** how each layout shows an item, and how many thumbnails load at once (the first screen) */
const LAYOUTS = {
  cards: { className: styles.cards, Item: NewsCard, eager: 2 },
  tiles: { className: styles.tiles, Item: NewsTile, eager: 3 },
};

export function NewsList({
  list,
  layout,
  type,
  pageSize,
  hrefOf,
  itemHref,
}: {
  /** pages 1..n as the server rendered them (a new one starts the list again) */
  list: PagedList<NewsSummary>;
  layout: keyof typeof LAYOUTS;
  /** the news type listed (absent: every type) */
  type?: number;
  pageSize: number;
  /** the list's address with pages 1..page shown (stable between renders) */
  hrefOf: (page: number) => string;
  itemHref: (item: NewsSummary) => string;
}) {
  const { t } = useTranslation();
  const { state, more, loadMore, appendedFrom } = useNewsList(list, { type, pageSize }, hrefOf);
  const listRef = useRef<HTMLOListElement>(null);
  useFocusAppended(appendedFrom, listRef);
  const { className, Item, eager } = LAYOUTS[layout];
  return (
    <section aria-labelledby="news-list-title">
      <h2 id="news-list-title" className="visually-hidden">
        {type ? t(`news.types.${type}`) : t('news.listLabel')}
      </h2>
      {state.records.length === 0 ? (
        <NewsEmpty />
      ) : (
        <ol className={className} ref={listRef} aria-busy={state.loading || undefined}>
          {state.records.map((item, i) => (
            <li key={item.newsCd} data-news-item="">
              <Item item={item} href={itemHref(item)} eager={i < eager} />
            </li>
          ))}
        </ol>
      )}
      <NewsLoadMore
        count={state.records.length}
        total={state.total}
        more={more}
        loading={state.loading}
        nextHref={hrefOf(state.pageNo + 1)}
        onLoadMore={() => void loadMore()}
      />
    </section>
  );
}
