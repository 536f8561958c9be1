/**
 * The map pin drawn beside a place (an event's venue, an office's "show on the map"): decorative,
 * hidden from screen readers, in the text's colour. Without a size it takes the one its CSS gives.
 */
export function PinIcon({ size, strokeWidth }: { size?: number; strokeWidth: number }) {
  return (
    <svg viewBox="0 0 16 16" width={size} height={size} aria-hidden="true">
      <path
        d="M8 15s5-4.6 5-8.5A5 5 0 0 0 3 6.5C3 10.4 8 15 8 15z"
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
      />
      <circle cx="8" cy="6.5" r="1.8" fill="currentColor" />
    </svg>
  );
}
