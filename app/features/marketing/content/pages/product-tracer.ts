/** Copy of the SF-Tracer tracker box page (/product-tracer, /product-tracer-en). */
import type { ProductContent } from './product';
import type { Bilingual } from './types';

const IMAGE = { src: '/images/products/sf-tracer.svg', width: 640, height: 480 };

export const productTracer = {
  zh: {
    hero: {
      eyebrow: 'SF-Tracer 定位终端',
      title: '小橙盒，大赛场',
      lead: '专为帆船与水上运动设计的定位终端：小巧、防水、续航长，安装到船只需几秒。',
      image: { ...IMAGE, alt: '橙色的 SF-Tracer 定位终端产品图' },
    },
    intro: {
      heading: '为水上赛事而生',
      paragraphs: [
        'SF-Tracer 重 110 g，内置 3500 mAh 电池，连续工作 24 h。定位精度 2.5 m，每秒最多 4 个点，通过 4G 或微波链路实时回传。',
        '终端达到 IP-65 防护等级，离线时缓存数据，恢复连接后自动补传。',
      ],
    },
    features: {
      heading: '产品特点',
      items: [
        { icon: 'water', title: 'IP-65 防护', text: '防尘防水，适应浪花与雨水。' },
        { icon: 'signal', title: '4G 或微波', text: '近岸用 4G，远离基站时切换微波链路。' },
        { icon: 'battery', title: '24 h 工作', text: '3500 mAh 电池，一次充电覆盖多个比赛日的比赛时间。' },
        { icon: 'offline', title: '离线缓存', text: '信号中断时缓存数据，恢复后自动补传。' },
      ],
    },
    specs: {
      heading: '技术参数',
      caption: 'SF-Tracer 技术参数',
      columns: ['参数', '数值'],
      rows: [
        { label: '电池容量', value: '3500 mAh' },
        { label: '重量', value: '110 g' },
        { label: '防护等级', value: 'IP-65' },
        { label: '定位精度', value: '2.5 m' },
        { label: '定位频率', value: '每秒最多 4 个点' },
        { label: '工作时间', value: '24 h' },
        { label: '工作温度', value: '-40 ~ 80 °C' },
        { label: '工作湿度', value: '5-95%' },
        { label: '通信方式', value: '4G 或微波' },
      ],
    },
    cta: { heading: '为船队配备 SF-Tracer', text: '提供租赁与购买两种方式，可随追踪服务一起使用。', label: '咨询购买' },
  },
  en: {
    hero: {
      eyebrow: 'SF-Tracer tracker box',
      title: 'The little orange box',
      lead: 'A tracker made for sailing and water sports: small, waterproof and long-lasting, fitted on board in seconds.',
      image: { ...IMAGE, alt: 'The orange SF-Tracer tracker box' },
    },
    intro: {
      heading: 'Made for racing on the water',
      paragraphs: [
        'The SF-Tracer weighs 110 g and runs 24 h on its 3500 mAh battery. It is accurate to 2.5 m, records up to 4 points per second and reports live over a 4G or microwave link.',
        'It is rated IP-65, buffers data while offline and sends it on reconnect.',
      ],
    },
    features: {
      heading: 'Features',
      items: [
        { icon: 'water', title: 'IP-65 rated', text: 'Dust-tight and protected against spray and rain.' },
        {
          icon: 'signal',
          title: '4G or microwave',
          text: '4G near the shore, a microwave link when far from the cell towers.',
        },
        {
          icon: 'battery',
          title: '24 h operation',
          text: 'A 3500 mAh battery covers the racing of several days on one charge.',
        },
        {
          icon: 'offline',
          title: 'Offline buffering',
          text: 'Data is buffered when the signal drops and sent once it is back.',
        },
      ],
    },
    specs: {
      heading: 'Specifications',
      caption: 'SF-Tracer specifications',
      columns: ['Specification', 'Value'],
      rows: [
        { label: 'Battery', value: '3500 mAh' },
        { label: 'Weight', value: '110 g' },
        { label: 'Protection', value: 'IP-65' },
        { label: 'Accuracy', value: '2.5 m' },
        { label: 'Position rate', value: 'up to 4 points per second' },
        { label: 'Operating time', value: '24 h' },
        { label: 'Operating temperature', value: '-40 to 80 °C' },
        { label: 'Humidity', value: '5-95%' },
        { label: 'Link', value: '4G or microwave' },
      ],
    },
    cta: {
      heading: 'Equip your fleet with the SF-Tracer',
      text: 'Rent or buy, on its own or with our tracking service.',
      label: 'Ask about buying',
    },
  },
} satisfies Bilingual<ProductContent>;
