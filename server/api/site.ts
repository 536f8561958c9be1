/** Banners, partners, site videos, statistics and the site's data configuration. */
import { bannerListBody, emptyBody, partnerListBody, videoListBody } from '../../shared/contract.js';
import { endpoints } from '../../shared/endpoints.js';
import { getDataConfig, getStatistics, listBanners, listPartners, listVideos } from '../queries/site.js';
import { readByPath, readCall } from './call.js';

export const siteCalls = {
  bannerList: readCall(endpoints.bannerList, bannerListBody, (deps, _, body) => listBanners(deps.db, body)),
  partnerList: readCall(endpoints.partnerList, partnerListBody, (deps, _, body) => listPartners(deps.db, body)),
  videoList: readCall(endpoints.videoList, videoListBody, (deps, _, body) => listVideos(deps.db, body)),
  statistics: readByPath(endpoints.statistics, emptyBody, (deps) => getStatistics(deps.db)),
  dataConfigInfo: readByPath(endpoints.dataConfigInfo, emptyBody, (deps) => getDataConfig(deps.db, deps.siteConfig)),
};
