/** Chinese messages of an event's header and breadcrumb (same keys as the English file). */
import type eventHeaderEn from './event-header.en';
import type { Widen } from '../../../i18n/en';

const eventHeaderZh = {
  events: {
    detail: {
      breadcrumb: '面包屑导航',
      officialSite: '官方网站：{{sponsor}}',
      officialSiteNoSponsor: '官方网站',
      album: '云相册',
      dates: '日期',
      venue: '地点',
      logoAlt: '{{name}} 标志',
    },
  },
} satisfies Widen<typeof eventHeaderEn>;

export default eventHeaderZh;
