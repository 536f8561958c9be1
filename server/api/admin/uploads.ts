/**
 * POST /admin/uploads (admin, editor; docs/admin-api.md): one file as multipart/form-data
 * (field `file`). What it is comes from its bytes: JPEG, PNG, WebP, AVIF (re-encoded, metadata
 * dropped, orientation applied, WebP variants) or a sanitised SVG, at most UPLOAD_MAX_BYTES; or
 * an mp4 video, at most UPLOAD_VIDEO_MAX_BYTES, written to disk as it arrives (never held in
 * memory); anything else 415 (server/uploads.ts), a file over its limit 413. Answers `{url,
 * width, height, format, bytes, variants}` (an mp4: width and height 0, no variants); the file
 * is public only once a published record refers to its URL.
 */
import { Hono, type Context } from 'hono';
import { adminContentEndpoints as ep } from '../../../shared/admin-content-endpoints.js';
import { readMultipart, MultipartError } from '../../multipart.js';
import { storeBytes, UploadReceiver, UploadRefused, UploadTooLarge, type StoredUpload } from '../../uploads.js';
import { ApiError } from '../http.js';
import { requireStaff, type AdminEnv } from './auth.js';
import { AdminInputError, adminOk } from './http.js';

/** room for the multipart framing and a CSRF field around the file */
const FRAMING = 64 * 1024;

const tooLarge = (max: number) =>
  new ApiError(
    413,
    `The file is larger than ${Math.floor(max / (1024 * 1024))} MB (${max} bytes), the most that can be uploaded.`,
  );

/** the multipart boundary's Content-Type, or 415 */
function multipartType(c: Context): string {
  const type = c.req.header('content-type') ?? '';
  if (!/^\s*multipart\/form-data\b/i.test(type)) {
    throw new ApiError(415, 'Send the file as multipart/form-data, in the field "file".');
  }
  return type;
}

const oneFile = (count: number) =>
  new AdminInputError({ file: count > 1 ? 'Send one file at a time.' : 'Choose a file to upload.' });

/**
 * The file of a form the CSRF check has read already (a console form with its _csrf field and no
 * X-CSRF-Token header): held in memory by then, stored from there.
 */
async function storeParsed(c: Context<AdminEnv>, uploads: Uploads): Promise<StoredUpload> {
  const form = await c.req.parseBody({ all: true });
  const files = [form.file].flat().filter((f) => f !== undefined) as unknown[];
  if (files.length !== 1 || !(files[0] instanceof File)) throw oneFile(files.length);
  const file = files[0];
  if (file.size === 0) throw new AdminInputError({ file: 'The file is empty.' });
  return storeBytes(new Uint8Array(await file.arrayBuffer()), uploads.dir, uploads.maxBytes, videoMax(uploads));
}

type Uploads = NonNullable<AdminEnv['Variables']['deps']['uploads']>;
const videoMax = (uploads: Uploads) => uploads.videoMaxBytes ?? uploads.maxBytes;

/** the form read as it arrives: its one file streamed to a receiver (an mp4 to disk), then stored */
async function storeStreamed(c: Context<AdminEnv>, type: string, uploads: Uploads): Promise<StoredUpload> {
  const receivers: UploadReceiver[] = [];
  let others = 0;
  try {
    await readMultipart(c.req.raw.body ?? new Blob([]).stream(), {
      contentType: type,
      onFile: (field) => {
        if (field !== 'file') {
          others++;
          return { write: () => {}, end: () => {} };
        }
        if (receivers.length > 0) throw oneFile(2);
        const receiver = new UploadReceiver(uploads.dir, uploads.maxBytes, videoMax(uploads));
        receivers.push(receiver);
        return receiver;
      },
    });
    const receiver = receivers[0];
    if (!receiver) throw oneFile(others);
    if (receiver.size === 0) throw new AdminInputError({ file: 'The file is empty.' });
    return await receiver.result();
  } catch (err) {
    for (const r of receivers) await r.discard();
    if (err instanceof MultipartError)
      throw new AdminInputError({ file: 'The upload could not be read: send one file as multipart/form-data.' });
    throw err;
  }
}

export const adminUploadsApi = new Hono<AdminEnv>().post(
  ep.upload.route,
  requireStaff('admin', 'editor'),
  async (c) => {
    const { uploads } = c.var.deps;
    if (!uploads) throw new ApiError(503, 'Uploads are not set up on this server.');
    const type = multipartType(c);
    const largest = Math.max(uploads.maxBytes, videoMax(uploads));
    const declared = Number(c.req.header('content-length') ?? '0');
    if (declared > largest + FRAMING) throw tooLarge(largest);
    try {
      const stored = c.req.raw.bodyUsed ? await storeParsed(c, uploads) : await storeStreamed(c, type, uploads);
      return adminOk(c, ep.upload, stored);
    } catch (err) {
      if (err instanceof UploadRefused) throw new ApiError(415, err.message);
      if (err instanceof UploadTooLarge) throw tooLarge(err.maxBytes);
      throw err;
    }
  },
);
