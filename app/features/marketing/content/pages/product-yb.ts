/** Copy of the YB offshore satellite tracker page (/product-yb, /product-yb-en). */
import type { ProductContent } from './product';
import type { Bilingual } from './types';

const IMAGE = { src: '/images/products/yb-tracker.svg', width: 640, height: 480 };

export const productYb = {
  zh: {
    hero: {
      eyebrow: 'YB 离岸卫星追踪器',
      title: '远离海岸，依然在线',
      lead: '基于铱星卫星网络的离岸追踪器，为远洋与离岸赛事提供全球覆盖的位置报告与安全报警。',
      image: { ...IMAGE, alt: '黄色的 YB 离岸卫星追踪器产品图' },
    },
    intro: {
      heading: '为离岸赛设计',
      paragraphs: [
        'YB 追踪器通过铱星卫星回传位置，不依赖手机信号。外壳达到 IP67 防护，尺寸 144 × 76 × 36 mm，重 303 g。',
        '追踪间隔可在 5 秒至 12 小时之间设置，电池续航随报告频率变化，从数周到数月。',
      ],
    },
    specs: {
      heading: '技术参数',
      caption: 'YB 离岸卫星追踪器技术参数',
      columns: ['参数', '数值'],
      rows: [
        { label: '防护等级', value: 'IP67' },
        { label: '尺寸', value: '144 × 76 × 36 mm' },
        { label: '重量', value: '303 g' },
        { label: '卫星网络', value: '铱星（Iridium）' },
        { label: '追踪间隔', value: '5 秒至 12 小时' },
      ],
    },
    tables: [
      {
        heading: '电池续航',
        caption: '不同报告频率下的电池续航',
        columns: ['报告频率', '续航'],
        rows: [
          { label: '每 15 分钟 1 个位置', value: '约 3 周' },
          { label: '每小时 1 个位置', value: '约 3 个月' },
          { label: '每天 2 个位置', value: '约 9 个月' },
        ],
      },
    ],
    lists: [
      {
        heading: '报警功能',
        items: ['红色按钮：一键求救', '定时报警', '失能开关（Dead man’s switch）', '温度报警', '外部断电报警'],
      },
    ],
    cta: { heading: '为离岸赛配备 YB 追踪器', text: '提供租赁、卫星通信套餐与赛事追踪页面。', label: '联系我们' },
  },
  en: {
    hero: {
      eyebrow: 'YB offshore satellite tracker',
      title: 'Far offshore, still online',
      lead: 'An offshore tracker on the Iridium satellite network: worldwide position reports and safety alerts for ocean and offshore races.',
      image: { ...IMAGE, alt: 'The yellow YB offshore satellite tracker' },
    },
    intro: {
      heading: 'Made for offshore racing',
      paragraphs: [
        'The YB tracker reports its position over Iridium satellites, with no need for mobile coverage. It is rated IP67, measures 144 × 76 × 36 mm and weighs 303 g.',
        'Tracking intervals can be set from 5 s to 12 h; battery life follows the reporting rate, from weeks to months.',
      ],
    },
    specs: {
      heading: 'Specifications',
      caption: 'YB offshore satellite tracker specifications',
      columns: ['Specification', 'Value'],
      rows: [
        { label: 'Protection', value: 'IP67' },
        { label: 'Size', value: '144 × 76 × 36 mm' },
        { label: 'Weight', value: '303 g' },
        { label: 'Satellite network', value: 'Iridium' },
        { label: 'Tracking interval', value: '5 s to 12 h' },
      ],
    },
    tables: [
      {
        heading: 'Battery life',
        caption: 'Battery life by reporting rate',
        columns: ['Reporting rate', 'Battery life'],
        rows: [
          { label: 'one position per 15 minutes', value: 'about 3 weeks' },
          { label: 'one position per hour', value: 'about 3 months' },
          { label: 'two positions per day', value: 'about 9 months' },
        ],
      },
    ],
    lists: [
      {
        heading: 'Alerts',
        items: [
          'Red button: one-press distress call',
          'Timer',
          'Dead man’s switch',
          'Temperature',
          'External power loss',
        ],
      },
    ],
    cta: {
      heading: 'YB trackers for your offshore race',
      text: 'Rental, satellite airtime and a race tracking page, all from one supplier.',
      label: 'Contact us',
    },
  },
} satisfies Bilingual<ProductContent>;
