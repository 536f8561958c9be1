/** Copy of the 3D tracking page (/product-tracking3D, /product-tracking3D-en). */
import type { ProductContent } from './product';
import type { Bilingual } from './types';

const IMAGE = { src: '/images/products/tracking-3d.svg', width: 640, height: 480 };

export const productTracking3D = {
  zh: {
    hero: {
      eyebrow: '三维追踪',
      title: '从任何角度看比赛',
      lead: '以真实航迹驱动的三维赛场：自由旋转视角，重现起航、绕标与冲线的每一个细节。',
      image: { ...IMAGE, alt: '三维赛场中的帆船、标志与起航线' },
    },
    intro: {
      heading: '三维呈现',
      paragraphs: [
        '三维追踪使用与二维追踪相同的实时数据，在三维场景中还原船只的位置、航向与倾角。直播解说、赛后复盘与赞助商展示都可以使用。',
        '场景可以按赛事定制：赛场周边环境、地标建筑、起航线 Logo 与帆面广告。',
      ],
    },
    features: {
      heading: '功能',
      items: [
        { icon: 'cube', title: '自由视角', text: '俯视、跟船、起航线视角一键切换。' },
        { icon: 'clock', title: '同步回放', text: '三维画面与二维航迹、排名同步回放。' },
        { icon: 'trophy', title: '赞助商展示', text: '起航线与帆面上展示赞助商品牌。' },
      ],
    },
    tables: [
      {
        heading: '三维模型定制周期',
        caption: '三维模型定制所需工作日',
        columns: ['定制内容', '周期'],
        rows: [
          { label: '场地周边环境', value: '3-10 个工作日' },
          { label: '地标建筑', value: '3-5 个工作日' },
          { label: '起航线 Logo', value: '1-3 个工作日' },
          { label: '帆面广告', value: '3-7 个工作日' },
        ],
      },
    ],
    cta: {
      heading: '为您的赛事定制三维场景',
      text: '请预留上述定制周期，我们会与您确认素材与效果。',
      label: '联系我们',
    },
  },
  en: {
    hero: {
      eyebrow: '3D tracking',
      title: 'The race from any angle',
      lead: 'A 3D race course driven by the real tracks: turn the view freely and relive every start, mark rounding and finish.',
      image: { ...IMAGE, alt: 'Sailing boats, marks and the start line in the 3D race course' },
    },
    intro: {
      heading: 'Racing in 3D',
      paragraphs: [
        '3D tracking uses the same live data as 2D tracking and recreates each boat’s position, heading and heel in a 3D scene, for live commentary, debriefs and sponsor shows.',
        'The scene can be customised for your event: venue surroundings, landmarks, a start-line logo and sail advertisements.',
      ],
    },
    features: {
      heading: 'Features',
      items: [
        { icon: 'cube', title: 'Free camera', text: 'Switch between overhead, follow-boat and start-line views.' },
        { icon: 'clock', title: 'In sync', text: 'The 3D view replays in sync with the 2D tracks and rankings.' },
        { icon: 'trophy', title: 'Sponsor display', text: 'Sponsor brands on the start line and the sails.' },
      ],
    },
    tables: [
      {
        heading: '3D model customisation lead times',
        caption: 'Working days needed for 3D model customisation',
        columns: ['Customisation', 'Lead time'],
        rows: [
          { label: 'Venue surroundings', value: '3-10 working days' },
          { label: 'Landmarks', value: '3-5 working days' },
          { label: 'Start-line logo', value: '1-3 working days' },
          { label: 'Sail advertisement', value: '3-7 working days' },
        ],
      },
    ],
    cta: {
      heading: 'A 3D scene for your event',
      text: 'Allow for the lead times above; we will agree the material and look with you.',
      label: 'Contact us',
    },
  },
} satisfies Bilingual<ProductContent>;
