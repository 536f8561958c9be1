/**
 * Where the offices sit on the map's placeholder (drawn on the server, shown until Leaflet is
 * loaded and kept when it cannot be): Web Mercator positions, scaled to fill the box with a
 * margin, as percentages of the box.
 */
export interface PlacedPoint {
  key: string;
  /** percent from the left */
  left: number;
  /** percent from the top */
  top: number;
}

/** Web Mercator, 0..1 across the world from the west and from the north */
export function mercator(lat: number, lng: number): { x: number; y: number } {
  const clamped = Math.max(-85.05112878, Math.min(85.05112878, lat));
  const phi = (clamped * Math.PI) / 180;
  return {
    x: (lng + 180) / 360,
    y: (1 - Math.log(Math.tan(Math.PI / 4 + phi / 2)) / Math.PI) / 2,
  };
}

/**
 * Places points in a box of the given aspect ratio (width / height) with `margin` percent kept
 * free on each side, keeping the map's proportions (the span that fits less sets the scale).
 */
export function placePoints(
  points: { key: string; lat: number; lng: number }[],
  aspect = 2,
  margin = 18,
): PlacedPoint[] {
  if (points.length === 0) return [];
  const projected = points.map((p) => ({ key: p.key, ...mercator(p.lat, p.lng) }));
  const xs = projected.map((p) => p.x);
  const ys = projected.map((p) => p.y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const spanX = maxX - minX;
  const spanY = maxY - minY;
  const usable = 100 - 2 * margin;
  // map units per percent of width and of height; equal ground distances stay equal on screen
  const unitsPerWidthPct = spanX / usable;
  const unitsPerHeightPct = spanY / usable;
  // one percent of the width is `aspect` times as long as one percent of the height
  const scaleH = Math.max(unitsPerHeightPct, unitsPerWidthPct / aspect);
  const scaleW = scaleH * aspect;
  const midX = (minX + maxX) / 2;
  const midY = (minY + maxY) / 2;
  const round = (n: number) => Math.round(n * 100) / 100;
  return projected.map((p) => ({
    key: p.key,
    left: round(scaleW > 0 ? 50 + (p.x - midX) / scaleW : 50),
    top: round(scaleH > 0 ? 50 + (p.y - midY) / scaleH : 50),
  }));
}
