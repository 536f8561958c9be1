/**
 * A form body (multipart/form-data, RFC 7578, or application/x-www-form-urlencoded) read as it
 * arrives, through busboy (a maintained streaming parser), within the limits of its route
 * (server/body-rules.ts): the text fields are collected (each at most `maxFieldBytes`), each
 * file's bytes go to a file on disk as they come (hashed and counted on the way, never held in
 * memory), and the whole body stops at `maxBytes` (server/body.ts). Used by every route that
 * takes a form: the admin API's uploads and results imports (and its CSRF field), and the form
 * actions React Router handles (server/pages.ts hands them the read form).
 */
import crypto from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import busboy from 'busboy';
import { BodyError, bounded, checkDeclared, fileTooLarge, tooLarge, type BodySource } from './body.js';

/** the most bytes of a file's start kept in memory, to tell what it is (an mp4's ftyp box, an image's magic number) */
export const HEAD_BYTES = 4096;

export interface FormLimits {
  /** the whole body */
  maxBytes: number;
  /** one file, the largest kind the route takes; 0: the route takes no file */
  maxFileBytes: number;
  /** the limit of a file once its first bytes (up to HEAD_BYTES) are known, when it depends on its kind */
  fileLimit?: (head: Buffer) => number;
  /** how many files (default 20) */
  maxFiles?: number;
  /** one text field (default 64 KiB) */
  maxFieldBytes?: number;
  /** how many text fields (default 200) */
  maxFields?: number;
  /** where files are written while the request is handled (required when maxFileBytes > 0) */
  dir?: string;
}

/** a file of the form, on disk */
export interface ReceivedFile {
  field: string;
  /** as the client named it ('' when none) */
  filename: string;
  /** as the client said ('application/octet-stream' when it did not) */
  type: string;
  /** where it is on disk; '' for an empty file (nothing written) */
  path: string;
  size: number;
  /** SHA-256 of its bytes, hex */
  sha256: string;
  /** its first bytes (up to HEAD_BYTES) */
  head: Buffer;
}

const FORM_TYPE = /^\s*application\/x-www-form-urlencoded\s*(;|$)/i;
const MULTIPART_TYPE = /^\s*multipart\/form-data\s*(;|$)/i;

/** whether a Content-Type is a form (urlencoded or multipart) */
export function isFormType(type: string | null | undefined): boolean {
  return !!type && (FORM_TYPE.test(type) || MULTIPART_TYPE.test(type));
}

/** whether a Content-Type is multipart/form-data */
export function isMultipartType(type: string | null | undefined): boolean {
  return !!type && MULTIPART_TYPE.test(type);
}

/** a form read by readForm: its fields in order, its files on disk (removed by dispose()) */
export class ReceivedForm {
  constructor(
    readonly fields: [string, string][],
    readonly files: ReceivedFile[],
  ) {}

  /** the first value of a text field */
  get(name: string): string | undefined {
    return this.fields.find(([k]) => k === name)?.[1];
  }

  /** the files of a field */
  filesOf(name: string): ReceivedFile[] {
    return this.files.filter((f) => f.field === name);
  }

  /**
   * The form as a web FormData, in the order it came: each file a File backed by its file on
   * disk (fs.openAsBlob: read when it is read, never copied into memory here).
   */
  async toFormData(): Promise<FormData> {
    const form = new FormData();
    for (const [name, value] of this.fields) form.append(name, value);
    for (const f of this.files) {
      const blob = f.path ? await fs.openAsBlob(f.path, { type: f.type }) : new Blob([], { type: f.type });
      form.append(f.field, new File([blob], f.filename, { type: f.type }));
    }
    return form;
  }

  /** removes the files still on disk (one moved away meanwhile is simply gone) */
  async dispose(): Promise<void> {
    await Promise.all(this.files.map((f) => (f.path ? fs.promises.rm(f.path, { force: true }) : undefined)));
  }
}

/** an empty form (a body with no field) */
export const EMPTY_FORM = new ReceivedForm([], []);

interface Writing {
  file: ReceivedFile;
  out: fs.WriteStream | null;
  done: Promise<void>;
}

/**
 * Reads the form body `source` of Content-Type `contentType` within `limits` (413 beyond any of
 * them, 415 for a type that is not a form, 400 for a body that is not well formed). The caller
 * disposes of the answer's files once it is done with them.
 */
