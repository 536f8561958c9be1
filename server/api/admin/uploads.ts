/**
 * POST /admin/uploads (admin, editor; a scorer assigned to an event, for its notice board;
 * docs/admin-api.md): one file as multipart/form-data (field `file`). What it is comes from its
 * bytes: JPEG, PNG, WebP, AVIF (re-encoded, metadata dropped, orientation applied, WebP
 * variants) or a sanitised SVG, or a PDF (`%PDF-`, kept as it came), at most UPLOAD_MAX_BYTES; or
 * an mp4 video, at most UPLOAD_VIDEO_MAX_BYTES, written to disk as it arrives (never held in
 * memory); anything else 415 (server/uploads.ts), a file over its limit 413. Answers `{url,
 * width, height, format, bytes, variants}` (an mp4: width and height 0, no variants); the file
 * is public only once a published record refers to its URL.
 */
import { Hono, type Context } from 'hono';
import { adminContentEndpoints as ep } from '../../../shared/admin-content-endpoints.js';
import { isMultipartType } from '../../multipart.js';
import { storeReceived, UploadRefused, UploadTooLarge } from '../../uploads.js';
import { ApiError } from '../http.js';
import { requireStaff, type AdminEnv } from './auth.js';
import { readAdminForm } from './forms.js';
import { AdminInputError, AdminRefusalError, adminOk } from './http.js';

const tooLarge = (max: number) =>
  new ApiError(
    413,
    `The file is larger than ${Math.floor(max / (1024 * 1024))} MB (${max} bytes), the most that can be uploaded.`,
  );

/** 415 unless the body is multipart/form-data */
function mustBeMultipart(c: Context): void {
  if (!isMultipartType(c.req.header('content-type'))) {
    throw new ApiError(415, 'Send the file as multipart/form-data, in the field "file".');
  }
}

const oneFile = (count: number) =>
  new AdminInputError({ file: count > 1 ? 'Send one file at a time.' : 'Choose a file to upload.' });

export const adminUploadsApi = new Hono<AdminEnv>().post(
  ep.upload.route,
  requireStaff('admin', 'editor', 'scorer'),
  async (c) => {
    // a scorer uploads for the notice boards of their events (issue 30): one with none may not
    if (c.var.staff.role === 'scorer' && c.var.staff.events.length === 0)
      throw new AdminRefusalError(
        'forbidden',
        'You are assigned to no event: there is nothing you may attach a file to.',
      );
    const { uploads } = c.var.deps;
    if (!uploads) throw new ApiError(503, 'Uploads are not set up on this server.');
    mustBeMultipart(c);
    // the form as it arrives, its files on disk (read already when its CSRF token came in a field):
    // server/multipart.ts, within the upload limits of server/body-rules.ts
    const form = await readAdminForm(c);
    const files = form.filesOf('file');
    if (files.length !== 1) throw oneFile(files.length || form.files.length);
    const file = files[0]!;
    if (file.size === 0) throw new AdminInputError({ file: 'The file is empty.' });
    try {
      const videoMax = uploads.videoMaxBytes ?? uploads.maxBytes;
      return adminOk(c, ep.upload, await storeReceived(file, uploads.dir, uploads.maxBytes, videoMax));
    } catch (err) {
      if (err instanceof UploadRefused) throw new ApiError(415, err.message);
      if (err instanceof UploadTooLarge) throw tooLarge(err.maxBytes);
      throw err;
    }
  },
);
