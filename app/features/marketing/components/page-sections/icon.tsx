/** The line icons of the feature boxes and steps on the service and product pages (24 px grid). */
import type { IconName } from '../../content/pages/types';

const PATHS: Record<IconName, string> = {
  browser: 'M3 5h18v14H3zM3 9h18M6 7h.01M9 7h.01M8 16l3-3 2 2 3-4',
  archive: 'M3 4h18v4H3zM5 8v12h14V8M10 12h4',
  water: 'M12 3c3.5 4.5 6 7.6 6 10.5a6 6 0 01-12 0C6 10.6 8.5 7.5 12 3zM9 14a3 3 0 003 3',
  offline: 'M2 8a15 15 0 0120 0M5 12a10 10 0 0114 0M8.5 15.5a5 5 0 017 0M12 19h.01M3 3l18 18',
  battery: 'M3 7h16v10H3zM21 10v4M6 10h6v4H6z',
  ranking: 'M4 20V10h4v10M10 20V4h4v16M16 20v-7h4v7',
  install: 'M14 6l4 4-9 9H5v-4zM12 8l4 4M17 3l4 4',
  box: 'M12 3l8 4v10l-8 4-8-4V7zM4 7l8 4 8-4M12 11v10',
  signal: 'M12 20v-6M8.5 9.5a5 5 0 017 0M5.5 6.5a9.5 9.5 0 0113 0M12 14h.01',
  recycle: 'M4 12a8 8 0 0114-5.3L20 9M20 4v5h-5M20 12a8 8 0 01-14 5.3L4 15M4 20v-5h5',
  camera: 'M3 7h4l2-3h6l2 3h4v12H3zM12 17a4 4 0 100-8 4 4 0 000 8z',
  drone: 'M9 10h6v4H9zM5 5h4M15 5h4M7 5v5M17 5v5M7 10h2M15 10h2M10 14l-2 4M14 14l2 4',
  map: 'M3 6l6-2 6 2 6-2v14l-6 2-6-2-6 2zM9 4v14M15 6v14',
  cube: 'M12 3l8 4.5v9L12 21l-8-4.5v-9zM12 12l8-4.5M12 12v9M12 12L4 7.5',
  broadcast: 'M12 12h.01M8 8a5.7 5.7 0 000 8M16 8a5.7 5.7 0 010 8M5 5a10 10 0 000 14M19 5a10 10 0 010 14',
  director: 'M3 5h13v10H3zM16 9l5-3v8l-5-3M7 19h5M9.5 15v4',
  share:
    'M18 8a3 3 0 100-6 3 3 0 000 6zM6 15a3 3 0 100-6 3 3 0 000 6zM18 22a3 3 0 100-6 3 3 0 000 6zM8.6 13.5l6.8 4M15.4 6.5l-6.8 4',
  photo: 'M3 5h18v14H3zM3 16l5-5 4 4 3-3 6 6M15.5 9.5h.01',
  chart: 'M3 3v18h18M7 15l4-5 3 3 5-7',
  clock: 'M12 21a9 9 0 100-18 9 9 0 000 18zM12 7v5l3 2',
  alert: 'M12 3l10 18H2zM12 10v5M12 18h.01',
  satellite: 'M13 7l4 4-6 6-4-4zM6 14l-3 3 4 4 3-3M15 5l2-2 4 4-2 2M16 16a4 4 0 004-4M16 20a8 8 0 008-8',
  trophy: 'M8 4h8v6a4 4 0 01-8 0zM8 6H4a4 4 0 004 4M16 6h4a4 4 0 01-4 4M12 14v4M8 21h8M10 18h4',
  wind: 'M3 8h11a3 3 0 10-3-3M3 12h16a3 3 0 11-3 3M3 16h8',
};

export function Icon({ name, size = 28 }: { name: IconName; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
