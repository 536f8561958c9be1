/** /news/*: published news, newest first. */
import { Hono } from 'hono';
import { emptyBody, newsListBody } from '../../shared/contract.js';
import { endpoints } from '../../shared/endpoints.js';
import { getNews, listNews } from '../queries/news.js';
import { cachedOk, codeParam, notFound, readBody } from './http.js';
import type { ApiEnv } from './env.js';

export const newsApi = new Hono<ApiEnv>()
  .post(endpoints.newsList.route, async (c) => {
    const body = await readBody(c, newsListBody, c.var.deps.bodyLimit);
    return cachedOk(c, endpoints.newsList, body, () => listNews(c.var.deps.db, body));
  })
  .post(endpoints.newsInfo.route, async (c) => {
    const newsCd = codeParam(c, 'newsCd');
    await readBody(c, emptyBody, c.var.deps.bodyLimit);
    return cachedOk(
      c,
      endpoints.newsInfo,
      null,
      async () => (await getNews(c.var.deps.db, newsCd)) ?? notFound('The news item'),
    );
  });
