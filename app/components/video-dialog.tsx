/**
 * The video dialog (spec §4): a URL ending in .mp4 plays directly, anything else is embedded in
 * a sandboxed frame; 16:9; the title is shown; closing pauses the video. The player is created
 * only when the dialog opens.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../i18n';
import styles from './video-dialog.module.css';

export interface VideoItem {
  url: string;
  title: string;
}

export function isMp4(url: string): boolean {
  return /\.mp4(?:$|[?#])/i.test(url);
}

/**
 * What an embedded player may do: run its scripts and go full screen. A player on another
 * host also keeps its own origin (its storage, its cookies); one on this site's origin never
 * does, since scripts plus same-origin would let it lift its own sandbox.
 */
export function embedSandbox(url: string): string {
  const sameSite = url.startsWith('/') && !url.startsWith('//');
  return sameSite
    ? 'allow-scripts allow-presentation'
    : 'allow-scripts allow-same-origin allow-presentation allow-popups';
}

export function VideoDialog({ video, onClose }: { video: VideoItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const player = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (video && !el.open) {
      setFailed(false);
      el.showModal();
    } else if (!video && el.open) {
      el.close();
    }
  }, [video]);

  const close = () => {
    player.current?.pause();
    onClose();
  };

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby="video-dialog-title"
      onClose={close}
      onClick={(e) => {
        if (e.target === dialog.current) close();
      }}
    >
      {video ? (
        <>
          <div className={styles.head}>
            <h2 id="video-dialog-title" className={styles.title}>
              {video.title}
            </h2>
            <button type="button" className={styles.close} onClick={close} aria-label={t('common.close')}>
              <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true">
                <path d="M3 3l12 12M15 3L3 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          </div>
          <div className={styles.frame}>
            {isMp4(video.url) ? (
              failed ? (
                <p className={styles.error} role="alert">
                  {t('video.unsupported')}
                </p>
              ) : (
                <video ref={player} src={video.url} controls autoPlay playsInline onError={() => setFailed(true)} />
              )
            ) : (
              <iframe
                src={video.url}
                title={video.title}
                sandbox={embedSandbox(video.url)}
                allow="fullscreen; picture-in-picture"
              />
            )}
          </div>
        </>
      ) : null}
    </dialog>
  );
}
