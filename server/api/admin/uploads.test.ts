/**
 * Issue 18: POST /admin/uploads. The kind of a file comes from its bytes (a PNG named .jpg is a
 * PNG, text is 415), JPEG orientation is applied and EXIF dropped, names are content hashes,
 * WebP variants no wider than the original, SVG only sanitised, the size limit (413), the roles;
 * and the files stay private until a published record refers to them (variants with their original).
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '../../db/factories.js';
import { expectFail, expectOk } from '../../../tests/helpers/expect.js';
import { addStaff, adminCall, signIn, TEST_PASSWORD } from '../../../tests/helpers/staff.js';
import type { TestResponse } from '../../../tests/helpers/test-app.js';
import { detectFormat, isMp4, originalsOf, sanitizeSvg } from '../../uploads.js';
import { uploadSrcSet, uploadVariantWidths } from '../../../shared/upload-names.js';
import { staffToken, useTestApp } from '../../../tests/helpers/suite.js';

/** a multipart body with one file field (or others), as a browser's FormData sends it */
function multipart(parts: { name: string; filename?: string; type?: string; data: Uint8Array | string }[]) {
  const boundary = `----sf-test-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ''}`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`,
      ),
    );
    chunks.push(Buffer.from(p.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: new Uint8Array(Buffer.concat(chunks)), type: `multipart/form-data; boundary=${boundary}` };
}

describe('admin uploads', () => {
  const { db, t } = useTestApp('sqlite', {
    env: { UPLOAD_MAX_BYTES: String(200 * 1024), UPLOAD_VIDEO_MAX_BYTES: String(300 * 1024) },
  });
  let editor: string;
  let scorer: string;

  beforeAll(async () => {
    editor = await staffToken(db.db, { role: 'editor' });
    scorer = await staffToken(db.db, { role: 'scorer' });
    await createEvent(db.db, { eventCd: 'UP-1', isPublish: 1 });
  });

  const upload = (data: Uint8Array | string, filename = 'photo.jpg', bearer = editor): Promise<TestResponse> => {
    const { body, type } = multipart([{ name: 'file', filename, type: 'image/jpeg', data }]);
    return adminCall(t, 'POST', '/admin/uploads', { bearer, body, headers: { 'content-type': type } });
  };
  const stored = (url: string) => path.join(t.config.UPLOAD_DIR, url.replace(/^\/uploads\//, ''));

  it('applies the EXIF orientation, drops the metadata, names by content and makes WebP variants', async () => {
    // 1200 × 600 stored sideways, with EXIF orientation 6 (turn 90° clockwise to view): 600 × 1200 upright
    const jpeg = await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#0a3d62' } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'secret camera owner' } } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).orientation).toBe(6);
    const result = expectOk(await upload(jpeg));
    expect(result).toMatchObject({ width: 600, height: 1200, format: 'jpeg' });
    expect(result.url).toMatch(/^\/uploads\/media\/[0-9a-f]{32}-600x1200\.jpg$/);
    const file = fs.readFileSync(stored(result.url));
    const meta = await sharp(file).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation ?? 1).toBe(1);
    expect([meta.width, meta.height]).toEqual([600, 1200]);
    expect(file.includes(Buffer.from('secret camera owner'))).toBe(false);
    // widths up to the original's (600): 480 only
    expect(result.variants).toEqual([{ width: 480, url: result.url.replace(/\.jpg$/, '-w480.webp') }]);
    const variant = await sharp(fs.readFileSync(stored(result.variants[0].url))).metadata();
    expect([variant.format, variant.width]).toEqual(['webp', 480]);
    // the same picture again: the same name
    expect(expectOk(await upload(jpeg)).url).toBe(result.url);
  });

  it('makes every variant no wider than the original', async () => {
    const png = await sharp({ create: { width: 1700, height: 100, channels: 4, background: '#ff8800' } })
      .png()
      .toBuffer();
    const result = expectOk(await upload(png, 'wide.png'));
    expect(result.variants.map((v: { width: number }) => v.width)).toEqual([480, 960, 1600]);
    for (const v of result.variants) expect(fs.existsSync(stored(v.url))).toBe(true);
    // a page builds the same srcset from the URL alone
    expect(uploadSrcSet(result.url)).toBe(
      result.variants.map((v: { width: number; url: string }) => `${v.url} ${v.width}w`).join(', '),
    );
    expect(uploadVariantWidths(result.url)).toEqual([480, 960, 1600]);
  });

  it('tells the kind from the bytes: a PNG named .jpg is a PNG, text is refused (415)', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const result = expectOk(await upload(png, 'holiday.jpg'));
    expect(result).toMatchObject({ format: 'png', width: 8, height: 8, variants: [] });
    expect(result.url).toMatch(/-8x8\.png$/);
    expect(uploadSrcSet(result.url)).toBeUndefined();
    expect(expectFail(await upload('just some text, not a picture', 'notes.jpg'), 415)).toMatch(/JPEG, PNG/);
    // (a PDF is taken since issue 30, told by its header and its end: this one has no end, server/api/admin/notices.test.ts)
    expectFail(await upload('%PDF-1.7\n…', 'scan.png'), 415);
    // JPEG's magic number and nothing else
    expectFail(await upload(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]), 'broken.jpg'), 415);
    expect(detectFormat(await sharp(png).webp().toBuffer())).toBe('webp');
    expect(detectFormat(await sharp(png).avif().toBuffer())).toBe('avif');
  });

  it('keeps an SVG only without script, handlers, foreign objects or references outside it', async () => {
    const svg = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="40" height="20" viewBox="0 0 40 20" onload="alert(1)">
  <script>alert(document.cookie)</script>
  <defs><linearGradient id="g"><stop offset="0" stop-color="#0a3d62"/></linearGradient></defs>
  <rect width="40" height="20" fill="url(#g)" onclick="steal()"/>
  <foreignObject width="10" height="10"><iframe src="https://evil.example"></iframe></foreignObject>
  <image href="https://evil.example/track.png" width="1" height="1"/>
  <use xlink:href="https://evil.example/sprite.svg#x"/>
  <use xlink:href="#g"/>
  <a href="javascript:alert(1)"><text x="1" y="10">hi</text></a>
  <rect width="1" height="1" style="fill:url(https://evil.example/x)"/>
  <style>@import url(https://evil.example/x.css);</style>
</svg>`;
    const result = expectOk(await upload(svg, 'logo.svg'));
    expect(result).toMatchObject({ format: 'svg', width: 40, height: 20, variants: [] });
    expect(result.url).toMatch(/^\/uploads\/media\/[0-9a-f]{32}-40x20\.svg$/);
    const kept = fs.readFileSync(stored(result.url), 'utf8');
    expect(kept).not.toMatch(/script|onload|onclick|foreignObject|iframe|evil\.example|javascript:|<image|@import/i);
    expect(kept).toContain('url(#g)');
    expect(kept).toContain('xlink:href="#g"');
    // entity declarations are refused outright; an SVG with nothing left is refused
    expectFail(
      await upload(
        '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x "y">]><svg xmlns="http://www.w3.org/2000/svg"/>',
        'x.svg',
      ),
      415,
    );
    expect(() => sanitizeSvg('<script>alert(1)</script>')).toThrow();
  });

  it('refuses a file over UPLOAD_MAX_BYTES (413), none, two, or one sent otherwise', async () => {
    const big = new Uint8Array(201 * 1024);
    big.set([0xff, 0xd8, 0xff]);
    expect(expectFail(await upload(big, 'big.jpg'), 413)).toMatch(/MB/);
    const none = multipart([{ name: 'title', data: 'no file' }]);
    const noFile = await adminCall(t, 'POST', '/admin/uploads', {
      bearer: editor,
      body: none.body,
      headers: { 'content-type': none.type },
    });
    expect(noFile.status).toBe(400);
    expect(noFile.json.errors).toHaveProperty('file');
    const two = multipart([
      { name: 'file', filename: 'a.png', data: 'a' },
      { name: 'file', filename: 'b.png', data: 'b' },
    ]);
    const twoFiles = await adminCall(t, 'POST', '/admin/uploads', {
      bearer: editor,
      body: two.body,
      headers: { 'content-type': two.type },
    });
    expect(twoFiles.json.errors).toEqual({ file: expect.stringMatching(/one file/) });
    expectFail(await adminCall(t, 'POST', '/admin/uploads', { bearer: editor, body: { file: 'x' } }), 415);
  });

  it('is for admins and editors: 401 without auth, 403 for a scorer; a console form with its CSRF token works', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const { body, type } = multipart([{ name: 'file', filename: 'a.png', data: png }]);
    expectFail(await adminCall(t, 'POST', '/admin/uploads', { body, headers: { 'content-type': type } }), 401);
    expectFail(await upload(png, 'a.png', scorer), 403);
    await addStaff(db.db, { email: 'up-admin@example.com', role: 'admin' });
    const session = await signIn(t, 'up-admin@example.com', TEST_PASSWORD, '192.0.2.77');
    // the token as a form field (a form without JavaScript), not a header
    const form = multipart([
      { name: '_csrf', data: session.csrfToken },
      { name: 'file', filename: 'a.png', data: png },
    ]);
    const res = await adminCall(t, 'POST', '/admin/uploads', {
      session,
      body: form.body,
      headers: { 'content-type': form.type, 'x-csrf-token': '' },
    });
    expect(expectOk(res).format).toBe('png');
  });

  it('keeps uploads private until a published record refers to them (staff see them, privately); variants follow their original', async () => {
    const jpeg = await sharp({ create: { width: 1000, height: 500, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    const result = expectOk(await upload(jpeg));
    const variant = result.variants[0].url as string;
    expect(originalsOf(variant)).toContain(result.url);
    expect((await t.request(result.url)).status).toBe(404);
    expect((await t.request(variant)).status).toBe(404);
    // staff see it (the console's preview), privately: no shared cache may keep it
    const staffView = await t.request(variant, { headers: { authorization: `Bearer ${editor}` } });
    expect(staffView.status).toBe(200);
    expect(staffView.headers.get('cache-control')).toBe('private, no-store');
    expect(staffView.headers.get('vary')).toMatch(/Cookie/);
    expect((await t.request(result.url, { headers: { cookie: 'sf_staff=' + 'x'.repeat(43) } })).status).toBe(404);
    expect((await t.request(result.url, { headers: { authorization: 'Bearer sf_' + 'y'.repeat(43) } })).status).toBe(
      404,
    );
    const image = expectOk(
      await adminCall(t, 'POST', '/admin/events/UP-1/images', {
        bearer: editor,
        body: { imgUrl: result.url, isPublish: 1 },
      }),
    );
    const published = await t.request(result.url);
    expect(published.status).toBe(200);
    expect(published.headers.get('cache-control')).toBe('public, max-age=86400');
    expect((await t.request(variant)).status).toBe(200);
    expectOk(await adminCall(t, 'PUT', `/admin/images/${image.id}`, { bearer: editor, body: { isPublish: 0 } }));
    expect((await t.request(result.url)).status).toBe(404);
    expect((await t.request(variant)).status).toBe(404);
  });
});

/** an mp4's opening: an ftyp box (major brand, minor version, compatible brands), then an mdat box of `size` bytes */
function mp4(size: number, brands = ['isom', 'iso2', 'avc1', 'mp41'], fill = 7): Uint8Array {
  const ftyp = Buffer.alloc(16 + 4 * brands.length);
  ftyp.writeUInt32BE(ftyp.length, 0);
  ftyp.write('ftyp', 4, 'latin1');
  ftyp.write(brands[0]!, 8, 'latin1');
  brands.forEach((b, i) => ftyp.write(b, 16 + 4 * i, 'latin1'));
  const mdat = Buffer.alloc(size - ftyp.length, fill);
  mdat.writeUInt32BE(mdat.length, 0);
  mdat.write('mdat', 4, 'latin1');
  return new Uint8Array(Buffer.concat([ftyp, mdat]));
}

describe('admin uploads of mp4 videos', () => {
  const { db, t } = useTestApp('sqlite', {
    env: { UPLOAD_MAX_BYTES: String(100 * 1024), UPLOAD_VIDEO_MAX_BYTES: String(300 * 1024) },
  });
  let editor: string;

  beforeAll(async () => {
    editor = await staffToken(db.db, { role: 'editor' });
  });

  const upload = (data: Uint8Array | string, filename = 'race.mp4', bearer = editor): Promise<TestResponse> => {
    const { body, type } = multipart([{ name: 'file', filename, type: 'video/mp4', data }]);
    return adminCall(t, 'POST', '/admin/uploads', { bearer, body, headers: { 'content-type': type } });
  };
  const stored = (url: string) => path.join(t.config.UPLOAD_DIR, url.replace(/^\/uploads\//, ''));
  const temporaries = () =>
    fs.existsSync(path.join(t.config.UPLOAD_DIR, 'media'))
      ? fs.readdirSync(path.join(t.config.UPLOAD_DIR, 'media')).filter((f) => f.endsWith('.tmp'))
      : [];

  it('takes an mp4 by its bytes, larger than the picture limit, stored by content; served once published, with ranges', async () => {
    // 250 KB: over UPLOAD_MAX_BYTES (pictures), within UPLOAD_VIDEO_MAX_BYTES
    const video = mp4(250 * 1024);
    const result = expectOk(await upload(video, 'no-extension'));
    expect(result).toEqual({
      url: expect.stringMatching(/^\/uploads\/media\/[0-9a-f]{32}\.mp4$/),
      width: 0,
      height: 0,
      format: 'mp4',
      bytes: video.byteLength,
      variants: [],
    });
    expect(fs.readFileSync(stored(result.url)).equals(Buffer.from(video))).toBe(true);
    expect(temporaries()).toEqual([]);
    // the same file again: the same name
    expect(expectOk(await upload(video)).url).toBe(result.url);

    // private until a published site video plays it
    expect((await t.request(result.url)).status).toBe(404);
    const v = expectOk(
      await adminCall(t, 'POST', '/admin/site-videos', {
        bearer: editor,
        body: { title: '决赛', type: 2, videoUrl: result.url, isPublish: 1 },
      }),
    );
    const whole = await t.request(result.url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    const ranged = await t.request(result.url, { headers: { range: 'bytes=0-15' } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe(`bytes 0-15/${video.byteLength}`);
    expect(ranged.headers.get('content-type')).toBe('video/mp4');
    expectOk(await adminCall(t, 'PUT', `/admin/site-videos/${v.id}`, { bearer: editor, body: { isPublish: 0 } }));
    expect((await t.request(result.url)).status).toBe(404);
  });

  it('refuses a fake mp4 (415), an AVIF picture is no video, and an mp4 over UPLOAD_VIDEO_MAX_BYTES (413)', async () => {
    // named .mp4, typed video/mp4, but not one
    expect(expectFail(await upload('not a video at all, only text', 'clip.mp4'), 415)).toMatch(/read, not its name/);
    expectFail(await upload(new Uint8Array(Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(300)])), 'clip.mp4'), 415);
    // an ftyp box of a QuickTime movie or a HEIF picture: no mp4 brand
    expectFail(await upload(mp4(4096, ['qt  ']), 'clip.mp4'), 415);
    expectFail(await upload(mp4(4096, ['heic', 'mif1', 'heic']), 'clip.mp4'), 415);
    // 'ftyp' but a box size that cannot be
    const broken = mp4(4096);
    broken.set([0, 0, 0, 3], 0);
    expectFail(await upload(broken, 'clip.mp4'), 415);
    expect(isMp4(mp4(64))).toBe(true);
    expect(isMp4(mp4(64, ['avif', 'mif1', 'miaf']))).toBe(false);

    expect(expectFail(await upload(mp4(301 * 1024), 'long.mp4'), 413)).toMatch(/MB/);
    // none left, not even one whose asynchronous open finished after the refusal's clean-up
    await new Promise((r) => setTimeout(r, 100));
    expect(temporaries()).toEqual([]);
    // a picture keeps its own limit
    const big = new Uint8Array(101 * 1024);
    big.set([0xff, 0xd8, 0xff]);
    expectFail(await upload(big, 'big.jpg'), 413);
  });
});

describe('upload names (shared/upload-names.ts)', () => {
  const h = 'a'.repeat(32);
  it('gives a picture the variants no wider than it, an SVG none, anything else none', () => {
    expect(uploadVariantWidths(`/uploads/media/${h}-1000x500.jpg`)).toEqual([480, 960]);
    expect(uploadVariantWidths(`/uploads/media/${h}-479x500.png`)).toEqual([]);
    expect(uploadVariantWidths(`/uploads/media/${h}-2000x500.svg`)).toEqual([]);
    expect(uploadVariantWidths('/uploads/img/banner/home-1.svg')).toEqual([]);
    expect(uploadSrcSet(`/uploads/media/${h}-1000x500.avif`)).toBe(
      `/uploads/media/${h}-1000x500-w480.webp 480w, /uploads/media/${h}-1000x500-w960.webp 960w`,
    );
  });
  it('finds the original of a variant, and only of a variant that can exist', () => {
    expect(originalsOf(`/uploads/media/${h}-1000x500-w960.webp`)).toContain(`/uploads/media/${h}-1000x500.jpg`);
    expect(originalsOf(`/uploads/media/${h}-1000x500-w1600.webp`)).toEqual([]);
    expect(originalsOf(`/uploads/media/${h}-1000x500-w700.webp`)).toEqual([]);
    expect(originalsOf(`/uploads/media/${h}-1000x500.jpg`)).toEqual([]);
  });
});
