/**
 * The one bounded body reader (server/body.ts) and its form reader (server/multipart.ts, busboy):
 * fields and files read whatever the chunks the body arrives in (a delimiter split between two
 * chunks included), each file on disk as it comes (hashed, counted, its head kept), the limits
 * of the body, a field, a file (by its kind), the number of parts; and bodies that are not forms
 * or not well formed refused with their codes. Issue 25, findings 2 and 10.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BodyError, readBytes } from './body.js';
import { readForm, type FormLimits } from './multipart.js';

const BOUNDARY = '----sf-test-boundary';
const TYPE = `multipart/form-data; boundary=${BOUNDARY}`;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-multipart-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function body(parts: { name: string; filename?: string; type?: string; data: Uint8Array | string }[]): Buffer {
  const chunks: Buffer[] = [Buffer.from('preamble to ignore\r\n')];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}`;
    const type = p.type ? `\r\nContent-Type: ${p.type}` : '';
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(Buffer.from(p.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

/** the bytes as a stream of chunks of `size` bytes */
function streamOf(bytes: Buffer, size: number): ReadableStream<Uint8Array> {
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(new Uint8Array(bytes.subarray(at, at + size)));
      at += size;
    },
  });
}

const limits = (over: Partial<FormLimits> = {}): FormLimits => ({
  maxBytes: 10 * 1024 * 1024,
  maxFileBytes: 1024 * 1024,
  dir,
  ...over,
});

async function refused(promise: Promise<unknown>): Promise<BodyError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(BodyError);
  return err as BodyError;
}

/** the files the reader left in its folder */
const leftovers = () => fs.readdirSync(dir);

describe('readForm', () => {
  const file = crypto.randomBytes(60_000);
  const bytes = body([
    { name: '_csrf', data: 'token-1' },
    { name: 'title', data: 'Regatta 帆船' },
    { name: 'file', filename: '照片.jpg', type: 'image/jpeg', data: file },
  ]);

  it.each([1, 7, 64, 4096, 1 << 20])(
    'reads fields and a file in chunks of %i bytes, the file to disk',
    async (size) => {
      const form = await readForm(streamOf(bytes, size), TYPE, limits());
      expect(form.get('_csrf')).toBe('token-1');
      expect(form.get('title')).toBe('Regatta 帆船');
      const [f] = form.filesOf('file');
      expect(f).toMatchObject({ field: 'file', filename: '照片.jpg', type: 'image/jpeg', size: file.length });
      expect(f!.sha256).toBe(crypto.createHash('sha256').update(file).digest('hex'));
      expect(f!.head.equals(file.subarray(0, 4096))).toBe(true);
      expect(fs.readFileSync(f!.path).equals(file)).toBe(true);
      // as FormData: the file a Blob backed by the file on disk
      const data = await form.toFormData();
      expect(Buffer.from(await (data.get('file') as File).arrayBuffer()).equals(file)).toBe(true);
      expect((data.get('file') as File).name).toBe('照片.jpg');
      await form.dispose();
      expect(leftovers()).toEqual([]);
    },
  );

  it('reads a url-encoded form', async () => {
    const form = await readForm(
      streamOf(Buffer.from('a=1&b=%E5%B8%86&a=2'), 3),
      'application/x-www-form-urlencoded; charset=UTF-8',
      limits({ maxFileBytes: 0 }),
    );
    expect(form.fields).toEqual([
      ['a', '1'],
      ['b', '帆'],
      ['a', '2'],
    ]);
  });

  it('refuses a body over its limit by Content-Length before reading, and a chunked one at the limit (413)', async () => {
    let pulled = 0;
    const counted = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          pulled++;
          controller.enqueue(new Uint8Array(64 * 1024));
        },
      },
      { highWaterMark: 0 },
    );
    const declared = await refused(
      readForm(counted, TYPE, limits({ maxBytes: 1000 }), new Headers({ 'content-length': '5000' })),
    );
    expect([declared.status, declared.code]).toEqual([413, 'too-large']);
    expect(pulled).toBe(0);
    // an endless chunked body: read up to the limit, then cancelled
    const endless = await refused(readForm(counted, TYPE, limits({ maxBytes: 256 * 1024 })));
    expect([endless.status, endless.code]).toEqual([413, 'too-large']);
    expect(pulled).toBeLessThan(10);
    expect(leftovers()).toEqual([]);
    const bytesErr = await refused(readBytes(streamOf(Buffer.alloc(5000), 100), 1000));
    expect(bytesErr.status).toBe(413);
  });

  it("refuses a file over its kind's limit (known from its first bytes), and leaves nothing on disk", async () => {
    const big = Buffer.concat([Buffer.from('VIDEO'), crypto.randomBytes(300_000)]);
    const picture = Buffer.concat([Buffer.from('IMAGE'), crypto.randomBytes(300_000)]);
    const kinds = limits({ fileLimit: (head) => (head.subarray(0, 5).toString() === 'VIDEO' ? 400_000 : 100_000) });
    const video = await readForm(streamOf(body([{ name: 'file', filename: 'v', data: big }]), 4096), TYPE, kinds);
    expect(video.files[0]!.size).toBe(big.length);
    await video.dispose();
    const err = await refused(
      readForm(streamOf(body([{ name: 'file', filename: 'p', data: picture }]), 4096), TYPE, kinds),
    );
    expect([err.status, err.message]).toEqual([413, expect.stringContaining('100000 bytes')]);
    expect(leftovers()).toEqual([]);
  });

  it('refuses too long a field, too many fields or files, and files where the route takes none (413)', async () => {
    const cases: [Buffer, Partial<FormLimits>][] = [
      [body([{ name: 'text', data: 'x'.repeat(2000) }]), { maxFieldBytes: 1000 }],
      [body(Array.from({ length: 30 }, (_, i) => ({ name: `f${i}`, data: 'x' }))), { maxFields: 10 }],
      [body(Array.from({ length: 3 }, (_, i) => ({ name: 'file', filename: `${i}`, data: 'abc' }))), { maxFiles: 2 }],
      [body([{ name: 'file', filename: 'x', data: 'abc' }]), { maxFileBytes: 0 }],
    ];
    for (const [bytes, over] of cases) {
      const err = await refused(readForm(streamOf(bytes, 100), TYPE, limits(over)));
      expect(err.status, JSON.stringify(over)).toBe(413);
    }
    expect(leftovers()).toEqual([]);
  });

  it('refuses a body that is not a form (415) and a broken one (400), with their codes', async () => {
    for (const type of [undefined, '', 'application/json', 'text/plain', 'multipart/mixed; boundary=x']) {
      const err = await refused(readForm(streamOf(Buffer.from('{}'), 10), type, limits()));
      expect([err.status, err.code], String(type)).toEqual([415, 'unsupported']);
    }
    const broken: [string, Buffer][] = [
      ['multipart/form-data', body([{ name: 'a', data: 'b' }])],
      [TYPE, Buffer.from('not multipart at all')],
      [TYPE, body([{ name: 'file', filename: 'x', data: crypto.randomBytes(10_000) }]).subarray(0, 5000)],
      [TYPE, Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="a"\r\n`)],
    ];
    for (const [type, bytes] of broken) {
      const err = await refused(readForm(streamOf(bytes, 100), type, limits()));
      expect([err.status, err.code], bytes.subarray(0, 40).toString()).toEqual([400, 'invalid']);
    }
    expect(leftovers()).toEqual([]);
  });
});
