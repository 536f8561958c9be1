/**
 * The WebP variants of the demo's large pictures (shared/media-variants.ts), rendered from their
 * SVG by sharp and stored next to it. Renderings are kept in a cache keyed by the drawing's
 * bytes (node_modules/.cache/sailfish-media-variants, or MEDIA_VARIANT_CACHE), so a fresh
 * database seeded again, as every test server and benchmark does, copies them instead of
 * drawing them again.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { variantWidths, webpVariant } from '../../../shared/media-variants.js';
import { uploadUrl } from './context.js';

/** bump to draw every cached variant again (a change of quality or renderer) */
const VERSION = 'webp-q80-1';

const CACHE_DIR = process.env.MEDIA_VARIANT_CACHE || path.resolve('node_modules/.cache/sailfish-media-variants');

/** how many drawings at once (sharp itself uses several threads) */
const PARALLEL = 2;

async function writeAtomically(file: string, bytes: Uint8Array): Promise<void> {
  const temp = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  await fs.promises.writeFile(temp, bytes);
  await fs.promises.rename(temp, file);
}

/** the WebP of `svg` at `width` px wide: from the cache, or drawn and kept there (also used by the build: vite.config.ts) */
export async function renderWebp(svg: string, width: number): Promise<Buffer> {
  const key = crypto.createHash('sha256').update(`${VERSION}\n${width}\n${svg}`).digest('hex');
  const cached = path.join(CACHE_DIR, `${key}.webp`);
  try {
    return await fs.promises.readFile(cached);
  } catch {
    // not drawn yet
  }
  const bytes = await sharp(Buffer.from(svg)).resize({ width }).webp({ quality: 80 }).toBuffer();
  try {
    fs.mkdirSync(CACHE_DIR, { recursive: true });
    await writeAtomically(cached, bytes);
  } catch {
    // a cache that cannot be written only costs time
  }
  return bytes;
}

/** writes the variants of every picture in `files` (paths relative to the upload directory) that has them */
export async function writeVariants(uploadDir: string, files: Map<string, string>): Promise<number> {
  const jobs: { file: string; svg: string; width: number }[] = [];
  for (const [rel, svg] of files) {
    const url = uploadUrl(rel);
    for (const width of variantWidths(url)) {
      jobs.push({ file: path.join(uploadDir, webpVariant(url, width).slice('/uploads/'.length)), svg, width });
    }
  }
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++]!;
      await writeAtomically(job.file, await renderWebp(job.svg, job.width));
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return jobs.length;
}
