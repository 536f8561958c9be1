/**
 * A multipart/form-data body read as it arrives (RFC 7578), for uploads too large to hold in
 * memory (POST /admin/uploads, an mp4 of up to UPLOAD_VIDEO_MAX_BYTES): the small text fields are
 * collected, and each file's bytes are handed to a sink chunk by chunk as they come. Nothing is
 * buffered but the part headers and a delimiter's length of the data.
 */

/** a file part's bytes, in order; `end` once its last byte has come */
export interface FileSink {
  write(chunk: Uint8Array): Promise<void> | void;
  end(): Promise<void> | void;
}

export class MultipartError extends Error {}

export interface MultipartOptions {
  /** the request's Content-Type (with its boundary) */
  contentType: string;
  /** called at the start of each file part (a part with a filename); answers its sink */
  onFile: (field: string, filename: string, type: string | null) => FileSink;
  /** the most bytes a text field may hold (default 64 KiB) */
  maxFieldBytes?: number;
  /** the most parts (default 20) */
  maxParts?: number;
}

const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');
const MAX_HEADER = 16 * 1024;

/** the boundary of a multipart Content-Type, or null */
export function boundaryOf(contentType: string): string | null {
  const m = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType);
  return m ? (m[1] ?? m[2]!) : null;
}

function disposition(headers: string): { name: string; filename: string | null; type: string | null } {
  const lines = headers.split('\r\n');
  const cd = lines.find((l) => /^content-disposition:/i.test(l)) ?? '';
  const param = (key: string) => {
    const m = new RegExp(`;\\s*${key}="((?:[^"\\\\]|\\\\.)*)"|;\\s*${key}=([^;\\s]+)`, 'i').exec(cd);
    return m ? (m[1] ?? m[2]!).replace(/\\(.)/g, '$1') : null;
  };
  const type = lines.find((l) => /^content-type:/i.test(l));
  return { name: param('name') ?? '', filename: param('filename'), type: type ? type.replace(/^[^:]*:\s*/, '') : null };
}

/**
 * Reads the multipart body `stream`: answers the text fields; each file part goes to the sink
 * `onFile` answers. Throws MultipartError for a body that is not well formed; an error thrown by
 * a sink stops the reading (the stream is cancelled) and is thrown on.
 */
export async function readMultipart(
  stream: ReadableStream<Uint8Array>,
  options: MultipartOptions,
): Promise<Record<string, string>> {
  const boundary = boundaryOf(options.contentType);
  if (!boundary) throw new MultipartError('The multipart body has no boundary.');
  const maxField = options.maxFieldBytes ?? 64 * 1024;
  const maxParts = options.maxParts ?? 20;
  const first = Buffer.from(`--${boundary}`);
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  const fields: Record<string, string> = {};
  const reader = stream.getReader();

  let pending = Buffer.alloc(0);
  let done = false;
  /** more bytes into `pending`; false at the end of the stream */
  const more = async (): Promise<boolean> => {
    if (done) return false;
    const next = await reader.read();
    if (next.done) {
      done = true;
      return false;
    }
    pending = pending.length === 0 ? Buffer.from(next.value) : Buffer.concat([pending, next.value]);
    return true;
  };

  try {
    // the first boundary (a preamble before it is ignored)
    for (;;) {
      const at = pending.indexOf(first);
      if (at >= 0) {
        pending = pending.subarray(at + first.length);
        break;
      }
      if (pending.length > MAX_HEADER) throw new MultipartError('The multipart body does not start with its boundary.');
      if (!(await more())) throw new MultipartError('The multipart body has no parts.');
    }
    for (let parts = 0; ; parts++) {
      // after a boundary: '--' ends the body, CRLF starts a part
      while (pending.length < 2) if (!(await more())) throw new MultipartError('The multipart body ends too soon.');
      if (pending[0] === 0x2d && pending[1] === 0x2d) break;
      if (!pending.subarray(0, 2).equals(CRLF)) throw new MultipartError('The multipart body is not well formed.');
      pending = pending.subarray(2);
      if (parts >= maxParts) throw new MultipartError(`The form has more than ${maxParts} parts.`);

      let headerEnd: number;
      while ((headerEnd = pending.indexOf(HEADER_END)) < 0) {
        if (pending.length > MAX_HEADER) throw new MultipartError('A part of the form has too long a header.');
        if (!(await more())) throw new MultipartError('The multipart body ends too soon.');
      }
      const head = disposition(pending.subarray(0, headerEnd).toString('utf8'));
      pending = pending.subarray(headerEnd + HEADER_END.length);

      const sink = head.filename !== null ? options.onFile(head.name, head.filename, head.type) : null;
      const text: Buffer[] = [];
      let textBytes = 0;
      const emit = async (chunk: Buffer) => {
        if (chunk.length === 0) return;
        if (sink) return sink.write(chunk);
        textBytes += chunk.length;
        if (textBytes > maxField) throw new MultipartError(`The field ${head.name} is too long.`);
        text.push(chunk);
      };
      // the part's data, up to the next delimiter
      for (;;) {
        const at = pending.indexOf(delimiter);
        if (at >= 0) {
          await emit(pending.subarray(0, at));
          pending = pending.subarray(at + delimiter.length);
          break;
        }
        // all but what may be the start of a delimiter split between chunks
        const safe = pending.length - (delimiter.length - 1);
        if (safe > 0) {
          await emit(pending.subarray(0, safe));
          pending = pending.subarray(safe);
        }
        if (!(await more())) throw new MultipartError('The multipart body ends too soon.');
      }
      if (sink) await sink.end();
      else fields[head.name] = Buffer.concat(text).toString('utf8');
    }
    return fields;
  } finally {
    await reader.cancel().catch(() => {});
  }
}
