/** The videos page's copy, both languages side by side. */
import type { Lang } from '../../../../shared/lang';

export interface VideosContent {
  eyebrow: string;
  lead: string;
  reports: string;
  reportsLead: string;
  highlights: string;
  highlightsLead: string;
  service: string;
}

export const VIDEOS: Record<Lang, VideosContent> = {
  zh: {
    eyebrow: '视频中心',
    lead: '赛事战报与精彩集锦：比赛当天剪辑，赛后即可观看。',
    reports: '赛事战报',
    reportsLead: '每个比赛日的完整回顾：起航、绕标与冲线。',
    highlights: '精彩集锦',
    highlightsLead: '几分钟看完一场比赛最精彩的瞬间。',
    service: '了解我们的视频服务',
  },
  en: {
    eyebrow: 'Video centre',
    lead: 'Race reports and highlights, edited on the day and online after the racing.',
    reports: 'Race reports',
    reportsLead: 'A full review of each race day: starts, mark roundings and finishes.',
    highlights: 'Highlights',
    highlightsLead: 'The best moments of an event in a few minutes.',
    service: 'About our video service',
  },
};
