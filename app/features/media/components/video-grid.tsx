/**
 * Videos as a grid of thumbnails with title and publish date; play opens the video dialog
 * (Video.js for mp4, a sandboxed frame for the rest). Wide screens show 6 a row (4 of 24
 * columns, docs/product.md §9) or 3 or 4; narrower screens 3, then 2, then 1.
 */
import { otherLang } from '../../../../shared/text-language';
import { lazy, Suspense, useState } from 'react';
import type { Video } from '../../../../shared/api';
import { useTranslation } from '../../../i18n';
import { formatDate } from '../../../lib/format';
import { NoData } from '../../../components/no-data';
import type { VideoItem } from './video-dialog';

// the dialog (and, for mp4, Video.js) loads when a video is first opened
const VideoDialog = lazy(() => import('./video-dialog').then((m) => ({ default: m.VideoDialog })));
import styles from './video-grid.module.css';

export function videoTitle(v: Video, lang: string): string {
  return lang === 'en' ? v.titleEn || v.title : v.title;
}

export function VideoGrid({
  videos,
  columns = 6,
  onClosed,
  headingLevel = 3,
}: {
  videos: Video[];
  columns?: 3 | 4 | 6;
  /** after the dialog closes (the video service page reloads itself, docs/product.md §2 (service pages)) */
  onClosed?: () => void;
  headingLevel?: 2 | 3;
}) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState<VideoItem | null>(null);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  if (videos.length === 0) return <NoData label={t('common.noData')} />;
  return (
    <>
      <ul className={styles.grid} data-columns={columns}>
        {videos.map((v, i) => {
          const title = videoTitle(v, i18n.language);
          return (
            <li key={`${v.videoUrl}-${i}`} className={styles.item}>
              <button
                type="button"
                className={styles.play}
                onClick={() => setOpen({ url: v.videoUrl, title })}
                aria-label={t('widgets.playVideo', { title })}
              >
                <span className={styles.thumb}>
                  {v.thumbUrl ? (
                    <img src={v.thumbUrl} alt="" width={640} height={360} loading="lazy" decoding="async" />
                  ) : null}
                  <span className={styles.icon} aria-hidden="true">
                    <svg width="22" height="22" viewBox="0 0 22 22">
                      <path d="M7 4l12 7-12 7z" fill="currentColor" />
                    </svg>
                  </span>
                </span>
              </button>
              <Heading className={styles.title} lang={otherLang(title, i18n.language === 'en' ? 'en' : 'zh') === 'zh-CN' ? 'zh-CN' : undefined}>
                {title}
              </Heading>
              {v.publishTime ? (
                <p className={styles.date}>
                  <time dateTime={formatDate(v.publishTime)}>{formatDate(v.publishTime)}</time>
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      {open ? (
        <Suspense fallback={null}>
          <VideoDialog
            video={open}
            onClose={() => {
              setOpen(null);
              onClosed?.();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
