/** Copy of the Windwatcher wind device page (/product-winds, /product-winds-en). */
import type { ProductContent } from './product';
import type { Bilingual } from './types';

const IMAGE = { src: '/images/products/windwatcher.svg', width: 640, height: 480 };

export const productWinds = {
  zh: {
    hero: {
      eyebrow: 'Windwatcher 测风设备',
      title: '把风看清楚',
      lead: '安装在标志船或浮标上的测风设备，为竞赛委员会提供实时风向风速，并生成赛场风场。',
      image: { ...IMAGE, alt: '安装在浮标上的 Windwatcher 测风设备产品图' },
    },
    intro: {
      heading: '竞赛委员会的风况助手',
      paragraphs: [
        'Windwatcher 测量范围 0-60 m/s，每秒 4 次采样，内置 GPS 定位精度 2 m。整机重 1.75 kg（1750 g），续航 20 h，工作温度 -20 ~ 50 °C。',
        '多台设备的数据在追踪系统中合成风场，与航迹一同直播和回放。',
      ],
    },
    features: {
      heading: '产品特点',
      items: [
        { icon: 'wind', title: '实时风向风速', text: '数据实时回传，竞赛委员会据此设置和调整航线。' },
        { icon: 'map', title: '风场合成', text: '多点测量合成赛场风场，叠加在航迹之上。' },
        { icon: 'battery', title: '20 h 续航', text: '一次充电覆盖整个比赛日。' },
      ],
    },
    specs: {
      heading: '技术参数',
      caption: 'Windwatcher 技术参数',
      columns: ['参数', '数值'],
      rows: [
        { label: '测量范围', value: '0-60 m/s' },
        { label: '重量', value: '1.75 kg（1750 g）' },
        { label: '续航', value: '20 h' },
        { label: '采样频率', value: '每秒 4 次采样' },
        { label: 'GPS 精度', value: '2 m' },
        { label: '工作温度', value: '-20 ~ 50 °C' },
      ],
    },
    cta: { heading: '为赛场布设测风点', text: '可单独租用，也可与追踪服务一起提供风场。', label: '联系我们' },
  },
  en: {
    hero: {
      eyebrow: 'Windwatcher wind device',
      title: 'See the wind',
      lead: 'A wind sensor for mark boats and buoys that gives the race committee live wind direction and speed and builds the wind field of the race area.',
      image: { ...IMAGE, alt: 'The Windwatcher wind device mounted on a buoy' },
    },
    intro: {
      heading: 'The race committee’s wind assistant',
      paragraphs: [
        'Windwatcher measures 0-60 m/s with 4 samples per second and a built-in GPS accurate to 2 m. It weighs 1.75 kg (1750 g), runs for 20 h and works from -20 to 50 °C.',
        'Readings from several devices are combined into a wind field in the tracking system, shown live and in replays with the tracks.',
      ],
    },
    features: {
      heading: 'Features',
      items: [
        {
          icon: 'wind',
          title: 'Live wind direction and speed',
          text: 'Live readings help the race committee set and adjust the course.',
        },
        {
          icon: 'map',
          title: 'Wind field',
          text: 'Readings from several points become a wind field under the tracks.',
        },
        { icon: 'battery', title: '20 h runtime', text: 'One charge covers a full day of racing.' },
      ],
    },
    specs: {
      heading: 'Specifications',
      caption: 'Windwatcher specifications',
      columns: ['Specification', 'Value'],
      rows: [
        { label: 'Wind speed range', value: '0-60 m/s' },
        { label: 'Weight', value: '1.75 kg (1750 g)' },
        { label: 'Runtime', value: '20 h' },
        { label: 'Sampling', value: '4 samples per second' },
        { label: 'GPS accuracy', value: '2 m' },
        { label: 'Operating temperature', value: '-20 to 50 °C' },
      ],
    },
    cta: {
      heading: 'Measure the wind on your course',
      text: 'Rent it on its own or with our tracking service for a full wind field.',
      label: 'Contact us',
    },
  },
} satisfies Bilingual<ProductContent>;
