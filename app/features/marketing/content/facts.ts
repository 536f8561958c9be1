/**
 * The facts and figures of docs/product.md §1, machine-readable: for each, the exact strings a visitor
 * reads in Chinese and in English and the page(s) they are on. The browser tests fetch each
 * page's server HTML and look for every string (tests/e2e/products.spec.ts), so a copy edit
 * that drops or changes a figure fails the build. Strings are matched in the page's text
 * (tags replaced by spaces, whitespace collapsed), so a table row reads "label value".
 */
import type { PageId } from '../../../lib/pages';

export interface Fact {
  id: string;
  /** what the spec states, for people reading this list */
  statement: string;
  /** every string must appear on each listed page, in that language */
  zh: string[];
  en: string[];
  pages: PageId[];
}

export const FACTS: Fact[] = [
  {
    id: 'events-served',
    statement: '520+ events served',
    zh: ['520+ 场赛事'],
    en: ['520+ events'],
    pages: ['serviceTracking', 'productTracking'],
  },
  {
    id: 'events-one-place',
    statement: 'over 100 events in one place',
    zh: ['在同一地服务赛事超过 100 场'],
    en: ['over 100 events in one place'],
    pages: ['serviceTracking'],
  },
  {
    id: 'km-tracked',
    statement: '860,000+ km tracked',
    zh: ['860,000+ 公里'],
    en: ['860,000+ km'],
    pages: ['serviceTracking', 'productTracking'],
  },
  {
    id: 'live-hours',
    statement: '1,500+ hours of live broadcast',
    zh: ['1,500+ 小时'],
    en: ['1,500+ hours of live broadcast'],
    pages: ['serviceLive'],
  },
  {
    id: 'patents',
    statement: '2 invention patents',
    zh: ['2 项发明专利'],
    en: ['2 invention patents'],
    pages: ['serviceTracking', 'productTracking'],
  },
  {
    id: 'copyrights',
    statement: '23 software copyrights',
    zh: ['23 项软件著作权'],
    en: ['23 software copyrights'],
    pages: ['serviceTracking', 'productTracking'],
  },
  {
    id: 'years',
    statement: '5 years in the field',
    zh: ['深耕行业 5 年'],
    en: ['5 years in the field'],
    pages: ['serviceTracking'],
  },
  {
    id: 'new-accounts',
    statement: 'static counter: 5257 new accounts',
    zh: ['5257', '新增账户'],
    en: ['5257', 'new accounts'],
    pages: ['productTracking'],
  },
  {
    id: 'renewal-accounts',
    statement: 'static counter: 3200 renewal accounts',
    zh: ['3200', '续费账户'],
    en: ['3200', 'renewal accounts'],
    pages: ['productTracking'],
  },
  {
    id: 'live-or-replay',
    statement: 'tracking can be watched live or replayed in a computer browser or a mini program',
    zh: ['电脑浏览器或小程序中实时观看'],
    en: ['watched live or replayed in a computer browser or a mini program'],
    pages: ['serviceTracking', 'productTracking'],
  },
  {
    id: 'stored-permanently',
    statement: 'finished race tracks are stored permanently',
    zh: ['航迹永久保存'],
    en: ['stored permanently'],
    pages: ['serviceTracking', 'productTracking'],
  },
  {
    id: 'ip65',
    statement: 'the tracker is IP65 water resistant',
    zh: ['IP65 防水'],
    en: ['IP65 water resistant'],
    pages: ['serviceTracking'],
  },
  {
    id: 'offline-buffering',
    statement: 'buffers data while offline and sends it on reconnect',
    zh: ['离线时缓存数据，恢复连接后自动补传'],
    en: ['buffers data while offline and sends it on reconnect'],
    pages: ['serviceTracking'],
  },
  {
    id: 'battery-14h',
    statement: 'battery life 14 h in the standard setup',
    zh: ['标准配置下续航 14 小时'],
    en: ['14 h of battery life in the standard setup'],
    pages: ['serviceTracking'],
  },
  {
    id: 'tracking-process',
    statement:
      'process: installation and testing 2 days before the event, equipment distribution, synchronized race control over 5G, recollection',
    zh: ['赛前 2 天', '安装与测试', '设备发放', '5G 同步赛事指挥', '赛后回收'],
    en: [
      '2 days before the event',
      'Installation and testing',
      'Equipment distribution',
      'Synchronized race control over 5G',
      'Recollection',
    ],
    pages: ['serviceTracking'],
  },
  {
    id: 'changelog-span',
    statement: 'replay viewer changelog from the first release in late 2014 to a 2022 release',
    zh: ['2014 年底', '2022 年'],
    en: ['late 2014', '2022'],
    pages: ['productTrackingChangelog'],
  },
  {
    id: 'changelog-features',
    statement: 'playback, playback bar, team list, lay-lines, weather layers, settings panel, language support',
    zh: ['回放', '播放条', '队伍列表', 'Layline 线', '气象图层', '设置面板', '多语言'],
    en: ['playback', 'playback bar', 'team list', 'lay-lines', 'weather layers', 'settings panel', 'language support'],
    pages: ['productTrackingChangelog'],
  },
  {
    id: 'dropout-5s',
    statement: 'simulated track for 5 seconds after a device drops out',
    zh: ['设备掉线后模拟航迹 5 秒'],
    en: ['simulated for 5 seconds after a device drops out'],
    pages: ['productTrackingChangelog'],
  },
  {
    id: 'helper-line-5km',
    statement: 'a 5 km helper line',
    zh: ['5 公里辅助线'],
    en: ['5 km helper line'],
    pages: ['productTrackingChangelog'],
  },
  {
    id: 'nautical-miles-4km',
    statement: 'distances above 4 km shown in nautical miles',
    zh: ['超过 4 公里的距离以海里显示'],
    en: ['Distances above 4 km are shown in nautical miles'],
    pages: ['productTrackingChangelog'],
  },
  {
    id: 'lead-in-60s',
    statement: 'a 60 second lead-in before the start line opens',
    zh: ['起航线开放前 60 秒'],
    en: ['60 seconds before the start line opens'],
    pages: ['productTrackingChangelog'],
  },
  {
    id: 'icon-types',
    statement: '11 icon types',
    zh: ['11 种图标'],
    en: ['11 icon types'],
    pages: ['productTrackingChangelog'],
  },
  {
    id: 'rule-helper-lines',
    statement: '7 rule-helper line types',
    zh: ['7 种规则辅助线'],
    en: ['7 rule-helper line types'],
    pages: ['productTrackingChangelog'],
  },
  {
    id: 'sf-tracer',
    statement:
      'SF-Tracer: 3500 mAh, 110 g, IP-65, 2.5 m, up to 4 points per second, 24 h, -40 to 80 C, humidity 5-95%, 4G or microwave',
    zh: [
      '电池容量 3500 mAh',
      '重量 110 g',
      '防护等级 IP-65',
      '定位精度 2.5 m',
      '定位频率 每秒最多 4 个点',
      '工作时间 24 h',
      '工作温度 -40 ~ 80 °C',
      '工作湿度 5-95%',
      '通信方式 4G 或微波',
    ],
    en: [
      'Battery 3500 mAh',
      'Weight 110 g',
      'Protection IP-65',
      'Accuracy 2.5 m',
      'Position rate up to 4 points per second',
      'Operating time 24 h',
      'Operating temperature -40 to 80 °C',
      'Humidity 5-95%',
      'Link 4G or microwave',
    ],
    pages: ['productTracer'],
  },
  {
    id: 'windwatcher',
    statement: 'Windwatcher: 0-60 m/s, 1.75 kg (1750 g), 20 h, 4 samples per second, 2 m GPS, -20 to 50 C',
    zh: [
      '测量范围 0-60 m/s',
      '重量 1.75 kg（1750 g）',
      '续航 20 h',
      '采样频率 每秒 4 次采样',
      'GPS 精度 2 m',
      '工作温度 -20 ~ 50 °C',
    ],
    en: [
      'Wind speed range 0-60 m/s',
      'Weight 1.75 kg (1750 g)',
      'Runtime 20 h',
      'Sampling 4 samples per second',
      'GPS accuracy 2 m',
      'Operating temperature -20 to 50 °C',
    ],
    pages: ['productWinds'],
  },
  {
    id: 'yb',
    statement: 'YB: IP67, 144x76x36 mm, 303 g, Iridium satellite',
    zh: ['防护等级 IP67', '尺寸 144 × 76 × 36 mm', '重量 303 g', '铱星'],
    en: ['Protection IP67', 'Size 144 × 76 × 36 mm', 'Weight 303 g', 'Iridium'],
    pages: ['productYb'],
  },
  {
    id: 'yb-battery',
    statement: 'YB battery: about 3 weeks at 1 per 15 min, 3 months at 1 per hour, 9 months at 2 per day',
    zh: ['每 15 分钟 1 个位置 约 3 周', '每小时 1 个位置 约 3 个月', '每天 2 个位置 约 9 个月'],
    en: [
      'one position per 15 minutes about 3 weeks',
      'one position per hour about 3 months',
      'two positions per day about 9 months',
    ],
    pages: ['productYb'],
  },
  {
    id: 'yb-intervals',
    statement: 'YB tracking intervals from 5 s to 12 h',
    zh: ['追踪间隔 5 秒至 12 小时'],
    en: ['Tracking interval 5 s to 12 h'],
    pages: ['productYb'],
  },
  {
    id: 'yb-alerts',
    statement: "YB alerts: red button, timer, dead man's switch, temperature, external power loss",
    zh: ['红色按钮', '定时报警', '失能开关', '温度报警', '外部断电报警'],
    en: ['Red button', 'Timer', 'Dead man’s switch', 'Temperature', 'External power loss'],
    pages: ['productYb'],
  },
  {
    id: '3d-lead-times',
    statement:
      '3D customisation: venue surroundings 3-10 working days, landmarks 3-5, start-line logo 1-3, sail ad 3-7',
    zh: ['场地周边环境 3-10 个工作日', '地标建筑 3-5 个工作日', '起航线 Logo 1-3 个工作日', '帆面广告 3-7 个工作日'],
    en: [
      'Venue surroundings 3-10 working days',
      'Landmarks 3-5 working days',
      'Start-line logo 1-3 working days',
      'Sail advertisement 3-7 working days',
    ],
    pages: ['productTracking3D'],
  },
];
