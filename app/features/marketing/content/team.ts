/**
 * The people of SailFish shown on the about page and the service pages (team carousels):
 * both languages side by side, the one place to edit them.
 */
import type { Lang } from '../../../../shared/lang';

export interface TeamMember {
  name: string;
  role: string;
  photo: string;
  /** shown as a tel: link */
  phone?: string;
  /** shown as a mailto: link */
  email?: string;
  bio?: string;
}

interface Person {
  photo: string;
  phone: string;
  email: string;
  zh: { name: string; role: string; bio: string };
  en: { name: string; role: string; bio: string };
}

const PEOPLE: Person[] = [
  {
    photo: '/images/team/member-1.svg',
    phone: '+86 532 8899 6621',
    email: 'tracking@sailfish.com.cn',
    zh: {
      name: '林海',
      role: '赛事追踪负责人',
      bio: '前国家队帆船教练，负责追踪设备的安装、测试与赛中指挥，服务过全运会、青运会等大型赛事。',
    },
    en: {
      name: 'Lin Hai',
      role: 'Head of race tracking',
      bio: 'A former national-team sailing coach; runs tracker installation, testing and race control at events such as the National Games.',
    },
  },
  {
    photo: '/images/team/member-2.svg',
    phone: '+86 755 8633 2019',
    email: 'live@sailfish.com.cn',
    zh: {
      name: '周晓雯',
      role: '直播导演',
      bio: '十年体育直播经验，统筹水面、无人机、船尾机位与二维、三维画面的多机位导播。',
    },
    en: {
      name: 'Zhou Xiaowen',
      role: 'Live broadcast director',
      bio: 'Ten years of sports broadcasting; directs the water, drone and stern cameras together with the 2D and 3D pictures.',
    },
  },
  {
    photo: '/images/team/member-3.svg',
    phone: '+86 532 8899 6625',
    email: 'tech@sailfish.com.cn',
    zh: {
      name: '陈立',
      role: '技术总监',
      bio: '负责 SF-Tracer 硬件、回放系统与三维引擎的研发，主持两项发明专利的设计。',
    },
    en: {
      name: 'Chen Li',
      role: 'Technical director',
      bio: 'Leads the SF-Tracer hardware, the replay system and the 3D engine; designed both of our invention patents.',
    },
  },
  {
    photo: '/images/team/member-4.svg',
    phone: '+86 532 8899 6620',
    email: 'service@sailfish.com.cn',
    zh: {
      name: '王帆',
      role: '客户经理',
      bio: '为赛事组委会、俱乐部与船级协会定制服务方案，从报价到赛后数据交付全程跟进。',
    },
    en: {
      name: 'Wang Fan',
      role: 'Client manager',
      bio: 'Tailors services for organising committees, clubs and class associations, from the quote to the data delivered after the event.',
    },
  },
];

export function teamMembers(lang: Lang): TeamMember[] {
  return PEOPLE.map((p) => ({ photo: p.photo, phone: p.phone, email: p.email, ...p[lang] }));
}
