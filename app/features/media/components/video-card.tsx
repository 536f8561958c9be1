/** A large video thumbnail with a play button that opens the video dialog (about intro, testimonials). */
import type { VideoItem } from './video-dialog';
import { VideoLauncher } from './video-launcher';
import styles from './video-card.module.css';

export function VideoCard({
  video,
  thumbUrl,
  label,
  caption,
}: {
  video: VideoItem;
  thumbUrl: string | null;
  /** the button's accessible name */
  label: string;
  /** a line over the bottom of the picture */
  caption?: string;
}) {
  return (
    <VideoLauncher video={video} label={label} className={styles.card}>
      {thumbUrl ? <img src={thumbUrl} alt="" width={640} height={360} loading="lazy" /> : null}
      <span className={styles.play} aria-hidden="true">
        <svg width="26" height="26" viewBox="0 0 22 22">
          <path d="M7 4l12 7-12 7z" fill="currentColor" />
        </svg>
      </span>
      {caption ? <span className={styles.caption}>{caption}</span> : null}
    </VideoLauncher>
  );
}
