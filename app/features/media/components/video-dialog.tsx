/**
 * The video dialog (docs/product.md §4): a URL ending in .mp4 plays in Video.js (loaded only when the
 * dialog opens: playback rates 0.7/1/1.5/2, 16:9, controls hide after 2000 ms of inactivity),
 * anything else is embedded in a sandboxed frame. The title is shown; closing the dialog
 * pauses the video. When the video cannot play, Video.js's own error (e.g. code 4, no
 * compatible source) shows in the player and the site's message under it.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { Spinner } from '../../../components/spinner';
import type { Player } from './video-player';
import styles from './video-dialog.module.css';
import '../messages/register';

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

/** the Video.js player of one mp4, created when shown and disposed when gone */
function Mp4Player({ url, onPlayer }: { url: string; onPlayer: (p: Player | null) => void }) {
  const { t, i18n } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');

  useEffect(() => {
    let player: Player | null = null;
    let cancelled = false;
    setState('loading');
    import('./video-player')
      .then(({ createPlayer }) => {
        if (cancelled || !host.current) return;
        // Video.js takes over the element it is given: React keeps only the host
        const el = document.createElement('video');
        // (vjs-16-9: the size from video-js.css, Video.js adds no <style> of its own under the CSP)
        el.className = 'video-js vjs-big-play-centered vjs-16-9';
        el.setAttribute('playsinline', '');
        host.current.appendChild(el);
        const p = createPlayer(el, url, i18n.language === 'en' ? 'en' : 'zh');
        player = p;
        p.on('error', () => {
          if (!cancelled) setState('error');
        });
        // The element's own error, in case it came before Video.js listened to its tech (a
        // source that fails at once): hand it to the player, which shows its message and
        // raises the 'error' above.
        const forward = () => {
          if (!cancelled && el.error && !p.error()) p.error(el.error.code);
        };
        el.addEventListener('error', forward);
        p.ready(() => {
          if (cancelled) return;
          forward();
          // an error raised while the player was being set up is kept by the player
          setState((s) => (s === 'error' || p.error() ? 'error' : 'ready'));
        });
        onPlayer(player);
      })
      .catch(() => {
        if (!cancelled) setState('error');
      });
    return () => {
      cancelled = true;
      onPlayer(null);
      player?.dispose();
    };
    // the player is made once per URL: a new language or callback must not rebuild it mid-play
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url]);

  return (
    <>
      <div className={styles.player} ref={host} data-state={state}>
        {state === 'loading' ? (
          <div className={styles.loading}>
            <Spinner label={t('common.loading')} />
          </div>
        ) : null}
      </div>
      {state === 'error' ? (
        <p className={styles.message} role="alert">
          {t('video.unsupported')}
        </p>
      ) : null}
    </>
  );
}

export function VideoDialog({ video, onClose }: { video: VideoItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const player = useRef<Player | null>(null);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (video && !el.open) el.showModal();
    else if (!video && el.open) el.close();
  }, [video]);

  const close = () => {
    player.current?.pause();
    if (dialog.current?.open) dialog.current.close();
    onClose();
  };

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby="video-dialog-title"
      onClose={() => {
        if (video) close();
      }}
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
          {isMp4(video.url) ? (
            <Mp4Player key={video.url} url={video.url} onPlayer={(p) => (player.current = p)} />
          ) : (
            <div className={styles.frame}>
              <iframe
                src={video.url}
                title={video.title}
                sandbox={embedSandbox(video.url)}
                allow="fullscreen; picture-in-picture"
              />
            </div>
          )}
        </>
      ) : null}
    </dialog>
  );
}
