/** Chinese messages of the video dialog (same keys as the English file). */
import type videoEn from './video.en';
import type { Widen } from '../../../i18n/en';

const video = {
  video: {
    unsupported: '视频暂时无法播放，请稍后再试',
    noCompatibleSource: '未找到此媒体的兼容源。',
    aspectRatio: '宽高比必须为“宽:高”的数字形式，例如 16:9。',
  },
} satisfies Widen<typeof videoEn>;

export default video;
