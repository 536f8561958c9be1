/**
 * The replay viewer's changelog (/product-tracking-changelog, -en): releases from the first in
 * late 2014 to the 2022 release. Chinese is the original; the English is a translation.
 */
import type { Bilingual, Figure, Hero, Stat } from './types';

export interface Release {
  version: string;
  /** machine-readable month, YYYY-MM */
  date: string;
  /** the date as shown */
  dateLabel: string;
  title: string;
  items: string[];
}

export interface ChangelogContent {
  hero: Hero;
  intro: { heading: string; paragraphs: string[]; image: Figure };
  stats: Stat[];
  timelineHeading: string;
  releases: Release[];
  links: { product: string; service: string; contact: string };
}

const IMAGE = { src: '/images/products/replay-viewer.svg', width: 720, height: 450 };

export const productTrackingChangelog = {
  zh: {
    hero: {
      eyebrow: '帆鱼回放系统',
      title: '回放系统更新日志',
      lead: '从 2014 年底的第一个版本到 2022 年的版本，回放系统的每一次更新。',
    },
    intro: {
      heading: '八年，一步一步',
      paragraphs: [
        '帆鱼回放系统的第一个版本发布于 2014 年底，只能在地图上回放航迹。此后的每一次更新都来自赛场：裁判、教练与运动员提出的问题。',
        '今天的回放系统提供 11 种图标和 7 种规则辅助线，支持回放、播放条、队伍列表、Layline 线、气象图层、设置面板与多语言。',
      ],
      image: { ...IMAGE, alt: '回放系统界面：航迹、播放条、队伍列表与设置面板' },
    },
    stats: [
      { value: '11', label: '种图标' },
      { value: '7', label: '种规则辅助线' },
      { value: '2014–2022', label: '持续更新' },
    ],
    timelineHeading: '版本记录',
    releases: [
      {
        version: 'v4.2',
        date: '2022-09',
        dateLabel: '2022 年 9 月',
        title: '多语言支持',
        items: ['界面支持中文与英文切换，队伍名称按语言显示。', '设置面板新增语言选项。'],
      },
      {
        version: 'v4.0',
        date: '2021-06',
        dateLabel: '2021 年 6 月',
        title: '起航与规则辅助',
        items: [
          '回放从起航线开放前 60 秒开始，完整呈现起航前的站位。',
          '图标扩展到 11 种图标：船只、标志、裁判艇、委员会船等一目了然。',
          '新增 7 种规则辅助线，辅助判罚与复盘。',
        ],
      },
      {
        version: 'v3.5',
        date: '2020-08',
        dateLabel: '2020 年 8 月',
        title: '设置面板与海里',
        items: ['新增设置面板：航迹长度、标签与单位可自行调整。', '超过 4 公里的距离以海里显示。'],
      },
      {
        version: 'v3.2',
        date: '2019-05',
        dateLabel: '2019 年 5 月',
        title: '气象图层',
        items: ['新增气象图层：风向、风速与潮流叠加显示。', '气象数据随回放时间同步变化。'],
      },
      {
        version: 'v3.0',
        date: '2018-03',
        dateLabel: '2018 年 3 月',
        title: 'Layline 线',
        items: ['新增 Layline 线，显示迎风航行到标志的极限航向。', '新增 5 公里辅助线，估算距离更方便。'],
      },
      {
        version: 'v2.3',
        date: '2017-04',
        dateLabel: '2017 年 4 月',
        title: '掉线模拟',
        items: ['设备掉线后模拟航迹 5 秒，画面不再突然中断。', '恢复信号后以真实数据替换模拟航迹。'],
      },
      {
        version: 'v2.0',
        date: '2016-05',
        dateLabel: '2016 年 5 月',
        title: '队伍列表',
        items: ['新增队伍列表：按排名显示所有船只，点击即可跟随。', '支持按级别筛选队伍。'],
      },
      {
        version: 'v1.2',
        date: '2015-06',
        dateLabel: '2015 年 6 月',
        title: '播放条',
        items: ['新增播放条：拖动定位、暂停与倍速播放。'],
      },
      {
        version: 'v1.0',
        date: '2014-12',
        dateLabel: '2014 年底',
        title: '第一个版本',
        items: ['航迹回放：在地图上按时间回放每条船的航迹。'],
      },
    ],
    links: { product: '航迹追踪系统', service: '追踪服务', contact: '联系我们' },
  },
  en: {
    hero: {
      eyebrow: 'SailFish replay viewer',
      title: 'Replay viewer changelog',
      lead: 'Every update of the replay viewer, from the first release in late 2014 to the 2022 release.',
    },
    intro: {
      heading: 'Eight years, step by step',
      paragraphs: [
        'The first release of the SailFish replay viewer came out in late 2014 and could only replay tracks on a map. Every update since has come from the race course: questions from umpires, coaches and sailors.',
        'Today the replay viewer offers 11 icon types and 7 rule-helper line types, with playback, a playback bar, a team list, lay-lines, weather layers, a settings panel and language support.',
      ],
      image: { ...IMAGE, alt: 'The replay viewer: tracks, playback bar, team list and settings panel' },
    },
    stats: [
      { value: '11', label: 'icon types' },
      { value: '7', label: 'rule-helper line types' },
      { value: '2014–2022', label: 'of continuous updates' },
    ],
    timelineHeading: 'Releases',
    releases: [
      {
        version: 'v4.2',
        date: '2022-09',
        dateLabel: 'September 2022',
        title: 'Language support',
        items: [
          'The interface switches between Chinese and English; team names follow the language.',
          'A language option in the settings panel.',
        ],
      },
      {
        version: 'v4.0',
        date: '2021-06',
        dateLabel: 'June 2021',
        title: 'Starts and rule helpers',
        items: [
          'Replays begin 60 seconds before the start line opens, showing the whole pre-start.',
          'Icons extended to 11 icon types: boats, marks, umpire boats and the committee boat at a glance.',
          '7 rule-helper line types added to help with protests and debriefs.',
        ],
      },
      {
        version: 'v3.5',
        date: '2020-08',
        dateLabel: 'August 2020',
        title: 'Settings panel and nautical miles',
        items: [
          'A settings panel: track length, labels and units as you like them.',
          'Distances above 4 km are shown in nautical miles.',
        ],
      },
      {
        version: 'v3.2',
        date: '2019-05',
        dateLabel: 'May 2019',
        title: 'Weather layers',
        items: [
          'Weather layers: wind direction, wind speed and current shown over the course.',
          'Weather follows the replay time.',
        ],
      },
      {
        version: 'v3.0',
        date: '2018-03',
        dateLabel: 'March 2018',
        title: 'Lay-lines',
        items: [
          'Lay-lines show the limiting course to a windward mark.',
          'A 5 km helper line makes distances easy to judge.',
        ],
      },
      {
        version: 'v2.3',
        date: '2017-04',
        dateLabel: 'April 2017',
        title: 'Drop-out simulation',
        items: [
          'The track is simulated for 5 seconds after a device drops out, so the picture no longer stops abruptly.',
          'Real data replaces the simulated track once the signal is back.',
        ],
      },
      {
        version: 'v2.0',
        date: '2016-05',
        dateLabel: 'May 2016',
        title: 'Team list',
        items: ['A team list: every boat by ranking, select one to follow it.', 'Teams can be filtered by class.'],
      },
      {
        version: 'v1.2',
        date: '2015-06',
        dateLabel: 'June 2015',
        title: 'Playback bar',
        items: ['A playback bar: drag to any moment, pause and change the speed.'],
      },
      {
        version: 'v1.0',
        date: '2014-12',
        dateLabel: 'Late 2014',
        title: 'First release',
        items: ['Playback: replay every boat’s track on the map over time.'],
      },
    ],
    links: { product: 'Race tracking system', service: 'Tracking service', contact: 'Contact us' },
  },
} satisfies Bilingual<ChangelogContent>;
