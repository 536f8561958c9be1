/**
 * Issue 17, finding 6: media of unpublished records is not served at /uploads (docs/decisions/
 * 0009-media-of-unpublished-records.md), on the published-only audit's content
 * (tests/fixtures/published-only.ts), with a file on disk for every media URL it stores. Also
 * finding 8's upload headers on 206 and 304 answers.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { fillPublishedOnly, MARK, PUBLISHED_EVENTS, SHOWN, HIDDEN_EVENTS } from '../tests/fixtures/published-only.js';
import { dialects } from '../tests/helpers/test-db.js';
import { useTestApp } from '../tests/helpers/suite.js';
import { createEvent, createLevel, createNews, createPartner } from './db/factories.js';
import { addStaff, addToken, adminCall, signIn } from '../tests/helpers/staff.js';

const MEDIA_COLUMNS: [table: string, columns: string[]][] = [
  ['events', ['logo', 'thumb']],
  ['levels', ['logo']],
  ['eventImages', ['imgUrl']],
  ['eventVideos', ['videoUrl', 'thumbUrl']],
  ['videos', ['videoUrl', 'thumbUrl']],
  ['banners', ['bannerUrl']],
  ['news', ['thumbUrl']],
  ['partners', ['logo']],
];

describe.each(dialects())('media of unpublished records on %s', (dialect) => {
  const { db: t, t: api } = useTestApp(dialect);
  let urls: string[];

  beforeAll(async () => {
    await fillPublishedOnly(t.db);
    // a news post whose text shows one picture of /uploads/news/
    const newsWithPicture = (
      newsCd: string,
      title: string,
      picture: string,
      more: Parameters<typeof createNews>[1] = {},
    ) => createNews(t.db, { newsCd, title, content: `<p><img src="/uploads/news/${picture}"></p>`, type: 1, ...more });
    // published content referring to media in its text, and to media of its own
    await newsWithPicture('PUBNW9', 'inline', `${SHOWN}-inline_1.svg`);
    await newsWithPicture('HIDNW9', 'inline hidden', `${MARK}-inline.svg`, { thumbUrl: null, isPublish: 0 });
    // published, but scheduled for later (the staff console): not public yet, nor its pictures
    await newsWithPicture('SCHNW9', 'scheduled', `${MARK}-scheduled-inline.svg`, {
      thumbUrl: `/uploads/news/${MARK}-scheduled.svg`,
      publishTime: '2099-01-01 08:00:00',
    });
    await createPartner(t.db, { type: '0', name: 'partner', logo: `/uploads/partners/${SHOWN}-partner.svg` });
    // a partner the console unpublished (migration 0012): its logo goes with it
    await createPartner(t.db, {
      type: '1',
      name: 'hidden',
      logo: `/uploads/partners/${MARK}-partner.svg`,
      isPublish: 0,
    });
    await createEvent(t.db, { eventCd: 'PUBEV9', isPublish: 1, logo: `/uploads/shared/${SHOWN}-both.svg` });
    await createEvent(t.db, {
      eventCd: 'HIDEV9',
      isPublish: 0,
      logo: `/uploads/shared/${SHOWN}-both.svg`,
      thumb: `/uploads/events/${MARK}-thumb-9.svg`,
    });
    // a class of the unpublished event, with a logo of its own (a scorer of that event may see it)
    await createLevel(t.db, { eventCd: 'HIDEV9', levelCd: 'HIDLV9', logo: `/uploads/levels/${MARK}-level-9.svg` });
    urls = [];
    for (const [table, columns] of MEDIA_COLUMNS) {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      const rows = (await (t.db as any).selectFrom(table).select(columns).execute()) as Record<string, string | null>[];
      for (const row of rows) for (const c of columns) if (row[c]?.startsWith('/uploads/')) urls.push(row[c]);
    }
    urls.push(
      `/uploads/news/${SHOWN}-inline_1.svg`,
      `/uploads/news/${MARK}-inline.svg`,
      `/uploads/news/${MARK}-scheduled-inline.svg`,
      `/uploads/orphan-${MARK}.svg`,
      `/uploads/levels/${MARK}-level-9.svg`,
    );
    for (const e of [...PUBLISHED_EVENTS, ...HIDDEN_EVENTS]) urls.push(`/uploads/announcements/${e}.html`);
    for (const url of urls) {
      const file = path.join(api.config.UPLOAD_DIR, url.slice('/uploads/'.length));
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(
        file,
        url.endsWith('.html') ? '<!doctype html><p>page</p>' : '<svg xmlns="http://www.w3.org/2000/svg"/>',
      );
    }
  });
  const isHidden = (url: string) => url.includes(MARK) || /HIDEV\d/.test(url);

  it('serves the media of published records and nothing of unpublished ones', async () => {
    expect(urls.filter(isHidden).length).toBeGreaterThan(40);
    expect(urls.filter((u) => !isHidden(u)).length).toBeGreaterThan(20);
    for (const url of urls) {
      const res = await api.request(url);
      expect(res.status, url).toBe(isHidden(url) ? 404 : 200);
      if (isHidden(url)) expect(res.text).not.toContain('svg');
    }
  });

  it('serves staff an unpublished file only when their role may read a record that uses it (issue 25, finding 7)', async () => {
    const scorer = await addStaff(t.db, { role: 'scorer', events: ['HIDEV9'] });
    const scorerToken = (await addToken(t.db, scorer.id)).token;
    const otherScorer = (await addToken(t.db, (await addStaff(t.db, { role: 'scorer', events: ['PUBEV9'] })).id)).token;
    const editor = (await addToken(t.db, (await addStaff(t.db, { role: 'editor' })).id)).token;
    const admin = await addStaff(t.db, { role: 'admin' });
    const adminSession = await signIn(api, admin.email, undefined, '192.0.2.77');
    const scorerSession = await signIn(api, scorer.email, undefined, '192.0.2.78');
    expect((await adminCall(api, 'GET', '/admin/me', { session: adminSession })).status).toBe(200);

    const as = (url: string, auth: { bearer?: string; cookie?: string }) =>
      api.request(url, {
        headers: auth.bearer ? { authorization: `Bearer ${auth.bearer}` } : { cookie: auth.cookie! },
      });
    const eventThumb = `/uploads/events/${MARK}-thumb-9.svg`;
    const levelLogo = `/uploads/levels/${MARK}-level-9.svg`;
    const hiddenNews = `/uploads/news/${MARK}-inline.svg`;
    const scheduledNews = `/uploads/news/${MARK}-scheduled.svg`;
    const hiddenPartner = `/uploads/partners/${MARK}-partner.svg`;
    const orphan = `/uploads/orphan-${MARK}.svg`;
    const hiddenBanner = urls.find((u) => u.includes(MARK) && u.startsWith('/uploads/banners/'))!;
    const otherHiddenEvent = urls.find((u) => /HIDEV\d/.test(u) && !u.includes('HIDEV9'))!;
    expect(hiddenBanner).toBeDefined();
    expect(otherHiddenEvent).toBeDefined();

    // a scorer: the records of their event (its thumb, its class's logo), through a token or a session
    for (const auth of [{ bearer: scorerToken }, { cookie: scorerSession.cookie }]) {
      for (const url of [eventThumb, levelLogo]) {
        const res = await as(url, auth);
        expect(res.status, url).toBe(200);
        expect(res.headers.get('cache-control'), url).toBe('private, no-store');
      }
      // and nothing else: news, site content, another event's files, an upload no record uses
      for (const url of [hiddenNews, scheduledNews, hiddenPartner, hiddenBanner, otherHiddenEvent, orphan]) {
        const res = await as(url, auth);
        expect(res.status, url).toBe(404);
        expect(res.text).not.toContain('svg');
      }
    }
    // a scorer of another event sees none of them
    for (const url of [eventThumb, levelLogo, hiddenNews, orphan])
      expect((await as(url, { bearer: otherScorer })).status, url).toBe(404);
    // editors and admins read every content record, and upload: every file
    for (const auth of [{ bearer: editor }, { cookie: adminSession.cookie }]) {
      for (const url of [
        eventThumb,
        levelLogo,
        hiddenNews,
        scheduledNews,
        hiddenPartner,
        hiddenBanner,
        otherHiddenEvent,
        orphan,
      ]) {
        const res = await as(url, auth);
        expect(res.status, url).toBe(200);
        expect(res.headers.get('cache-control'), url).toBe('private, no-store');
      }
    }
    // a token the API refuses is nobody
    expect((await as(eventThumb, { bearer: 'sf_' + 'x'.repeat(43) })).status).toBe(404);
  });

  it('keeps the sandbox and the caching headers on a 206 answer, and the sandbox on a 404', async () => {
    const url = urls.find((u) => u.includes(`${SHOWN}-banner`))!;
    const ranged = await api.request(url, { headers: { range: 'bytes=0-3' } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-security-policy')).toContain('sandbox');
    expect(ranged.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(ranged.headers.get('x-content-type-options')).toBe('nosniff');
    const missing = await api.request('/uploads/nothing-here.svg');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-security-policy')).toContain('sandbox');
  });
});
