/**
 * Banners, partners, site videos, statistics and the site's data configuration: site-wide, kept
 * until the next content change (./call.ts siteWide).
 */
import { bannerListBody, emptyBody, partnerListBody, videoListBody } from '../../shared/contract.js';
import { endpoints } from '../../shared/endpoints.js';
import { getDataConfig, getStatistics, listBanners, listPartners, listVideos } from '../queries/site.js';
import { readByPath, readCall, siteWide } from './call.js';

export const siteCalls = {
  bannerList: siteWide(readCall(endpoints.bannerList, bannerListBody, (deps, _, body) => listBanners(deps.db, body))),
  partnerList: siteWide(
    readCall(endpoints.partnerList, partnerListBody, (deps, _, body) => listPartners(deps.db, body)),
  ),
  videoList: siteWide(readCall(endpoints.videoList, videoListBody, (deps, _, body) => listVideos(deps.db, body))),
  statistics: siteWide(readByPath(endpoints.statistics, emptyBody, (deps) => getStatistics(deps.db))),
  dataConfigInfo: siteWide(
    readByPath(endpoints.dataConfigInfo, emptyBody, (deps) => getDataConfig(deps.db, deps.siteConfig)),
  ),
};
