/**
 * A number that counts up from 0 when it scrolls into view (4000 ms, easing out). The server
 * HTML holds the final number (crawlers, no-JS visitors, screen readers read it); the width
 * is reserved for the final number, so counting never moves the layout.
 */
import { useEffect, useRef, useState } from 'react';
import styles from './count-up.module.css';

export const COUNT_UP_MS = 4000;

/** 860000 -> "860,000": the same on the server and in every browser (no locale data) */
export function groupDigits(n: number): string {
  const [int, frac] = String(Math.round(n * 100) / 100).split('.');
  const grouped = int!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return frac ? `${grouped}.${frac}` : grouped;
}

/** ease-out cubic: fast start, gentle landing on the final number */
export function countAt(value: number, elapsed: number, duration: number): number {
  if (elapsed >= duration) return value;
  const p = Math.max(0, elapsed) / duration;
  return Math.round(value * (1 - (1 - p) ** 3));
}

export function CountUp({
  value,
  suffix = '',
  duration = COUNT_UP_MS,
  group = true,
  className,
}: {
  value: number;
  suffix?: string;
  duration?: number;
  /** group thousands with commas (860,000); false writes the digits as they are (5257) */
  group?: boolean;
  className?: string;
}) {
  const fmt = group ? groupDigits : (n: number) => String(n);
  const el = useRef<HTMLSpanElement>(null);
  const [shown, setShown] = useState(value);
  const [done, setDone] = useState(true);

  useEffect(() => {
    const node = el.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    let frame = 0;
    setShown(0);
    setDone(false);
    const io = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        io.disconnect();
        const start = performance.now();
        const tick = (now: number) => {
          const elapsed = now - start;
          setShown(countAt(value, elapsed, duration));
          if (elapsed < duration) frame = requestAnimationFrame(tick);
          else setDone(true);
        };
        frame = requestAnimationFrame(tick);
      },
      { threshold: 0.4 },
    );
    io.observe(node);
    return () => {
      io.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [value, duration]);

  const final = fmt(value) + suffix;
  return (
    <span className={`${styles.count} ${className ?? ''}`} data-done={done ? '' : undefined}>
      {/* the final figure for assistive technology; the moving one is decoration */}
      <span className="visually-hidden">{final}</span>
      <span ref={el} aria-hidden="true" className={styles.num} style={{ minWidth: `${final.length}ch` }}>
        {fmt(shown)}
        {suffix}
      </span>
    </span>
  );
}
