/**
 * Video.js, loaded only when the video dialog plays an mp4 (its own chunk and stylesheet).
 * The core build: no adaptive streaming (the site's videos are plain mp4 files), about a
 * third of the full library. It keeps the WebVTT parser: without it Video.js fetches one
 * from its CDN, which the site's CSP (and an offline venue) would refuse.
 */
// (first: Video.js reads this flag when it loads)
import './video-no-dynamic-style';
// @ts-expect-error the core build has no type declarations of its own; the types are video.js's
import videojsCore from 'video.js/dist/alt/video.core.js';
import type videojsType from 'video.js';
import zhCN from 'video.js/dist/lang/zh-CN.json';
import 'video.js/dist/video-js.css';

const videojs = videojsCore as typeof videojsType;
videojs.addLanguage('zh-CN', zhCN);

export type Player = ReturnType<typeof videojsType>;

/** the player options of docs/product.md §4 and §9 */
export function playerOptions(url: string, lang: 'zh' | 'en') {
  return {
    controls: true,
    autoplay: true,
    preload: 'auto',
    fluid: true,
    aspectRatio: '16:9',
    playbackRates: [0.7, 1, 1.5, 2],
    inactivityTimeout: 2000,
    language: lang === 'en' ? 'en' : 'zh-CN',
    sources: [{ src: url, type: 'video/mp4' }],
  };
}

export function createPlayer(el: HTMLVideoElement, url: string, lang: 'zh' | 'en'): Player {
  return videojs(el, playerOptions(url, lang));
}
