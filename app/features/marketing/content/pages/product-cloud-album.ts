/** Copy of the cloud photo album page (/product-cloud-album, /product-cloud-album-en). */
import type { ProductContent } from './product';
import type { Bilingual } from './types';

const IMAGE = { src: '/images/products/cloud-album.svg', width: 640, height: 480 };

export const productCloudAlbum = {
  zh: {
    hero: {
      eyebrow: '云相册',
      title: '比赛照片，当天送到每个人手中',
      lead: '摄影师现场拍摄，照片实时上传云端，运动员、家属与媒体扫码即可浏览和下载。',
      image: { ...IMAGE, alt: '云端相册中的帆船比赛照片网格' },
    },
    intro: {
      heading: '赛事照片的新方式',
      paragraphs: [
        '云相册与赛事页面打通：每个赛事都有自己的相册入口，照片按比赛日与级别整理，原图可直接下载。',
        '组委会可以在照片上加赛事标识，赞助商的品牌随照片一起被分享。',
      ],
    },
    features: {
      heading: '功能',
      items: [
        { icon: 'photo', title: '实时上传', text: '拍完即传，岸上观众几分钟后就能看到。' },
        { icon: 'share', title: '一键分享', text: '扫码浏览，原图下载，分享到社交平台。' },
        { icon: 'trophy', title: '品牌露出', text: '照片带赛事与赞助商标识，传播更广。' },
      ],
    },
    cta: {
      heading: '为您的赛事开通云相册',
      text: '可与摄影服务一起提供，也可接入您自己的摄影团队。',
      label: '联系我们',
    },
  },
  en: {
    hero: {
      eyebrow: 'Cloud photo album',
      title: 'Race photos in everyone’s hands the same day',
      lead: 'Photographers upload from the water in real time; sailors, families and the media scan a code to browse and download.',
      image: { ...IMAGE, alt: 'A grid of sailing race photos in the cloud album' },
    },
    intro: {
      heading: 'A new way to share event photos',
      paragraphs: [
        'The cloud album is linked from the event pages: each event has its own album, sorted by race day and class, with full-size downloads.',
        'Organisers can brand the photos, so sponsors travel with every picture that is shared.',
      ],
    },
    features: {
      heading: 'Features',
      items: [
        {
          icon: 'photo',
          title: 'Live upload',
          text: 'Uploaded as they are taken: spectators see them within minutes.',
        },
        {
          icon: 'share',
          title: 'Easy sharing',
          text: 'Scan to browse, download the originals, share on social media.',
        },
        { icon: 'trophy', title: 'Branding', text: 'Event and sponsor marks on the photos spread further.' },
      ],
    },
    cta: { heading: 'A cloud album for your event', text: 'With our photographers or your own.', label: 'Contact us' },
  },
} satisfies Bilingual<ProductContent>;
