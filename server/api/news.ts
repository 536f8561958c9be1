/** /news/*: published news, newest first. */
import { Hono } from 'hono';
import { emptyBody, newsListBody } from '../../shared/contract.js';
import { getNews, listNews } from '../content/news.js';
import { cachedOk, codeParam, notFound, readBody } from './http.js';
import type { ApiEnv } from './index.js';

export const newsApi = new Hono<ApiEnv>()
  .post('/news/list', async (c) => {
    const body = await readBody(c, newsListBody, c.var.deps.bodyLimit);
    return cachedOk(c, body, () => listNews(c.var.deps.db, body));
  })
  .post('/news/info/:newsCd', async (c) => {
    const newsCd = codeParam(c, 'newsCd');
    await readBody(c, emptyBody, c.var.deps.bodyLimit);
    return cachedOk(c, null, async () => (await getNews(c.var.deps.db, newsCd)) ?? notFound('The news item'));
  });
