/** Copy of the EOTS offshore communications page (/product-eots, /product-eots-en). */
import type { ProductContent } from './product';
import type { Bilingual } from './types';

const IMAGE = { src: '/images/products/eots.svg', width: 640, height: 480 };

export const productEots = {
  zh: {
    hero: {
      eyebrow: 'EOTS 离岸通讯系统',
      title: '远洋赛事的通讯中枢',
      lead: '把卫星通讯、船岸语音与数据回传整合在一套系统里，让远洋赛事的指挥、安全与传播不掉线。',
      image: { ...IMAGE, alt: 'EOTS 离岸通讯终端与卫星天线产品图' },
    },
    intro: {
      heading: '船与岸之间的桥梁',
      paragraphs: [
        'EOTS 由船载通讯终端、卫星天线与岸基指挥平台组成。赛事指挥可以随时与每条船通话、下发航行警告，船上的照片与视频也能回传到岸上用于传播。',
        '系统与 YB 离岸卫星追踪器和帆鱼追踪平台打通，位置、报警与通讯记录在一处查看。',
      ],
    },
    features: {
      heading: '系统能力',
      items: [
        { icon: 'satellite', title: '卫星通讯', text: '远离海岸时通过卫星保持语音与数据连接。' },
        { icon: 'alert', title: '安全指挥', text: '航行警告一键下发，报警信息第一时间送达岸基平台。' },
        { icon: 'photo', title: '素材回传', text: '船上拍摄的照片与短视频回传岸上，用于赛事传播。' },
        { icon: 'map', title: '统一平台', text: '与追踪系统打通，位置、报警与通讯记录统一呈现。' },
      ],
    },
    cta: { heading: '为远洋赛事搭建通讯系统', text: '我们会根据航线、船只数量与安全要求设计方案。', label: '联系我们' },
  },
  en: {
    hero: {
      eyebrow: 'EOTS offshore communications',
      title: 'The communications hub of ocean racing',
      lead: 'Satellite communications, ship-to-shore voice and data in one system, so race control, safety and media of an ocean race never go offline.',
      image: { ...IMAGE, alt: 'The EOTS offshore communications terminal with its satellite antenna' },
    },
    intro: {
      heading: 'A bridge between boats and shore',
      paragraphs: [
        'EOTS combines an on-board terminal, a satellite antenna and a shore-based control platform. Race control can talk to any boat and send navigation warnings at any time, and photos and videos from on board reach the shore for the media.',
        'It works with the YB offshore satellite tracker and the SailFish tracking platform, so positions, alerts and communications are seen in one place.',
      ],
    },
    features: {
      heading: 'What it does',
      items: [
        {
          icon: 'satellite',
          title: 'Satellite communications',
          text: 'Voice and data by satellite, far from the shore.',
        },
        {
          icon: 'alert',
          title: 'Safety and control',
          text: 'Navigation warnings in one step; alerts reach the shore platform at once.',
        },
        {
          icon: 'photo',
          title: 'Media from on board',
          text: 'Photos and short videos shot on board are sent ashore for the media.',
        },
        {
          icon: 'map',
          title: 'One platform',
          text: 'Connected to the tracking system: positions, alerts and messages together.',
        },
      ],
    },
    cta: {
      heading: 'Communications for your ocean race',
      text: 'We design the system around your course, fleet size and safety rules.',
      label: 'Contact us',
    },
  },
} satisfies Bilingual<ProductContent>;
