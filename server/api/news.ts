/**
 * /news/*: published news, newest first. A post scheduled for later (published, its publish time
 * still to come on the site's clock, SITE_TIME_ZONE) is neither listed, counted nor found until
 * then (server/queries/news.ts); server/news-schedule.ts clears the cached answers at that time.
 */
import { emptyBody, newsListBody } from '../../shared/contract.js';
import { endpoints } from '../../shared/endpoints.js';
import { siteDateTime } from '../../shared/site-time.js';
import { getNews, listNews } from '../queries/news.js';
import { DEFAULT_SANITIZE_OPTIONS } from '../queries/sanitize.js';
import { notFound } from './http.js';
import { readByPath, readCall } from './call.js';

export const newsCalls = {
  newsList: readCall(endpoints.newsList, newsListBody, (deps, _, body) =>
    listNews(deps.db, body, DEFAULT_SANITIZE_OPTIONS, siteDateTime(Date.now(), deps.siteTimeZone)),
  ),
  newsInfo: readByPath(
    endpoints.newsInfo,
    emptyBody,
    async (deps, { newsCd }) =>
      (await getNews(deps.db, newsCd, DEFAULT_SANITIZE_OPTIONS, siteDateTime(Date.now(), deps.siteTimeZone))) ??
      notFound('The news item'),
  ),
};
