/** Banners, partners, site videos, statistics and the site's data configuration. */
import type { Office } from '../../../shared/contract.js';
import { addFile, DEMO_VIDEO_URL, type SeedContext } from './context.js';
import { embedVideo, videoThumb } from './media.js';
import { bannerSvg, captionedPictureSvg, partnerLogoSvg, type PictureKind } from './svg.js';
import { addDays, fmtDateTime, hm } from './time.js';

// ---------------------------------------------------------------- banners

const HOME_BANNERS: [string, string, string][] = [
  ['让每一场帆船赛都被看见', 'Every race, seen: tracking · live · 3D · results', '帆鱼体育'],
  ['SF-Tracer 赛事追踪', 'The little orange box: 110 g, IP65, 4 points per second', '追踪'],
  ['赛事直播与三维回放', 'Live broadcast and 3D replay from the water', '直播'],
  ['SF-TASS 在线计分', 'Low Point results, published minutes after each finish', '计分'],
  ['SF-ATAS 训练分析', 'Training analytics for sailors and coaches', '训练'],
];

/** page banners (1920x300): type 1 events, type 4 news */
const PAGE_BANNERS: Record<number, [string, string][]> = {
  1: [
    ['赛事中心', 'Events: live, upcoming and results'],
    ['全运会帆船项目进行中', 'National Games sailing is on'],
    ['全部赛事成绩一站查询', 'Every result in one place'],
  ],
  4: [
    ['新闻动态', 'News from SailFish'],
    ['赛事战报', 'Race reports'],
    ['社区故事', 'Community stories'],
  ],
};

/** service carousels (1200x675): [type, kind, captions] */
const SERVICE_BANNERS: [number, PictureKind, [string, string][]][] = [
  [
    20,
    'sea',
    [
      ['赛前安装与测试', 'Installation and testing'],
      ['设备逐船调试', 'Boat-by-boat checks'],
      ['信号覆盖测试', 'Coverage test'],
    ],
  ],
  [
    21,
    'stern',
    [
      ['设备发放', 'Equipment distribution'],
      ['安装到船', 'Fitting on board'],
      ['赛前检录', 'Check-in'],
    ],
  ],
  [
    22,
    'chart',
    [
      ['5G 同步赛事指挥', 'Synchronized race control over 5G'],
      ['实时航迹', 'Live tracks'],
      ['排名与风况', 'Leaderboard and wind'],
      ['裁判视图', 'Umpire view'],
    ],
  ],
  [
    23,
    'drone',
    [
      ['赛后回收', 'Recollection'],
      ['航迹永久保存', 'Tracks stored permanently'],
      ['赛后数据分析', 'Post-race analysis'],
    ],
  ],
  [
    31,
    'sea',
    [
      ['水面拍摄', 'On-water camera'],
      ['摄影艇跟拍', 'Chase boat'],
      ['近距离特写', 'Close-up'],
    ],
  ],
  [
    32,
    'drone',
    [
      ['无人机航拍', 'Drone'],
      ['俯瞰绕标', 'Mark rounding from above'],
      ['起航线全景', 'The start line'],
    ],
  ],
  [
    33,
    'stern',
    [
      ['船尾视角', 'Stern camera'],
      ['船上视角', 'On-board view'],
      ['顺风冲浪', 'Downwind surfing'],
    ],
  ],
  [
    34,
    'chart',
    [
      ['二维追踪画面', '2D tracking'],
      ['航迹与排名', 'Tracks and ranking'],
      ['风向与风速', 'Wind layer'],
    ],
  ],
  [
    35,
    'grid3d',
    [
      ['三维动画', '3D animation'],
      ['多视角回放', 'Multi-angle replay'],
      ['虚拟起航线', 'Virtual start line'],
    ],
  ],
  [
    36,
    'signal',
    [
      ['信号传输', 'Signal transmission'],
      ['5G 与微波链路', '5G and microwave links'],
      ['海上中继', 'Relay at sea'],
    ],
  ],
  [
    37,
    'studio',
    [
      ['导播', 'Director'],
      ['多机位切换', 'Multi-camera switching'],
      ['图文包装', 'Graphics'],
    ],
  ],
  [
    38,
    'studio',
    [
      ['导播台', 'Control room'],
      ['直播推流', 'Streaming'],
      ['解说席', 'Commentary'],
    ],
  ],
];