export async function readForm(
  source: BodySource | null,
  contentType: string | null | undefined,
  limits: FormLimits,
  headers?: Headers | { get(name: string): string | null },
): Promise<ReceivedForm> {
  if (!isFormType(contentType)) {
    throw new BodyError('unsupported', 'Send the form as application/x-www-form-urlencoded or multipart/form-data.');
  }
  if (headers) checkDeclared(headers, limits.maxBytes);
  const maxFiles = limits.maxFileBytes > 0 ? (limits.maxFiles ?? 20) : 0;
  const maxFieldBytes = limits.maxFieldBytes ?? 64 * 1024;
  const maxFields = limits.maxFields ?? 200;
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType! },
      defParamCharset: 'utf8',
      limits: {
        fieldNameSize: 200,
        fieldSize: maxFieldBytes,
        fields: maxFields,
        // (each file's own limit is counted below: it may depend on the file's kind)
        fileSize: limits.maxFileBytes + 1,
        files: maxFiles,
        parts: maxFields + maxFiles,
        headerPairs: 100,
      },
    });
  } catch {
    throw new BodyError('invalid', 'The form has no boundary in its Content-Type.');
  }

  const fields: [string, string][] = [];
  const writings: Writing[] = [];
  let failure: unknown = null;
  let failed!: (err: unknown) => void;
  const failedOnce = new Promise<never>((_, reject) => {
    failed = (err) => {
      if (failure === null) failure = err;
      reject(failure);
    };
  });
  failedOnce.catch(() => undefined);
  const closed = new Promise<void>((resolve) => parser.once('close', () => resolve()));

  parser.on('error', (err) =>
    failed(
      err instanceof BodyError
        ? err
        : new BodyError('invalid', `The form is not well formed (${(err as Error).message}).`),
    ),
  );
  parser.on('partsLimit', () => failed(tooLarge(maxFields + maxFiles, 'The number of parts of the form')));
  parser.on('fieldsLimit', () => failed(tooLarge(maxFields, 'The number of fields of the form')));
  parser.on('filesLimit', () =>
    failed(
      maxFiles === 0
        ? new BodyError('too-large', 'This address takes no file.')
        : tooLarge(maxFiles, 'The number of files of the form'),
    ),
  );
  parser.on('field', (name, value, info) => {
    if (info.nameTruncated || info.valueTruncated) failed(tooLarge(maxFieldBytes, `The field ${name.slice(0, 40)}`));
    else fields.push([name, value]);
  });
  parser.on('file', (field, stream, info) => {
    if (maxFiles === 0 || !limits.dir) {
      stream.resume();
      failed(new BodyError('too-large', 'This address takes no file.'));
      return;
    }
    const file: ReceivedFile = {
      field,
      filename: info.filename ?? '',
      type: info.mimeType || 'application/octet-stream',
      path: '',
      size: 0,
      sha256: '',
      head: Buffer.alloc(0),
    };
    const writing: Writing = { file, out: null, done: Promise.resolve() };
    writings.push(writing);
    writing.done = receiveFile(stream, writing, limits).catch((err: unknown) => {
      stream.resume();
      failed(err);
    });
  });

  try {
    if (source) {
      for await (const chunk of bounded(source, limits.maxBytes)) {
        if (failure !== null) break;
        if (!parser.write(chunk)) await Promise.race([once(parser, 'drain'), failedOnce, closed]);
      }
    }
    if (failure === null) {
      parser.end();
      await Promise.race([closed, failedOnce]);
      await Promise.race([Promise.all(writings.map((w) => w.done)), failedOnce]);
    }
    if (failure !== null) throw failure;
  } catch (err) {
    parser.destroy();
    await Promise.all(writings.map((w) => discard(w)));
    throw failure ?? err;
  }
  return new ReceivedForm(
    fields,
    writings.map((w) => w.file),
  );
}

/** one file part to disk: counted, hashed, its head kept; the limit of its kind once its head is known */
async function receiveFile(stream: NodeJS.ReadableStream, writing: Writing, limits: FormLimits): Promise<void> {
  const { file } = writing;
  const hash = crypto.createHash('sha256');
  const head: Buffer[] = [];
  let headBytes = 0;
  let limit = limits.maxFileBytes;
  let decided = !limits.fileLimit;
  try {
    for await (const data of stream as AsyncIterable<Buffer>) {
      file.size += data.byteLength;
      if (headBytes < HEAD_BYTES) {
        const take = Math.min(data.byteLength, HEAD_BYTES - headBytes);
        head.push(data.subarray(0, take));
        headBytes += take;
      }
      if (!decided && headBytes >= HEAD_BYTES) {
        limit = Math.min(limit, limits.fileLimit!(Buffer.concat(head)));
        decided = true;
      }
      if (file.size > limit) throw fileTooLarge(limit);
      hash.update(data);
      if (!writing.out) {
        await fs.promises.mkdir(limits.dir!, { recursive: true });
        file.path = path.join(limits.dir!, `incoming.${process.pid}.${crypto.randomBytes(8).toString('hex')}.tmp`);
        writing.out = fs.createWriteStream(file.path, { flags: 'wx' });
        writing.out.on('error', () => undefined);
      }
      if (!writing.out.write(data)) await drained(writing.out);
      if (writing.out.destroyed) throw writing.out.errored ?? new Error('The file could not be written.');
    }
    file.head = Buffer.concat(head);
    if (!decided && limits.fileLimit) {
      limit = Math.min(limit, limits.fileLimit(file.head));
      if (file.size > limit) throw fileTooLarge(limit);
    }
    file.sha256 = hash.digest('hex');
    if (writing.out) {
      const closed = once(writing.out, 'close');
      writing.out.end();
      await closed;
      if (writing.out.errored) throw writing.out.errored;
    }
  } catch (err) {
    // nothing left behind: the stream is closed (it opens asynchronously) before its file is removed
    const out = writing.out;
    if (out && !out.closed) {
      const closed = once(out, 'close').catch(() => undefined);
      out.destroy();
      await closed;
    }
    if (file.path) await fs.promises.rm(file.path, { force: true }).catch(() => undefined);
    file.path = '';
    throw err;
  }
}

/** the write stream can take more (or is gone: the caller sees it destroyed) */
function drained(out: fs.WriteStream): Promise<unknown> {
  return Promise.race([once(out, 'drain'), once(out, 'close')]).catch(() => undefined);
}

/** what a refused form left on disk: each file removes its own once its reading stops (the parser is destroyed first) */
async function discard(writing: Writing): Promise<void> {
  await writing.done.catch(() => undefined);
  const file = writing.file;
  if (file.path) await fs.promises.rm(file.path, { force: true }).catch(() => undefined);
}
