/**
 * Staff uploads (POST /admin/uploads; docs/admin-api.md): what a file is, told by its bytes and
 * never by its name; images re-encoded by sharp (EXIF and every other metadata dropped, the
 * EXIF orientation applied first), stored under the SHA-256 of what is stored and their size
 * (shared/upload-names.ts: `<hash>-<w>x<h>.jpg`), with WebP variants for `srcset`
 * (`…-w480.webp`); SVG kept only after an allowlist sanitiser. Files land under
 * UPLOAD_DIR/media and are served at /uploads/media/… once a published record refers to them
 * (server/media-access.ts: a variant is public with its original).
 *
 * An mp4 video (an ISO BMFF file whose `ftyp` box names an mp4 brand) is taken too, as it comes:
 * the form reader (server/multipart.ts) writes every file to disk while it is received (never
 * held in memory; an mp4 at most UPLOAD_VIDEO_MAX_BYTES, anything else UPLOAD_MAX_BYTES), and a
 * video is then moved into place as `<hash>.mp4` (storeReceived).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sanitizeHtml from 'sanitize-html';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { UPLOAD_VARIANT_WIDTHS, uploadUrl, uploadVariantUrl } from '../shared/upload-names.js';
import type { ReceivedFile } from './multipart.js';

export { uploadOriginals as originalsOf } from '../shared/upload-names.js';

/** the raster formats accepted, as sharp names them, with their file extension */
const RASTER = { jpeg: 'jpg', png: 'png', webp: 'webp', avif: 'avif' } as const;
type ImageFormat = keyof typeof RASTER | 'svg';
export type UploadFormat = ImageFormat | 'mp4' | 'pdf';

/** the folder under UPLOAD_DIR (and /uploads) that holds the uploads */
export const UPLOAD_FOLDER = 'media';

/** largest image accepted, in pixels (a small file can decode to gigabytes: a "pixel bomb") */
const MAX_PIXELS = 100_000_000;

/** a file refused: 415 (not a kind accepted) or 422-like refusals answered 415 too, with the reason */
export class UploadRefused extends Error {
  constructor(message: string) {
    super(message);
  }
}

export interface StoredUpload {
  url: string;
  width: number;
  height: number;
  format: UploadFormat;
  bytes: number;
  variants: { width: number; url: string }[];
}

const ascii = (bytes: Uint8Array, from: number, to: number) => Buffer.from(bytes.subarray(from, to)).toString('latin1');

/** the format the bytes are (magic numbers), or undefined; SVG is text that opens with an <svg> element */
export function detectFormat(bytes: Uint8Array): ImageFormat | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (bytes.length >= 16 && ascii(bytes, 4, 8) === 'ftyp') {
    // ISO-BMFF: the major brand, then the compatible brands up to the box's end
    const boxEnd = Math.min(bytes.length, new DataView(bytes.buffer, bytes.byteOffset).getUint32(0));
    const brands = [ascii(bytes, 8, 12)];
    for (let at = 16; at + 4 <= boxEnd; at += 4) brands.push(ascii(bytes, at, at + 4));
    if (brands.includes('avif') || brands.includes('avis')) return 'avif';
    return undefined;
  }
  if (looksLikeSvg(bytes)) return 'svg';
  return undefined;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

function svgText(bytes: Uint8Array): string | undefined {
  try {
    return utf8.decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return undefined;
  }
}

/** an XML declaration, comments, a doctype, then <svg */
const SVG_START =
  /^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>/]/i;

function looksLikeSvg(bytes: Uint8Array): boolean {
  const text = svgText(bytes.subarray(0, 64 * 1024));
  // (a cut in the middle of a character at the 64 KiB mark: decode what is whole)
  const start = text ?? svgText(bytes.subarray(0, 64 * 1024 - 3)) ?? '';
  return SVG_START.test(start);
}

/** SVG elements kept: shapes, text, paint servers, grouping, clipping; never script, foreignObject, image, a, animation */
const SVG_TAGS = [
  'svg',
  'g',
  'defs',
  'symbol',
  'use',
  'title',
  'desc',
  'style',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
  'linearGradient',
  'radialGradient',
  'stop',
  'pattern',
  'clipPath',
  'mask',
  'marker',
  'filter',
  'feGaussianBlur',
  'feOffset',
  'feBlend',
  'feColorMatrix',
  'feComposite',
  'feFlood',
  'feMerge',
  'feMergeNode',
  'feMorphology',
];