function seedBanners(ctx: SeedContext): void {
  const { rng } = ctx;
  HOME_BANNERS.forEach(([title, titleEn], i) => {
    ctx.rows.banners.push({
      // no words in the picture: the home page shows the title as text, in the visitor's language
      bannerUrl: addFile(
        ctx,
        `img/banner/home-${i + 1}.svg`,
        bannerSvg(rng, 1920, 500, '', `${title} ${titleEn}`, null),
      ),
      title,
      titleEn,
      type: 0,
      sortOrder: i + 1,
      isPublish: 1,
    });
  });
  for (const [type, list] of Object.entries(PAGE_BANNERS)) {
    list.forEach(([title, titleEn], i) => {
      ctx.rows.banners.push({
        bannerUrl: addFile(
          ctx,
          `img/banner/page-${type}-${i + 1}.svg`,
          // no text in the picture: the page heads it in the visitor's language
          bannerSvg(rng, 1920, 300, '', `${title} ${titleEn}`, null),
        ),
        title,
        titleEn,
        type: Number(type),
        sortOrder: i + 1,
        isPublish: 1,
      });
    });
  }
  for (const [type, kind, list] of SERVICE_BANNERS) {
    list.forEach(([title, titleEn], i) => {
      ctx.rows.banners.push({
        bannerUrl: addFile(
          ctx,
          `img/banner/service-${type}-${i + 1}.svg`,
          captionedPictureSvg(kind, rng, title, titleEn),
        ),
        title,
        titleEn,
        type,
        sortOrder: i + 1,
        isPublish: 1,
      });
    });
  }
  // an unpublished home banner, never served
  ctx.rows.banners.push({
    bannerUrl: addFile(
      ctx,
      'img/banner/home-draft.svg',
      bannerSvg(rng, 1920, 500, '', '未发布横幅 Unpublished banner', null),
    ),
    title: '未发布横幅',
    titleEn: 'Unpublished banner',
    type: 0,
    sortOrder: 99,
    isPublish: 0,
  });
}

// ---------------------------------------------------------------- partners

/** [name, nameEn, initials, website] */
const PARTNERS: Record<'0' | '1', [string, string, string, string | null][]> = {
  '0': [
    ['华夏帆船运动联合会', 'Cathay Sailing Federation', 'CSF', null],
    ['青岛国际帆船中心', 'Qingdao Intl. Sailing Centre', 'QS', null],
    ['大鹏湾帆船俱乐部', 'Dapeng Bay Sailing Club', 'DB', null],
    ['厦门海湾游艇会', 'Xiamen Bay Yacht Club', 'XB', null],
    ['三亚鹿回头帆船港', 'Sanya Luhuitou Marina', 'LH', null],
    ['象山海洋运动基地', 'Xiangshan Ocean Sports Base', 'XS', null],
    ['日照水上运动公园', 'Rizhao Water Sports Park', 'RZ', null],
    ['南湾帆船会', 'South Bay Sailing Club', 'SB', null],
    ['蓝海帆船学校', 'Blue Sea Sailing School', 'BS', null],
  ],
  '1': [
    ['海图科技', 'SeaChart Technology', 'SC', 'https://www.seachart-tech.cn'],
    ['蓝鲸通信', 'BlueWhale Telecom', 'BW', 'https://www.bluewhale-telecom.cn'],
    ['潮汐能源', 'Tide Energy', 'TE', null],
    ['北纬三十六度户外', 'N36 Outdoor', 'N36', 'https://www.n36outdoor.cn'],
    ['远航保险', 'Voyage Insurance', 'VI', null],
    ['星帆卫星', 'StarSail Satellite', 'SS', 'https://www.starsail-sat.cn'],
    ['海风饮品', 'SeaBreeze Drinks', 'SB', null],
    ['航迹云', 'TrackCloud', 'TC', 'https://www.trackcloud.cn'],
    ['珊瑚湾酒店', 'Coral Bay Hotels', 'CB', null],
  ],
};

function seedPartners(ctx: SeedContext): void {
  let variant = 0;
  for (const type of ['0', '1'] as const) {
    PARTNERS[type].forEach(([name, nameEn, initials, website], i) => {
      ctx.rows.partners.push({
        name,
        nameEn,
        logo: addFile(ctx, `logo/partners/${type}-${i + 1}.svg`, partnerLogoSvg(name, nameEn, initials, variant++)),
        website,
        type,
        sortOrder: i + 1,
      });
    });
  }
}

// ---------------------------------------------------------------- site videos

/** [title, titleEn, days ago] */
const REPORTS: [string, string, number][] = [
  ['全运会帆船项目 第3比赛日战报', 'National Games sailing: day 3 report', 1],
  ['中国杯帆船赛 赛事报道', 'China Cup race report', 24],
  ['环海南岛国际大帆船赛 赛段报道', 'Round Hainan Regatta leg report', 40],
  ['青岛国际帆船周 赛事报道', 'Qingdao International Sailing Week report', 130],
  ['全国青少年帆船锦标赛 赛事报道', 'National Youth Championships report', 118],
  ['宁波象山帆船帆板联赛 第二站报道', 'Ningbo Xiangshan League, stage 2 report', 180],
  ['港澳帆船邀请赛 赛事报道', 'Hong Kong–Macau Invitational report', 215],
];

