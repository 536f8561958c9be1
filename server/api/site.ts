/** Banners, partners, site videos, statistics and the site's data configuration. */
import { Hono } from 'hono';
import { bannerListBody, emptyBody, partnerListBody, videoListBody } from '../../shared/contract.js';
import { getDataConfig, getStatistics, listBanners, listPartners, listVideos } from '../content/site.js';
import { cachedOk, readBody } from './http.js';
import type { ApiEnv } from './index.js';

export const siteApi = new Hono<ApiEnv>()
  .post('/banner/list', async (c) => {
    const body = await readBody(c, bannerListBody, c.var.deps.bodyLimit);
    return cachedOk(c, body, () => listBanners(c.var.deps.db, body));
  })
  .post('/partnerList', async (c) => {
    const body = await readBody(c, partnerListBody, c.var.deps.bodyLimit);
    return cachedOk(c, body, () => listPartners(c.var.deps.db, body));
  })
  .post('/videoList', async (c) => {
    const body = await readBody(c, videoListBody, c.var.deps.bodyLimit);
    return cachedOk(c, body, () => listVideos(c.var.deps.db, body));
  })
  .post('/statistics', async (c) => {
    await readBody(c, emptyBody, c.var.deps.bodyLimit);
    return cachedOk(c, null, () => getStatistics(c.var.deps.db));
  })
  .post('/dataConfigInfo', async (c) => {
    await readBody(c, emptyBody, c.var.deps.bodyLimit);
    return cachedOk(c, null, () => getDataConfig(c.var.deps.db, c.var.deps.siteConfig));
  });
