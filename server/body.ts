/**
 * The one bounded body reader (issue 25, finding 2; docs/decisions/0014): every request body the
 * server accepts (the public API's JSON, the admin API's JSON, forms and uploads, the console's
 * and the contact page's form actions that React Router handles) is read through here, within a
 * limit chosen by the kind of route (server/body-rules.ts):
 *
 * - a `Content-Length` over the limit is refused before a byte is read (413);
 * - a body without one (chunked) is counted as it arrives and the reading stops at the limit (413);
 * - nothing is held but what the limit allows: a form's files go to disk as they arrive
 *   (server/multipart.ts).
 *
 * Failures are BodyErrors: a status (400, 413, 415) and a code the answers carry (`code` in the
 * API's envelope, `X-Error-Code` and the text of a page's plain answer).
 */
import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

/**
 * What went wrong with a body, in the words of the admin API's refusal codes
 * (shared/admin/refusals.ts): `too-large` (413: over the route's limit), `unsupported` (415: not
 * a type the route reads, or none), `invalid` (400: not well formed: broken multipart, bad JSON,
 * not UTF-8, or cut off before its end).
 */
export type BodyErrorCode = 'too-large' | 'unsupported' | 'invalid';

const STATUS = { 'too-large': 413, unsupported: 415, invalid: 400 } as const;

/** a body refused, with its status and code (the APIs answer it in their envelope: server/api/http.ts) */
export class BodyError extends Error {
  readonly status: 400 | 413 | 415;
  constructor(
    readonly code: BodyErrorCode,
    message: string,
  ) {
    super(message);
    this.status = STATUS[code];
  }
}

/** 413 for a body over `limit` bytes */
export function tooLarge(limit: number, what = 'The request body'): BodyError {
  return new BodyError('too-large', `${what} is larger than ${limit} bytes.`);
}

/** 413 for a file over `limit` bytes */
export function fileTooLarge(limit: number): BodyError {
  return new BodyError(
    'too-large',
    `The file is larger than ${Math.floor(limit / (1024 * 1024))} MB (${limit} bytes), the most that can be uploaded.`,
  );
}

/**
 * The declared length of a request (its Content-Length), or null without one. A value that is
 * not a number counts as none (Node's parser refuses those on the wire; the body is counted as it
 * is read anyway).
 */
export function declaredLength(headers: Headers | { get(name: string): string | null }): number | null {
  const value = headers.get('content-length');
  if (value === null || !/^\s*\d{1,16}\s*$/.test(value)) return null;
  return Number(value);
}

/** refuses a request whose Content-Length is over `limit` (before reading anything) */
export function checkDeclared(headers: Headers | { get(name: string): string | null }, limit: number): void {
  const declared = declaredLength(headers);
  if (declared !== null && declared > limit) throw tooLarge(limit);
}

/** where a body comes from: Node's request (read directly: cheaper), or a web stream */
export type BodySource = AsyncIterable<Uint8Array>;

/**
 * The body of a request handled by Hono: under @hono/node-server Node's request itself (building a
 * web stream for every API call costs more than the rest of a cached answer), else the Request's
 * stream (tests through app.request, calls made in process). Null when there is none.
 */
export function bodySourceOf(c: Context): BodySource | null {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (incoming && typeof incoming.on === 'function' && !incoming.readableEnded) return incoming;
  return c.req.raw.body ?? null;
}

/**
 * The chunks of `source`, stopping with 413 once more than `limit` bytes have come (the rest is
 * not read: Node's request is drained and its connection closed by @hono/node-server; a web
 * stream is cancelled). A client that stops mid-body: 400 `invalid`.
 */
export async function* bounded(source: BodySource, limit: number): AsyncGenerator<Uint8Array> {
  let size = 0;
  const iterator = source[Symbol.asyncIterator]();
  try {
    for (;;) {
      let next: IteratorResult<Uint8Array>;
      try {
        next = await iterator.next();
      } catch {
        throw new BodyError('invalid', 'The request body ended before it was complete.');
      }
      if (next.done) return;
      size += next.value.byteLength;
      if (size > limit) throw tooLarge(limit);
      yield next.value;
    }
  } finally {
    // (stops a web stream; Node's request is left to the server to drain and close)
    if (!isNodeRequest(source)) await iterator.return?.().catch(() => undefined);
  }
}

function isNodeRequest(source: BodySource): source is IncomingMessage {
  return typeof (source as IncomingMessage).on === 'function' && 'socket' in (source as object);
}

/** the whole body, at most `limit` bytes (refused by Content-Length first when `headers` are given) */
export async function readBytes(
  source: BodySource | null,
  limit: number,
  headers?: Headers | { get(name: string): string | null },
): Promise<Uint8Array> {
  if (headers) checkDeclared(headers, limit);
  if (!source) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of bounded(source, limit)) {
    chunks.push(chunk);
    size += chunk.byteLength;
  }
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

/** the plain-text answer of a refused body (pages: the form actions), with its code */
export function bodyErrorAnswer(err: BodyError, headers: Record<string, string> = {}): Response {
  return new Response(`${err.message} (${err.code})`, {
    status: err.status,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Error-Code': err.code,
      // a body refused before its end: the rest is not read, the connection not reused
      ...(err.code === 'too-large' ? { Connection: 'close' } : {}),
      ...headers,
    },
  });
}
