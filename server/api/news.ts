/**
 * /news/*: published news, newest first. A post scheduled for later (published, its publish time
 * still to come on the site's clock, SITE_TIME_ZONE) is neither listed, counted nor found until
 * then (server/queries/news.ts); server/news-schedule.ts clears the cached answers at that time.
 */
import { Hono } from 'hono';
import { emptyBody, newsListBody } from '../../shared/contract.js';
import { endpoints } from '../../shared/endpoints.js';
import { siteDateTime } from '../../shared/site-time.js';
import { getNews, listNews } from '../queries/news.js';
import { DEFAULT_SANITIZE_OPTIONS } from '../queries/sanitize.js';
import { cachedOk, codeParam, notFound, readBody } from './http.js';
import type { ApiEnv } from './env.js';

export const newsApi = new Hono<ApiEnv>()
  .post(endpoints.newsList.route, async (c) => {
    const body = await readBody(c, newsListBody, c.var.deps.bodyLimit);
    return cachedOk(c, endpoints.newsList, body, () =>
      listNews(c.var.deps.db, body, DEFAULT_SANITIZE_OPTIONS, siteDateTime(Date.now(), c.var.deps.siteTimeZone)),
    );
  })
  .post(endpoints.newsInfo.route, async (c) => {
    const newsCd = codeParam(c, 'newsCd');
    await readBody(c, emptyBody, c.var.deps.bodyLimit);
    return cachedOk(
      c,
      endpoints.newsInfo,
      null,
      async () =>
        (await getNews(
          c.var.deps.db,
          newsCd,
          DEFAULT_SANITIZE_OPTIONS,
          siteDateTime(Date.now(), c.var.deps.siteTimeZone),
        )) ?? notFound('The news item'),
    );
  });