/** attributes kept (presentation and geometry); never on*, never an href to anything but '#id' */
const SVG_ATTRIBUTES = [
  'id',
  'class',
  'viewBox',
  'preserveAspectRatio',
  'xmlns',
  'xmlns:xlink',
  'version',
  'width',
  'height',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'fx',
  'fy',
  'd',
  'points',
  'transform',
  'pathLength',
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-dasharray',
  'stroke-dashoffset',
  'opacity',
  'color',
  'clip-path',
  'clip-rule',
  'mask',
  'filter',
  'display',
  'visibility',
  'overflow',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'text-anchor',
  'dominant-baseline',
  'letter-spacing',
  'dx',
  'dy',
  'rotate',
  'textLength',
  'lengthAdjust',
  'offset',
  'stop-color',
  'stop-opacity',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'patternUnits',
  'patternContentUnits',
  'patternTransform',
  'clipPathUnits',
  'maskUnits',
  'maskContentUnits',
  'markerWidth',
  'markerHeight',
  'markerUnits',
  'refX',
  'refY',
  'orient',
  'marker-start',
  'marker-mid',
  'marker-end',
  'filterUnits',
  'primitiveUnits',
  'in',
  'in2',
  'result',
  'stdDeviation',
  'mode',
  'operator',
  'k1',
  'k2',
  'k3',
  'k4',
  'values',
  'type',
  'flood-color',
  'flood-opacity',
  'radius',
  'href',
  'xlink:href',
  'style',
];

