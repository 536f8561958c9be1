/** Copy of the SF-ATAS training-analysis page (/product-training, /product-training-en). */
import type { ProductContent } from './product';
import type { Bilingual } from './types';

const IMAGE = { src: '/images/products/sf-atas.svg', width: 640, height: 480 };

export const productTraining = {
  zh: {
    hero: {
      eyebrow: 'SF-ATAS 运动员训练分析系统',
      title: '用数据复盘每一次训练',
      lead: '基于 SF-Tracer 的训练数据分析：航速、角度、迎风换舷与顺风换舷，教练和运动员一起看得明白。',
      image: { ...IMAGE, alt: 'SF-ATAS 训练分析界面：航速曲线与迎风角度图表' },
    },
    intro: {
      heading: '为教练和运动员设计',
      paragraphs: [
        '训练时每条船携带 SF-Tracer，训练结束后 SF-ATAS 自动生成分析报告：每一段航行的航速、对风角度与机动损失。',
        '多条船可以放在同一画面比较，找出速度与角度的差距，让训练更有针对性。',
      ],
    },
    features: {
      heading: '功能',
      items: [
        { icon: 'chart', title: '航速与角度', text: '每一段航行的航速、对风角度曲线。' },
        { icon: 'ranking', title: '多船对比', text: '同场训练的船只放在一起比较。' },
        { icon: 'clock', title: '机动分析', text: '迎风换舷、顺风换舷的时间与速度损失。' },
      ],
    },
    cta: { heading: '让训练有据可依', text: '为队伍开通 SF-ATAS，我们会协助完成第一次训练分析。', label: '联系我们' },
  },
  en: {
    hero: {
      eyebrow: 'SF-ATAS athlete training analysis',
      title: 'Debrief every session with data',
      lead: 'Training analysis built on the SF-Tracer: speed, angles, tacks and gybes, clear for coaches and sailors alike.',
      image: { ...IMAGE, alt: 'SF-ATAS training analysis: speed curve and upwind angle charts' },
    },
    intro: {
      heading: 'Made for coaches and sailors',
      paragraphs: [
        'Each boat carries an SF-Tracer in training; afterwards SF-ATAS produces the analysis: speed, angle to the wind and manoeuvre losses for every leg.',
        'Several boats can be compared in one view to find the gaps in speed and angle, so training can focus on what matters.',
      ],
    },
    features: {
      heading: 'Features',
      items: [
        { icon: 'chart', title: 'Speed and angles', text: 'Speed and wind-angle curves for every leg.' },
        { icon: 'ranking', title: 'Boat against boat', text: 'Compare the boats of one session side by side.' },
        { icon: 'clock', title: 'Manoeuvres', text: 'Time and speed lost in every tack and gybe.' },
      ],
    },
    cta: {
      heading: 'Training backed by data',
      text: 'Open SF-ATAS for your squad; we will help with the first analysis.',
      label: 'Contact us',
    },
  },
} satisfies Bilingual<ProductContent>;