const HIGHLIGHTS: [string, string, number][] = [
  ['全运会帆船项目 开赛集锦', 'National Games sailing: opening highlights', 2],
  ['2 分钟看懂帆船起航', 'The start, explained in 2 minutes', 35],
  ['iQFoil 水翼帆板 飞驰瞬间', 'iQFoil: flying moments', 60],
  ['无人机视角的帆船赛', 'A regatta seen by the drone', 95],
  ['SF-Tracer 追踪器 产品介绍', 'SF-Tracer in 90 seconds', 150],
  ['三维回放 功能演示', '3D replay walkthrough', 200],
  ['帆鱼体育 年度回顾', 'SailFish: the year in review', 330],
];

function seedVideos(ctx: SeedContext): void {
  const { rng, today } = ctx;
  const add = (list: [string, string, number][], type: 1 | 2) => {
    list.forEach(([title, titleEn, daysAgo], i) => {
      const slug = `${type === 1 ? 'report' : 'highlight'}-${String(i + 1).padStart(2, '0')}`;
      ctx.rows.videos.push({
        // the newest highlight and the third report play the local mp4; the others are embeddable pages
        videoUrl:
          (type === 2 && i === 0) || (type === 1 && i === 2)
            ? DEMO_VIDEO_URL
            : embedVideo(ctx, slug, title, titleEn, type === 1 ? 'REPORT' : 'HIGHLIGHTS'),
        thumbUrl: videoThumb(ctx, `img/video/${slug}.svg`, title),
        title,
        titleEn,
        publishTime: fmtDateTime(addDays(today, -daysAgo), hm(rng.int(9, 21), rng.int(0, 59)), rng.int(0, 59)),
        type,
        isPublish: 1,
      });
    });
  };
  add(REPORTS, 1);
  add(HIGHLIGHTS, 2);
  ctx.rows.videos.push({
    videoUrl: embedVideo(ctx, 'highlight-draft', '未发布：集锦草稿', 'Unpublished: draft highlights'),
    thumbUrl: videoThumb(ctx, 'img/video/highlight-draft.svg', '未发布：集锦草稿'),
    title: '未发布：集锦草稿',
    titleEn: 'Unpublished: draft highlights',
    publishTime: fmtDateTime(today, hm(8)),
    type: 2,
    isPublish: 0,
  });
}

// ---------------------------------------------------------------- statistics and configuration

const OFFICES: Office[] = [
  {
    key: 'qingdao',
    name: '青岛总部',
    nameEn: 'Qingdao Headquarters',
    address: '山东省青岛市市南区燕儿岛路1号 奥帆中心 A 区 3 层',
    addressEn: 'Floor 3, Zone A, Olympic Sailing Center, 1 Yan’erdao Road, Shinan District, Qingdao, Shandong',
    phone: '0532-8899 6620',
    lat: 36.0563,
    lng: 120.3897,
  },
  {
    key: 'shenzhen',
    name: '深圳分公司',
    nameEn: 'Shenzhen Office',
    address: '广东省深圳市大鹏新区南澳街道较场尾帆船基地 2 号楼',
    addressEn: 'Building 2, Jiaochangwei Sailing Base, Nan’ao, Dapeng New District, Shenzhen, Guangdong',
    phone: '0755-8633 2018',
    lat: 22.5937,
    lng: 114.5012,
  },
];

export const DEMO_DATA_CONFIG = {
  companyName: '青岛帆鱼体育科技有限公司',
  companyNameEn: 'Qingdao SailFish Sports Technology Co., Ltd.',
  email: 'service@sailfish.com.cn',
  phone: '0532-8899 6620',
  jobEmail: 'hr@sailfish.com.cn',
  jobPhone: '0532-8899 6621',
  icp: '鲁ICP备17012345号-1',
  offices: OFFICES,
};

export const DEMO_STATISTICS = { id: 1, matchCount: 526, mileage: 862_400, liveTime: 91_200, image: 1_286_000 };

export function seedSite(ctx: SeedContext): void {
  seedBanners(ctx);
  seedPartners(ctx);
  seedVideos(ctx);
  ctx.rows.siteStatistics.push({ ...DEMO_STATISTICS });
  for (const [configKey, value] of Object.entries(DEMO_DATA_CONFIG)) {
    ctx.rows.dataConfig.push({ configKey, configValue: JSON.stringify(value) });
  }
}
