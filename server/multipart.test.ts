/**
 * The streaming multipart reader (server/multipart.ts): fields and a file read whatever the
 * chunks the body arrives in (a delimiter split between two chunks included), a file's bytes
 * handed on as they come, and bodies that are not well formed refused.
 */
import { describe, expect, it } from 'vitest';
import { boundaryOf, MultipartError, readMultipart, type FileSink } from './multipart.js';

const BOUNDARY = '----sf-test-boundary';

function body(parts: { name: string; filename?: string; data: Uint8Array | string }[]): Buffer {
  const chunks: Buffer[] = [Buffer.from('preamble to ignore\r\n')];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}`;
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n\r\n`));
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

async function read(bytes: Buffer, size: number) {
  const files: { field: string; filename: string; data: Buffer; writes: number }[] = [];
  const fields = await readMultipart(streamOf(bytes, size), {
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    onFile: (field, filename): FileSink => {
      const file = { field, filename, data: Buffer.alloc(0), writes: 0 };
      files.push(file);
      return {
        write: (chunk) => {
          file.data = Buffer.concat([file.data, chunk]);
          file.writes++;
        },
        end: () => {},
      };
    },
  });
  return { fields, files };
}

describe('readMultipart', () => {
  // data that holds CRLFs, dashes and most of a delimiter, but never a whole one
  const data = Buffer.concat([
    Buffer.from(`\r\n--${BOUNDARY.slice(0, -1)}x\r\n--\r\n`),
    Buffer.alloc(5000, 0x2d),
    Buffer.from(Array.from({ length: 3000 }, (_, i) => i % 256)),
  ]);
  const form = body([
    { name: '_csrf', data: 'token-123' },
    { name: 'file', filename: 'race.mp4', data },
    { name: 'title', data: '起航 ✓' },
  ]);

  it.each([1, 2, 7, 31, 64, 1000, 1 << 20])('reads the fields and the file in chunks of %i bytes', async (size) => {
    const { fields, files } = await read(form, size);
    expect(fields).toEqual({ _csrf: 'token-123', title: '起航 ✓' });
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({ field: 'file', filename: 'race.mp4' });
    expect(files[0]!.data.equals(data)).toBe(true);
    // handed on as it came, not held until the end
    if (size < 100) expect(files[0]!.writes).toBeGreaterThan(10);
  });

  it('reads an empty file and a quoted boundary', async () => {
    const { files } = await read(body([{ name: 'file', filename: 'empty.mp4', data: '' }]), 5);
    expect(files[0]!.data.length).toBe(0);
    expect(boundaryOf('multipart/form-data; boundary="a b"')).toBe('a b');
    expect(boundaryOf('multipart/form-data')).toBeNull();
  });

  it('refuses a body cut short, without a boundary or with a field too long', async () => {
    await expect(read(form.subarray(0, form.length - 40), 64)).rejects.toBeInstanceOf(MultipartError);
    await expect(read(Buffer.from('no boundary here'), 64)).rejects.toBeInstanceOf(MultipartError);
    const long = body([{ name: 'note', data: 'x'.repeat(70 * 1024) }]);
    await expect(read(long, 4096)).rejects.toThrow(/too long/);
  });

  it('stops at the error a sink throws (a file over its limit)', async () => {
    const refused = new Error('too large');
    const stream = streamOf(form, 100);
    await expect(
      readMultipart(stream, {
        contentType: `multipart/form-data; boundary=${BOUNDARY}`,
        onFile: () => ({
          write: () => {
            throw refused;
          },
          end: () => {},
        }),
      }),
    ).rejects.toBe(refused);
  });
});