/** a value that reaches outside the file: url(…) to anything but '#id', @import, a scheme */
function external(value: string): boolean {
  const v = value.replace(/\\/g, '').toLowerCase();
  if (/@import|expression\s*\(|javascript:|data:|-moz-binding|behavior\s*:/.test(v)) return true;
  for (const m of v.matchAll(/url\s*\(\s*(['"]?)\s*([^)'"]*)/g)) if (!m[2]!.startsWith('#')) return true;
  return false;
}

/**
 * The SVG with only the allowed elements and attributes: no script, no event handler, no
 * foreignObject, image, link or animation, no reference outside the file (href only to '#id',
 * no url() but to '#id', no @import). Refused when what is left is no SVG or no image sharp can draw.
 */
export function sanitizeSvg(text: string): string {
  if (/<!DOCTYPE[^>]*\[|<!ENTITY/i.test(text)) {
    throw new UploadRefused('SVG files with entity declarations are not accepted.');
  }
  const clean = sanitizeHtml(text, {
    allowedTags: SVG_TAGS,
    allowedAttributes: { '*': SVG_ATTRIBUTES },
    allowedSchemes: [],
    allowedSchemesAppliedToAttributes: [],
    allowProtocolRelative: false,
    parser: { xmlMode: true, lowerCaseTags: false, lowerCaseAttributeNames: false, decodeEntities: true },
    selfClosing: ['path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'stop', 'use', 'feMergeNode'],
    // the text of these goes with them
    nonTextTags: ['script', 'foreignObject', 'noscript', 'textarea', 'iframe', 'object', 'embed'],
    transformTags: {
      '*': (tagName, attribs) => {
        const kept: Record<string, string> = {};
        for (const [name, value] of Object.entries(attribs)) {
          if (/^on/i.test(name)) continue;
          if ((name === 'href' || name === 'xlink:href') && !value.trim().startsWith('#')) continue;
          if (external(value)) continue;
          kept[name] = value;
        }
        return { tagName, attribs: kept };
      },
    },
    exclusiveFilter: (frame) => frame.tag === 'style' && external(frame.text),
  });
  if (!/^\s*<svg[\s>]/i.test(clean)) throw new UploadRefused('This SVG has nothing left to show once made safe.');
  return clean;
}

function hashName(bytes: Uint8Array): string {
  return crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 32);
}

/** writes `bytes` to `file` unless it is there already (names are content hashes), through a temporary file */
async function store(file: string, bytes: Uint8Array): Promise<void> {
  if (fs.existsSync(file)) return;
  const temp = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  await fs.promises.writeFile(temp, bytes);
  await fs.promises.rename(temp, file);
}

/**
 * Checks, processes and stores an uploaded file under `uploadDir`/media; answers its URL (under
 * /uploads), size, format and variants. Throws UploadRefused for a file that is not an accepted
 * image (the API answers 415).
 */
export async function storeUpload(bytes: Uint8Array, uploadDir: string): Promise<StoredUpload> {
  const format = detectFormat(bytes);
  if (!format) {
    throw new UploadRefused(
      'Only JPEG, PNG, WebP, AVIF and SVG images, PDF documents and mp4 videos can be uploaded (the file was read, not its name).',
    );
  }
  const dir = path.join(uploadDir, UPLOAD_FOLDER);
  await fs.promises.mkdir(dir, { recursive: true });

  if (format === 'svg') {
    const clean = Buffer.from(sanitizeSvg(svgText(bytes) ?? ''), 'utf8');
    let meta: Metadata;
    try {
      meta = await sharp(clean, { limitInputPixels: MAX_PIXELS }).metadata();
    } catch {
      throw new UploadRefused('This SVG could not be read as an image.');
    }
    const [width, height] = [Math.round(meta.width ?? 0), Math.round(meta.height ?? 0)];
    const url = uploadUrl(hashName(clean), width, height, 'svg');
    await store(path.join(dir, path.basename(url)), clean);
    return {
      url,
      width,
      height,
      format,
      bytes: clean.byteLength,
      variants: [],
    };
  }

  let output: { data: Buffer; info: OutputInfo };
  try {
    // rotate() with no angle applies the EXIF orientation; the output keeps no metadata (sharp's default)
    const image = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate();
    const encoded =
      format === 'jpeg'
        ? image.jpeg({ quality: 85, mozjpeg: true })
        : format === 'png'
          ? image.png({ compressionLevel: 9 })
          : format === 'webp'
            ? image.webp({ quality: 85 })
            : image.avif({ quality: 60 });
    output = await encoded.toBuffer({ resolveWithObject: true });
  } catch {
    throw new UploadRefused(`This file looks like ${format.toUpperCase()} but could not be read as an image.`);
  }
  const { data, info } = output;
  const url = uploadUrl(hashName(data), info.width, info.height, RASTER[format]);
  await store(path.join(dir, path.basename(url)), data);

  const variants: StoredUpload['variants'] = [];
  for (const width of UPLOAD_VARIANT_WIDTHS) {
    if (width > info.width) break;
    const variant = await sharp(data).resize({ width }).webp({ quality: 80 }).toBuffer();
    const vUrl = uploadVariantUrl(url, width);
    await store(path.join(dir, path.basename(vUrl)), variant);
    variants.push({ width, url: vUrl });
  }
  return { url, width: info.width, height: info.height, format, bytes: data.byteLength, variants };
}

// ---------------------------------------------------------------- mp4 videos

/** the ISO BMFF brands of an mp4 video (ISO/IEC 14496-12 and -14, 3GPP/Apple/DASH variants of it) */
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'iso8',
  'iso9',
  'mp41',
  'mp42',
  'mp71',
  'avc1',
  'dash',
  'M4V ',
  'M4VP',
  'mmp4',
  'MSNV',
  'f4v ',
]);

/** the most bytes read before telling what a file is (an ftyp box is a few dozen bytes) */
export const SNIFF_BYTES = 4096;

/**
 * Whether the bytes open with an mp4's `ftyp` box: a sane size, then 'ftyp', the major brand, the
 * minor version and the compatible brands, one of them an mp4 brand (an AVIF or HEIF picture,
 * also ISO BMFF, is not a video).
 */
export function isMp4(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return false;
  const size = new DataView(bytes.buffer, bytes.byteOffset).getUint32(0);
  if (size < 16 || size > 1024 || size % 4 !== 0 || size > bytes.length) return false;
  const brands = [ascii(bytes, 8, 12)];
  for (let at = 16; at + 4 <= size; at += 4) brands.push(ascii(bytes, at, at + 4));
  if (brands.some((b) => b === 'avif' || b === 'avis' || b === 'heic' || b === 'heix' || b === 'mif1')) return false;
  return brands.some((b) => MP4_BRANDS.has(b));
}

// ---------------------------------------------------------------- PDF documents

/**
 * Whether the bytes are a PDF: they open with the PDF header `%PDF-` and a version (`%PDF-1.7`,
 * `%PDF-2.0`), whatever the file's name or declared type (issue 30)
 */
export function isPdf(bytes: Uint8Array): boolean {
  return bytes.length >= 8 && /^%PDF-[12]\.\d/.test(ascii(bytes, 0, 8));
}

/** the most bytes after a PDF's last `%%EOF` (line ends, padding some writers add) */
const PDF_TAIL = 1024;

/** whether the file at `file` (`size` bytes) ends as a PDF does: `%%EOF` within its last PDF_TAIL bytes */
export async function endsLikePdf(file: string, size: number): Promise<boolean> {
  const length = Math.min(size, PDF_TAIL);
  const handle = await fs.promises.open(file, 'r');
  try {
    const tail = Buffer.alloc(length);
    await handle.read(tail, 0, length, size - length);
    return tail.toString('latin1').includes('%%EOF');
  } finally {
    await handle.close();
  }
}

/** the URL of a stored PDF */
export function pdfUploadUrl(hash: string): string {
  return `/uploads/${UPLOAD_FOLDER}/${hash}.pdf`;
}

/** the URL of a stored video */
export function videoUploadUrl(hash: string): string {
  return `/uploads/${UPLOAD_FOLDER}/${hash}.mp4`;
}

/** a file larger than the limit of its kind: 413 */
export class UploadTooLarge extends Error {
  constructor(readonly maxBytes: number) {
    super(
      `The file is larger than ${Math.floor(maxBytes / (1024 * 1024))} MB (${maxBytes} bytes), the most that can be uploaded.`,
    );
  }
}

/**
 * Stores a file the form reader received (server/multipart.ts: on disk, hashed, its first bytes
 * kept): an mp4 (at most `videoMaxBytes`) is moved into place as `<hash>.mp4`; anything else (at
 * most `imageMaxBytes`) is read and stored by storeUpload. Throws UploadTooLarge or UploadRefused.
 */
export async function storeReceived(
  file: ReceivedFile,
  uploadDir: string,
  imageMaxBytes: number,
  videoMaxBytes: number,
): Promise<StoredUpload> {
  if (file.size > 0 && isPdf(file.head)) {
    // a document (a notice, a decision: issue 30), at most the pictures' limit; kept as it came
    if (file.size > imageMaxBytes) throw new UploadTooLarge(imageMaxBytes);
    if (!(await endsLikePdf(file.path, file.size)))
      throw new UploadRefused('This file starts like a PDF but has no end of one (%%EOF): it may be cut short.');
    const url = pdfUploadUrl(file.sha256.slice(0, 32));
    await moveIntoPlace(file, uploadDir, url);
    return { url, width: 0, height: 0, format: 'pdf', bytes: file.size, variants: [] };
  }
  if (file.size > 0 && isMp4(file.head)) {
    if (file.size > videoMaxBytes) throw new UploadTooLarge(videoMaxBytes);
    const url = videoUploadUrl(file.sha256.slice(0, 32));
    await moveIntoPlace(file, uploadDir, url);
    return { url, width: 0, height: 0, format: 'mp4', bytes: file.size, variants: [] };
  }
  if (file.size > imageMaxBytes) throw new UploadTooLarge(imageMaxBytes);
  const bytes = file.path ? await fs.promises.readFile(file.path) : Buffer.alloc(0);
  return storeUpload(new Uint8Array(bytes), uploadDir);
}

/** a received file moved to `url`'s place under `uploadDir` (names are content hashes: one there already is the same file) */
async function moveIntoPlace(file: ReceivedFile, uploadDir: string, url: string): Promise<void> {
  const dir = path.join(uploadDir, UPLOAD_FOLDER);
  await fs.promises.mkdir(dir, { recursive: true });
  const target = path.join(dir, path.basename(url));
  if (fs.existsSync(target)) await fs.promises.rm(file.path, { force: true });
  else
    await fs.promises.rename(file.path, target).catch(async (err: NodeJS.ErrnoException) => {
      // (another file system: copied, then the received file removed)
      if (err.code !== 'EXDEV') throw err;
      await fs.promises.copyFile(file.path, `${target}.${process.pid}.tmp`);
      await fs.promises.rename(`${target}.${process.pid}.tmp`, target);
      await fs.promises.rm(file.path, { force: true });
    });
}
