/**
 * The one carousel of the site (banners, partners, team, testimonials, news).
 *
 * A CSS scroll-snap track: the slides are laid out by CSS from the first server render (no
 * layout shift, works without JavaScript, native swipe on touch screens), and the script adds
 * previous/next buttons, dots, arrow keys and autoplay. Autoplay pauses while the pointer is
 * over the carousel, while focus is inside it, while it is off screen or the tab hidden, when
 * the visitor presses pause, and never starts under `prefers-reduced-motion`. Next from the
 * last position goes back to the first (the carousels loop).
 */
import { Children, useCallback, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from '../i18n';
import styles from './carousel.module.css';

export interface CarouselProps {
  /** accessible name of the carousel */
  label: string;
  /** one node per slide */
  children: ReactNode;
  /** slides in view: wide >= 1100 px, medium 700-1099 px, small < 700 px */
  perView?: { wide: number; medium?: number; small: number };
  /** px between slides */
  gap?: number;
  /** autoplay interval in ms (no autoplay when absent) */
  autoplayMs?: number;
  className?: string;
  /** show the position dots (default true) */
  dots?: boolean;
  /** a class for each slide */
  slideClassName?: string;
}

function reducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

export function Carousel({
  label,
  children,
  perView = { wide: 1, small: 1 },
  gap = 0,
  autoplayMs,
  className,
  dots = true,
  slideClassName,
}: CarouselProps) {
  const { t } = useTranslation();
  const slides = Children.toArray(children);
  const count = slides.length;
  const track = useRef<HTMLDivElement>(null);
  const root = useRef<HTMLElement>(null);
  // measured in the browser: the first slide in view and how many positions there are
  const [index, setIndex] = useState(0);
  const [positions, setPositions] = useState<number | null>(null);
  const [hover, setHover] = useState(false);
  const [focused, setFocused] = useState(false);
  const [visible, setVisible] = useState(false);
  const [stopped, setStopped] = useState(false);
  const [motionOk, setMotionOk] = useState(false);

  const step = useCallback(() => {
    const el = track.current;
    const first = el?.children[0] as HTMLElement | undefined;
    return first ? first.offsetWidth + gap : 0;
  }, [gap]);

  // where a button, a dot, a key or the autoplay is taking the track: until it gets there, the
  // positions passed on the way do not count (a second key press goes on from the target)
  const target = useRef<{ index: number; until: number } | null>(null);

  const measure = useCallback(() => {
    const el = track.current;
    const s = step();
    if (!el || !s) return;
    const inView = Math.max(1, Math.round((el.clientWidth + gap) / s));
    setPositions(Math.max(1, count - inView + 1));
    const at = Math.min(Math.round(el.scrollLeft / s), Math.max(0, count - inView));
    const moving = target.current;
    if (moving && at !== moving.index && performance.now() < moving.until) return;
    target.current = null;
    setIndex(at);
  }, [count, gap, step]);

  useEffect(() => {
    measure();
    const el = track.current;
    if (!el) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    const resize = new ResizeObserver(onScroll);
    resize.observe(el);
    return () => {
      cancelAnimationFrame(frame);
      el.removeEventListener('scroll', onScroll);
      resize.disconnect();
    };
  }, [measure]);

  useEffect(() => {
    setMotionOk(!reducedMotion());
    const el = root.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(([entry]) => setVisible(entry?.isIntersecting ?? false));
    io.observe(el);
    return () => io.disconnect();
  }, []);

  const goTo = useCallback(
    (i: number) => {
      const el = track.current;
      if (!el) return;
      target.current = { index: i, until: performance.now() + 1500 };
      el.scrollTo({ left: i * step(), behavior: reducedMotion() ? 'auto' : 'smooth' });
      setIndex(i);
    },
    [step],
  );

  const last = (positions ?? 1) - 1;
  const next = useCallback(() => goTo(index >= last ? 0 : index + 1), [goTo, index, last]);
  const prev = useCallback(() => goTo(index <= 0 ? last : index - 1), [goTo, index, last]);

  const canMove = positions !== null && positions > 1;
  const playing = Boolean(autoplayMs) && canMove && motionOk && !stopped && !hover && !focused && visible;

  useEffect(() => {
    if (!playing || !autoplayMs) return;
    const timer = window.setInterval(() => {
      if (!document.hidden) next();
    }, autoplayMs);
    return () => window.clearInterval(timer);
  }, [playing, autoplayMs, next]);

  const style = {
    '--pv-wide': perView.wide,
    '--pv-medium': perView.medium ?? Math.min(perView.wide, Math.max(perView.small, 2)),
    '--pv-small': perView.small,
    '--gap': `${gap}px`,
  } as CSSProperties;

  if (count === 0) return null;

  return (
    <section
      ref={root}
      className={`${styles.carousel} ${className ?? ''}`}
      style={style}
      aria-roledescription={t('carousel.carousel')}
      aria-label={label}
      onMouseEnter={() => setHover(true)}
      onMouseLeave={() => setHover(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={(e) => {
        if (!canMove) return;
        if (e.key === 'ArrowRight') {
          e.preventDefault();
          next();
        } else if (e.key === 'ArrowLeft') {
          e.preventDefault();
          prev();
        }
      }}
    >
      <div
        ref={track}
        className={styles.track}
        // a scrollable region must be reachable by keyboard (the arrow keys move it)
        tabIndex={0}
        role="group"
        aria-label={t('carousel.slides')}
        aria-live={playing ? 'off' : 'polite'}
      >
        {slides.map((slide, i) => (
          <div
            key={i}
            className={`${styles.slide} ${slideClassName ?? ''}`}
            role="group"
            aria-roledescription={t('carousel.slide')}
            aria-label={t('carousel.position', { n: i + 1, total: count })}
          >
            {slide}
          </div>
        ))}
      </div>
      <div className={styles.controls} data-ready={positions !== null ? '' : undefined}>
        {canMove ? (
          <>
            <button type="button" className={`${styles.arrow} ${styles.prev}`} onClick={prev} aria-label={t('carousel.prev')} />
            {dots && positions <= 10 ? (
              <div className={styles.dots}>
                {Array.from({ length: positions }, (_, i) => (
                  <button
                    key={i}
                    type="button"
                    className={styles.dot}
                    aria-label={t('carousel.goTo', { n: i + 1 })}
                    aria-current={i === index ? 'true' : undefined}
                    onClick={() => goTo(i)}
                  />
                ))}
              </div>
            ) : null}
            {autoplayMs && motionOk ? (
              <button
                type="button"
                className={`${styles.arrow} ${stopped ? styles.play : styles.pause}`}
                onClick={() => setStopped((s) => !s)}
                aria-label={stopped ? t('carousel.play') : t('carousel.pause')}
                aria-pressed={stopped}
              />
            ) : null}
            <button type="button" className={`${styles.arrow} ${styles.next}`} onClick={next} aria-label={t('carousel.next')} />
          </>
        ) : null}
      </div>
    </section>
  );
}
