/** Copy of the SF-TASS scoring system page (/product-grades, /product-grades-en). */
import type { ProductContent } from './product';
import type { Bilingual } from './types';

const IMAGE = { src: '/images/products/sf-tass.svg', width: 640, height: 480 };

export const productGrades = {
  zh: {
    hero: {
      eyebrow: 'SF-TASS 在线计时与成绩系统',
      title: '成绩，冲线后几分钟发布',
      lead: '从报名、计时到成绩公告，SF-TASS 在线完成帆船赛事的计时与成绩处理，成绩表按级别即时发布到赛事页面。',
      image: { ...IMAGE, alt: 'SF-TASS 成绩系统界面：级别成绩表与轮次成绩' },
    },
    intro: {
      heading: '在线计时与成绩处理',
      paragraphs: [
        'SF-TASS 按《帆船竞赛规则》的低分制计分：支持去掉最差成绩、OCS、DNF、DSQ 等成绩代码与平分处理。',
        '裁判在现场录入冲线顺序，成绩自动计算并发布到帆鱼赛事页面，运动员与观众随时查看。',
      ],
    },
    features: {
      heading: '功能',
      items: [
        { icon: 'clock', title: '在线计时', text: '起航、冲线时间在线录入，多人协同。' },
        { icon: 'trophy', title: '自动计分', text: '低分制计分、去掉最差成绩与平分规则自动处理。' },
        { icon: 'share', title: '即时发布', text: '成绩表按级别发布到赛事页面，可导出打印。' },
      ],
    },
    cta: {
      heading: '申请使用 SF-TASS',
      text: '告诉我们赛事的级别与轮次，我们会为您开通账户并协助配置。',
      label: '申请试用',
    },
  },
  en: {
    hero: {
      eyebrow: 'SF-TASS online timing and scoring',
      title: 'Results minutes after the finish',
      lead: 'From entries and timing to the official results, SF-TASS handles the timing and scoring of sailing events online and publishes the results by class on the event page.',
      image: { ...IMAGE, alt: 'The SF-TASS scoring system: class results and race scores' },
    },
    intro: {
      heading: 'Online timing and scoring',
      paragraphs: [
        'SF-TASS scores with the Low Point System of the Racing Rules of Sailing, including discards, scoring codes such as OCS, DNF and DSQ, and tie-breaks.',
        'Race officers enter the finishing order on site; scores are calculated and published on the SailFish event pages for sailors and spectators.',
      ],
    },
    features: {
      heading: 'Features',
      items: [
        {
          icon: 'clock',
          title: 'Online timing',
          text: 'Start and finish times entered online by several officials at once.',
        },
        {
          icon: 'trophy',
          title: 'Automatic scoring',
          text: 'Low Point scoring, discards and tie-breaks applied automatically.',
        },
        {
          icon: 'share',
          title: 'Instant publishing',
          text: 'Results by class on the event page, ready to export and print.',
        },
      ],
    },
    cta: {
      heading: 'Apply for SF-TASS',
      text: 'Tell us the classes and races of your event; we will open an account and help you set it up.',
      label: 'Apply for a trial',
    },
  },
} satisfies Bilingual<ProductContent>;
