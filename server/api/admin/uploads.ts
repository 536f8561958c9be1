/**
 * POST /admin/uploads (admin, editor; docs/admin-api.md): one image as multipart/form-data
 * (field `file`), at most UPLOAD_MAX_BYTES (413 beyond). What it is comes from its bytes: JPEG,
 * PNG, WebP, AVIF (re-encoded, metadata dropped, orientation applied, WebP variants) or a
 * sanitised SVG; anything else 415 (server/uploads.ts). Answers `{url, width, height, format,
 * bytes, variants}`; the file is public only once a published record refers to its URL.
 */
import { Hono, type Context } from 'hono';
import { adminContentEndpoints as ep } from '../../../shared/admin-content-endpoints.js';
import { storeUpload, UploadRefused } from '../../uploads.js';
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

/** the request body, read no further than `limit` bytes (413 past it) */
async function readLimited(c: Context, limit: number): Promise<Uint8Array> {
  const stream = c.req.raw.body;
  if (!stream) return new Uint8Array(0);
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw tooLarge(limit - FRAMING);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** the form of the request: read here within the limit, or as authenticate already read it (a console form's _csrf field) */
async function readForm(c: Context<AdminEnv>, max: number): Promise<FormData | Record<string, unknown>> {
  const type = c.req.header('content-type') ?? '';
  if (!/^\s*multipart\/form-data\b/i.test(type)) {
    throw new ApiError(415, 'Send the file as multipart/form-data, in the field "file".');
  }
  const declared = Number(c.req.header('content-length') ?? '0');
  if (declared > max + FRAMING) throw tooLarge(max);
  if (c.req.raw.bodyUsed) return c.req.parseBody({ all: true });
  const bytes = await readLimited(c, max + FRAMING);
  try {
    return await new Response(new Blob([bytes as Uint8Array<ArrayBuffer>]), {
      headers: { 'content-type': type },
    }).formData();
  } catch {
    throw new AdminInputError({ file: 'The upload could not be read: send one file as multipart/form-data.' });
  }
}

export const adminUploadsApi = new Hono<AdminEnv>().post(
  ep.upload.route,
  requireStaff('admin', 'editor'),
  async (c) => {
    const { uploads } = c.var.deps;
    if (!uploads) throw new ApiError(503, 'Uploads are not set up on this server.');
    const form = await readForm(c, uploads.maxBytes);
    const files =
      form instanceof FormData ? form.getAll('file') : ([form.file].flat().filter((f) => f !== undefined) as unknown[]);
    if (files.length !== 1 || !(files[0] instanceof File)) {
      throw new AdminInputError({ file: files.length > 1 ? 'Send one file at a time.' : 'Choose a file to upload.' });
    }
    const file = files[0];
    if (file.size > uploads.maxBytes) throw tooLarge(uploads.maxBytes);
    if (file.size === 0) throw new AdminInputError({ file: 'The file is empty.' });
    try {
      const stored = await storeUpload(new Uint8Array(await file.arrayBuffer()), uploads.dir);
      return adminOk(c, ep.upload, stored);
    } catch (err) {
      if (err instanceof UploadRefused) throw new ApiError(415, err.message);
      throw err;
    }
  },
);
