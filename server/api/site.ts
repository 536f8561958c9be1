/** Banners, partners, site videos, statistics and the site's data configuration. */
import { Hono } from 'hono';
import { bannerListBody, emptyBody, partnerListBody, videoListBody } from '../../shared/contract.js';
import { endpoints } from '../../shared/endpoints.js';
import { getDataConfig, getStatistics, listBanners, listPartners, listVideos } from '../queries/site.js';
import { cachedOk, readBody } from './http.js';
import type { ApiEnv } from './env.js';

export const siteApi = new Hono<ApiEnv>()
  .post(endpoints.bannerList.route, async (c) => {
    const body = await readBody(c, bannerListBody, c.var.deps.bodyLimit);
    return cachedOk(c, endpoints.bannerList, body, () => listBanners(c.var.deps.db, body));
  })
  .post(endpoints.partnerList.route, async (c) => {
    const body = await readBody(c, partnerListBody, c.var.deps.bodyLimit);
    return cachedOk(c, endpoints.partnerList, body, () => listPartners(c.var.deps.db, body));
  })
  .post(endpoints.videoList.route, async (c) => {
    const body = await readBody(c, videoListBody, c.var.deps.bodyLimit);
    return cachedOk(c, endpoints.videoList, body, () => listVideos(c.var.deps.db, body));
  })
  .post(endpoints.statistics.route, async (c) => {
    await readBody(c, emptyBody, c.var.deps.bodyLimit);
    return cachedOk(c, endpoints.statistics, null, () => getStatistics(c.var.deps.db));
  })
  .post(endpoints.dataConfigInfo.route, async (c) => {
    await readBody(c, emptyBody, c.var.deps.bodyLimit);
    return cachedOk(c, endpoints.dataConfigInfo, null, () => getDataConfig(c.var.deps.db, c.var.deps.siteConfig));
  });
