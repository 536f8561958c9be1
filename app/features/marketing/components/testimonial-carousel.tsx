/** What clients say, in a carousel turning every 6 s. */
import type { Testimonial } from '../content/testimonials';
import { useTranslation } from '../../../i18n';
import { Carousel } from '../../../components/carousel';
import styles from './testimonial-carousel.module.css';

export type { Testimonial };

export const TESTIMONIAL_AUTOPLAY_MS = 6000;

export function TestimonialCarousel({ items, label }: { items: Testimonial[]; label: string }) {
  const { t } = useTranslation();
  return (
    <Carousel label={label} perView={{ wide: 2, medium: 1, small: 1 }} gap={24} autoplayMs={TESTIMONIAL_AUTOPLAY_MS}>
      {items.map((item) => (
        <figure key={item.name} className={styles.card}>
          <svg className={styles.mark} width="36" height="28" viewBox="0 0 36 28" aria-hidden="true">
            <path
              fill="currentColor"
              d="M0 28V16C0 7 5 1.5 14 0l1.5 3.5C10 5 8 8.5 8 13h7v15zm21 0V16c0-9 5-14.5 14-16l1 3.5C31 5 29 8.5 29 13h7v15z"
            />
          </svg>
          <blockquote className={styles.quote}>{item.quote}</blockquote>
          <figcaption className={styles.who}>
            {item.photo ? (
              <img src={item.photo} alt={t('widgets.portrait', { name: item.name })} width={48} height={48} loading="lazy" />
            ) : null}
            <span>
              <strong>{item.name}</strong>
              <span className={styles.role}>{item.role}</span>
            </span>
          </figcaption>
        </figure>
      ))}
    </Carousel>
  );
}
