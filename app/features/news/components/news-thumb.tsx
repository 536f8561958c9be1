/** A news thumbnail in a fixed 16:9 box (the demo and editor images are 800×450), so nothing shifts as it loads. */
import { pictureAttrs } from '../../../lib/picture';
import styles from './news-thumb.module.css';

export function NewsThumb({
  src,
  className,
  eager = false,
}: {
  src: string | null;
  className?: string;
  eager?: boolean;
}) {
  return (
    <span className={`${styles.frame} ${className ?? ''}`}>
      {src ? (
        <img
          className={styles.img}
          {...pictureAttrs(src, '(min-width: 640px) 40vw, 100vw')}
          alt=""
          width={800}
          height={450}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      ) : (
        <svg className={styles.placeholder} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
          <path d="M9 30 C14 20 18 13 25 9 C24 17 24 24 28 30 Z" fill="currentColor" />
        </svg>
      )}
    </span>
  );
}
