/**
 * Issue 20 item 1: news through the admin API, on SQLite and PostgreSQL: roles (admin and
 * editor, a scorer 403, nobody signed in 401, a cookie write from another site 403); create
 * (the code made as the seed's), read, list (newest first, 25 a page, search, type and state),
 * change (409 on a stale copy), delete; every change audited; field errors; the XSS corpus put
 * through POST and PUT (nothing executable stored, the public answer safe); what the editor
 * writes kept; scheduled publishing (a post two seconds ahead is absent from the public list,
 * its total and its page, then present, with the answer cache on: the timer clears it).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { parseDocument } from 'htmlparser2';
import type { ChildNode, Element } from 'domhandler';
import { endpoints } from '../../../shared/endpoints.js';
import { adminNewsEndpoints, NEWS_CONTENT_MAX } from '../../../shared/admin-news.js';
import { siteDateTime } from '../../../shared/site-time.js';
import { createNews, timeAfter } from '../../db/factories.js';
import { XSS_PAYLOADS } from '../../../tests/e2e/fixtures/xss-payloads.js';
import type { Json } from '../../../tests/helpers/test-app.js';
import { dialects } from '../../../tests/helpers/test-db.js';
import {
  addStaff,
  adminCall,
  callsOf,
  expectEachAnswers,
  signInEachRole,
  signIn,
  type Session,
} from '../../../tests/helpers/staff.js';
import { auditRows, useTestApp } from '../../../tests/helpers/suite.js';

/** what the editor (TipTap) writes: it must come back as written, less the attributes the public pages drop */
const EDITOR_HTML =
  '<h2>Race report</h2><h3>Day one</h3><p>Winds of <strong>12 knots</strong> and <em>sun</em>.</p>' +
  '<ul><li><p>Fleet A</p></li></ul><ol><li><p>First</p></li></ol>' +
  '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com/results">results</a> ' +
  '<a href="/events/detail/E1">event</a></p>' +
  '<img src="/uploads/2026/11/boat.webp" alt="The fleet at the start">' +
  '<table style="min-width: 50px"><colgroup><col style="min-width: 25px"><col></colgroup><tbody>' +
  '<tr><th colspan="1" rowspan="1"><p>Rank</p></th><th colspan="2" rowspan="1"><p>Boat</p></th></tr>' +
  '<tr><td colspan="1" rowspan="2"><p>1</p></td><td><p>CHN 1</p></td></tr></tbody></table>' +
  '<blockquote><p>Quote</p></blockquote>';

function elements(nodes: ChildNode[]): Element[] {
  return nodes.flatMap((n) =>
    n.type === 'tag' || n.type === 'script' || n.type === 'style'
      ? [n as Element, ...elements((n as Element).children)]
      : 'children' in n
        ? elements((n as Element).children)
        : [],
  );
}

const SAFE_TAGS = new Set(
  (
    'p h2 h3 h4 h5 h6 blockquote hr br pre code div span ul ol li dl dt dd a strong em sub sup small mark del ' +
    'ins s u abbr q table caption colgroup col thead tbody tfoot tr th td figure figcaption img'
  ).split(' '),
);

/** nothing in `html` runs: only allowlisted elements, no handler, no script URL in an attribute, images from the site (text is text) */
function expectHarmless(html: string, what: string) {
  for (const el of elements(parseDocument(html).children)) {
    expect(SAFE_TAGS.has(el.name), `<${el.name}> in ${what}: ${html}`).toBe(true);
    for (const [name, value] of Object.entries(el.attribs)) {
      expect(name, `${what}: ${html}`).not.toMatch(/^on|^style$|^srcdoc$|^formaction$/i);
      const url = value.replace(/[\p{Cc} ]/gu, '').toLowerCase();
      expect(url, `${name} in ${what}: ${html}`).not.toMatch(/javascript:|vbscript:|data:/);
      if (name === 'href') expect(url, `${what}: ${html}`).toMatch(/^(https?:|mailto:|\/(?![/\\])|[^:]*$)/);
      if (name === 'src') expect(value, `${what}: ${html}`).toMatch(/^\/(?![/\\])/);
    }
  }
  expect(html, what).not.toMatch(/<\s*(script|iframe|object|embed|svg|math|style|base|meta|link|form)/i);
}

describe.each(dialects())('news in the admin API on %s', (dialect) => {
  const { db, t } = useTestApp(dialect);
  let admin: Session;
  let editor: Session;
  let scorer: Session;

  const body = (fields: Json = {}) => ({
    title: '年度帆船赛开幕',
    titleEn: 'The annual regatta opens',
    type: 2,
    thumbUrl: '/uploads/2026/11/thumb.webp',
    publishTime: '2026-11-20 09:30',
    isPublish: 1,
    content: '<p>开幕 <strong>今天</strong></p>',
    ...fields,
  });
  const create = (fields: Json = {}, session: Session = editor) =>
    adminCall(t, 'POST', '/admin/news', { session, body: body(fields) });
  const newsAudit = (newsCd: string) => auditRows(db.db, 'news', newsCd);
  const publicInfo = (newsCd: string) => t.post(endpoints.newsInfo.path({ newsCd }), {});
  const publicList = (q: Json = {}) => t.post(endpoints.newsList.path(), { pageNo: 1, pageSize: 100, ...q });

  beforeAll(async () => {
    ({ admin, editor, scorer } = await signInEachRole(t, db.db));
    // 30 posts of the seed's kind (published, type 1 and 3, one a minute from 2024-01-01 08:00)
    for (let i = 0; i < 30; i++) {
      await createNews(db.db, {
        newsCd: `NS${String(i).padStart(2, '0')}`,
        title: `新闻 ${i}`,
        type: i % 2 === 0 ? 1 : 3,
        publishTime: timeAfter(i, '2024-01-01 08:00:00'),
      });
    }
  });

  it('refuses without a session (401), a scorer (403) and a cookie write from another site (403)', async () => {
    const calls = callsOf(adminNewsEndpoints, { newsCd: 'NS01' });
    await expectEachAnswers(t, calls, 401, {}, body());
    await expectEachAnswers(t, calls, 403, { session: scorer }, body());
    const crossSite = await adminCall(t, 'POST', '/admin/news', {
      session: editor,
      body: body(),
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
    const noToken = await adminCall(t, 'PUT', '/admin/news/NS01', {
      session: editor,
      body: { title: 'x' },
      headers: { 'x-csrf-token': '' },
    });
    expect(noToken.status).toBe(403);
    expect(
      (await db.db.selectFrom('news').select('title').where('newsCd', '=', 'NS01').executeTakeFirst())?.title,
    ).toBe('新闻 1');
    expect(await auditRows(db.db, 'news')).toEqual([]);
  });

  it('creates a post (an editor) with the code made from its publish day, audited, shown on the public site', async () => {
    const res = await create();
    expect(res.status, res.text).toBe(200);
    const post = res.json.result;
    expect(post).toEqual({
      newsCd: 'N2026112001',
      title: '年度帆船赛开幕',
      titleEn: 'The annual regatta opens',
      type: 2,
      thumbUrl: '/uploads/2026/11/thumb.webp',
      publishTime: '2026-11-20 09:30:00',
      isPublish: 1,
      content: '<p>开幕 <strong>今天</strong></p>',
      contentEn: '',
      state: 'published',
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    // the next of the day gets the next number; an admin may create too
    const second = await create({ title: '第二条', titleEn: '', isPublish: 0, content: '<p>草稿</p>' }, admin);
    expect(second.json.result).toMatchObject({ newsCd: 'N2026112002', titleEn: null, state: 'draft' });

    const rows = await newsAudit('N2026112001');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'create', staffId: editor.staff.id, via: 'session' });
    expect(JSON.parse(rows[0]!.afterJson!)).toMatchObject({ title: '年度帆船赛开幕', isPublish: 1 });
    expect(JSON.parse(rows[0]!.afterJson!)).not.toHaveProperty('updatedAt');

    const shown = await publicInfo('N2026112001');
    expect(shown.status).toBe(200);
    expect(shown.json.result).toEqual({
      newsCd: 'N2026112001',
      title: '年度帆船赛开幕',
      titleEn: 'The annual regatta opens',
      content: '<p>开幕 <strong>今天</strong></p>',
      contentEn: '',
      thumbUrl: '/uploads/2026/11/thumb.webp',
      publishTime: '2026-11-20 09:30:00',
      type: 2,
    });
    expect((await publicInfo('N2026112002')).status).toBe(404); // a draft
    const listed = (await publicList({ type: 2 })).json.result;
    expect(listed.total).toBe(1);
    expect(listed.records.map((n: Json) => n.newsCd)).toEqual(['N2026112001']);
    expect((await adminCall(t, 'GET', '/admin/news/N2026112002', { session: editor })).json.result.title).toBe(
      '第二条',
    );
    expect((await adminCall(t, 'GET', '/admin/news/N1', { session: editor })).status).toBe(404);
  });

  it('refuses bad fields with a message for each (400), storing nothing', async () => {
    const before = await db.db.selectFrom('news').select('id').execute();
    const res = await create({
      title: '  ',
      titleEn: 'a\nb',
      type: 5,
      thumbUrl: 'javascript:alert(1)',
      publishTime: '2026-02-30 10:00',
      isPublish: 'yes',
      content: 'x'.repeat(NEWS_CONTENT_MAX + 1),
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.errors).sort()).toEqual(
      ['content', 'isPublish', 'publishTime', 'thumbUrl', 'title', 'titleEn', 'type'].sort(),
    );
    expect(res.json.errors.title).toBe('The title is required.');
    expect(res.json.errors.publishTime).toMatch(/date and time/);
    expect(res.json.errors.content).toBe(`The content must be at most ${NEWS_CONTENT_MAX} characters.`);
    const missing = await adminCall(t, 'POST', '/admin/news', { session: editor, body: { title: 'x' } });
    expect(Object.keys(missing.json.errors).sort()).toEqual(['content', 'publishTime', 'type']);
    const unknown = await create({ newsCd: 'MINE' });
    expect(unknown.status).toBe(400);
    expect((await db.db.selectFrom('news').select('id').execute()).length).toBe(before.length);
    // a long Chinese text (over the API's usual 64 KB body) is taken
    const long = await create({ content: `<p>${'帆'.repeat(60_000)}</p>`, isPublish: 0 });
    expect(long.status, long.text.slice(0, 200)).toBe(200);
    await adminCall(t, 'DELETE', `/admin/news/${long.json.result.newsCd}`, { session: editor });
  });

  it('lists newest first, 25 a page, searched in both titles and the text, by type and state', async () => {
    const p1 = await adminCall(t, 'GET', '/admin/news', { session: editor });
    expect(p1.status, p1.text).toBe(200);
    expect(p1.json.result).toMatchObject({ total: 32, pages: 2, pageNo: 1, pageSize: 25 });
    expect(p1.json.result.records.slice(0, 3).map((n: Json) => n.newsCd)).toEqual([
      'N2026112002',
      'N2026112001',
      'NS29',
    ]);
    const p2 = await adminCall(t, 'GET', '/admin/news?page=2', { session: admin });
    expect(p2.json.result.records).toHaveLength(7);
    expect(p2.json.result.records.at(-1).newsCd).toBe('NS00');

    const codes = async (query: string) =>
      (await adminCall(t, 'GET', `/admin/news?${query}`, { session: editor })).json.result.records.map(
        (n: Json) => n.newsCd,
      );
    expect(await codes(`q=${encodeURIComponent('REGATTA')}`)).toEqual(['N2026112001']); // English title, any case
    expect(await codes(`q=${encodeURIComponent('第二')}`)).toEqual(['N2026112002']); // title
    expect(await codes(`q=${encodeURIComponent('今天')}`)).toEqual(['N2026112001']); // text
    expect(await codes(`q=${encodeURIComponent('%')}`)).toEqual([]); // LIKE's wildcards match themselves
    expect(await codes('type=2')).toEqual(['N2026112002', 'N2026112001']);
    expect(await codes('state=draft')).toEqual(['N2026112002']);
    expect(await codes('type=2&state=published')).toEqual(['N2026112001']);
    expect((await adminCall(t, 'GET', '/admin/news?type=3', { session: editor })).json.result.total).toBe(15);

    const bad = await adminCall(t, 'GET', '/admin/news?type=9&state=live&page=0', { session: editor });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.errors).sort()).toEqual(['page', 'state', 'type']);
  });

  it('changes a post (audited as publish/update), refuses a stale copy (409) and deletes (audited)', async () => {
    const read = (await adminCall(t, 'GET', '/admin/news/N2026112002', { session: editor })).json.result;
    const res = await adminCall(t, 'PUT', '/admin/news/N2026112002', {
      session: editor,
      body: { isPublish: true, titleEn: 'Second', updatedAt: read.updatedAt },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json.result).toMatchObject({ isPublish: 1, state: 'published', titleEn: 'Second', title: '第二条' });
    expect(res.json.result.updatedAt).not.toBe(read.updatedAt);
    expect((await publicInfo('N2026112002')).json.result.titleEn).toBe('Second');

    const stale = await adminCall(t, 'PUT', '/admin/news/N2026112002', {
      session: admin,
      body: { title: 'Lost', updatedAt: read.updatedAt },
    });
    expect(stale.status).toBe(409);
    expect(stale.json.message).toMatch(/changed by someone else/);
    const unchanged = await adminCall(t, 'PUT', '/admin/news/N2026112002', {
      session: editor,
      body: { title: '第二条', updatedAt: res.json.result.updatedAt },
    });
    expect(unchanged.json.result.updatedAt).toBe(res.json.result.updatedAt);
    const edited = await adminCall(t, 'PUT', '/admin/news/N2026112002', {
      session: editor,
      body: { title: '第二条（更新）' },
    });
    expect(edited.json.result.title).toBe('第二条（更新）');
    expect((await adminCall(t, 'PUT', '/admin/news/NOPE', { session: editor, body: { title: 'x' } })).status).toBe(404);
    const badPut = await adminCall(t, 'PUT', '/admin/news/N2026112002', { session: editor, body: { type: 0 } });
    expect(badPut.status).toBe(400);

    const rows = await newsAudit('N2026112002');
    expect(rows.map((r) => r.action)).toEqual(['create', 'publish', 'update']);
    expect(JSON.parse(rows[1]!.beforeJson!)).toEqual({ isPublish: 0, titleEn: null });
    expect(JSON.parse(rows[1]!.afterJson!)).toEqual({ isPublish: 1, titleEn: 'Second' });
    expect(JSON.parse(rows[2]!.afterJson!)).toEqual({ title: '第二条（更新）' });

    const staleDelete = await adminCall(t, 'DELETE', `/admin/news/N2026112002?updatedAt=${read.updatedAt}`, {
      session: editor,
    });
    expect(staleDelete.status).toBe(409);
    const del = await adminCall(t, 'DELETE', '/admin/news/N2026112002', {
      session: editor,
      body: { updatedAt: edited.json.result.updatedAt },
    });
    expect(del.status, del.text).toBe(200);
    expect((await adminCall(t, 'GET', '/admin/news/N2026112002', { session: editor })).status).toBe(404);
    expect((await publicInfo('N2026112002')).status).toBe(404);
    const after = await newsAudit('N2026112002');
    expect(after.at(-1)).toMatchObject({ action: 'delete', staffId: editor.staff.id });
    expect(JSON.parse(after.at(-1)!.beforeJson!)).toMatchObject({ newsCd: 'N2026112002', title: '第二条（更新）' });
    expect((await adminCall(t, 'DELETE', '/admin/news/N2026112002', { session: editor })).status).toBe(404);
  });

  it('keeps what the editor writes (headings, lists, links, a site image, a table with spans, a quote)', async () => {
    const res = await create({ content: EDITOR_HTML, publishTime: '2026-11-21 10:00' });
    expect(res.status, res.text).toBe(200);
    const stored = res.json.result.content as string;
    expect(stored).toBe(
      '<h2>Race report</h2><h3>Day one</h3><p>Winds of <strong>12 knots</strong> and <em>sun</em>.</p>' +
        '<ul><li><p>Fleet A</p></li></ul><ol><li><p>First</p></li></ol>' +
        '<p><a href="https://example.com/results" target="_blank" rel="noopener noreferrer">results</a> ' +
        '<a href="/events/detail/E1" rel="noopener noreferrer">event</a></p>' +
        '<img src="/uploads/2026/11/boat.webp" alt="The fleet at the start" loading="lazy" decoding="async" />' +
        // (sanitize-html writes the void <col> with an end tag, which HTML parsers ignore)
        '<table><colgroup><col></col><col></col></colgroup><tbody>' +
        '<tr><th colspan="1" rowspan="1"><p>Rank</p></th><th colspan="2" rowspan="1"><p>Boat</p></th></tr>' +
        '<tr><td colspan="1" rowspan="2"><p>1</p></td><td><p>CHN 1</p></td></tr></tbody></table>' +
        '<blockquote><p>Quote</p></blockquote>',
    );
    // the public page shows the same markup (sanitised again: nothing changes)
    expect((await publicInfo(res.json.result.newsCd)).json.result.content).toBe(stored);
    await adminCall(t, 'DELETE', `/admin/news/${res.json.result.newsCd}`, { session: editor });
  });

  it('drops the empty last rows a Tab added to a table, on create and on change, in the stored and the public body (issue 28, item 11)', async () => {
    const head =
      '<table><tbody><tr><th colspan="1" rowspan="1"><p>Race</p></th></tr><tr><td colspan="1" rowspan="1"><p>R1</p></td></tr>';
    const empty = '<tr><td colspan="1" rowspan="1"><p></p></td></tr>';
    const res = await create({
      content: `${head}${empty}${empty}</tbody></table><p>After</p>`,
      publishTime: '2026-11-21 11:00',
    });
    expect(res.status, res.text).toBe(200);
    const clean = `${head}</tbody></table><p>After</p>`;
    expect(res.json.result.content).toBe(clean);
    const newsCd = res.json.result.newsCd as string;
    const row = await db.db.selectFrom('news').select('content').where('newsCd', '=', newsCd).executeTakeFirstOrThrow();
    expect(row.content).toBe(clean);
    expect((await publicInfo(newsCd)).json.result.content).toBe(clean);
    const changed = await adminCall(t, 'PUT', `/admin/news/${newsCd}`, {
      session: editor,
      body: { content: `${head}${empty}</tbody></table>`, updatedAt: res.json.result.updatedAt },
    });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.json.result.content).toBe(`${head}</tbody></table>`);
    await adminCall(t, 'DELETE', `/admin/news/${newsCd}`, { session: editor });
  });

  it("keeps an English body (contentEn, issue 28 item 5): sanitised, changed alone, searched, served by the public API; none is ''", async () => {
    const res = await create({
      content: '<p>中文正文</p>',
      contentEn: '<p>The <strong>English</strong> body</p><script>window.x=1</script><img src="x" onerror="alert(1)">',
      publishTime: '2026-11-21 12:00',
    });
    expect(res.status, res.text).toBe(200);
    const newsCd = res.json.result.newsCd as string;
    expect(res.json.result.contentEn).toBe('<p>The <strong>English</strong> body</p>');
    expect((await publicInfo(newsCd)).json.result).toMatchObject({
      content: '<p>中文正文</p>',
      contentEn: '<p>The <strong>English</strong> body</p>',
    });
    const listed = (await publicList()).json.result.records.find((r: Json) => r.newsCd === newsCd);
    expect(listed.contentEn).toBe('<p>The <strong>English</strong> body</p>');
    const found = await adminCall(t, 'GET', `/admin/news?q=${encodeURIComponent('english')}`, { session: editor });
    expect(found.json.result.records.map((r: Json) => r.newsCd)).toContain(newsCd);
    const changed = await adminCall(t, 'PUT', `/admin/news/${newsCd}`, {
      session: editor,
      body: { contentEn: '', updatedAt: res.json.result.updatedAt },
    });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.json.result).toMatchObject({ contentEn: '', content: '<p>中文正文</p>' });
    // (the code may have been used by an earlier, deleted post: this post's rows are the last two)
    const rows = (await newsAudit(newsCd)).slice(-2);
    expect(rows.map((r) => r.action)).toEqual(['create', 'update']);
    expect(JSON.parse(rows[1]!.beforeJson!)).toEqual({ contentEn: '<p>The <strong>English</strong> body</p>' });
    expect(JSON.parse(rows[1]!.afterJson!)).toEqual({ contentEn: '' });
    const tooLong = await create({ contentEn: `<p>${'x'.repeat(NEWS_CONTENT_MAX)}</p>` });
    expect(tooLong.status).toBe(400);
    // a post without one answers ''
    const plain = await create({ publishTime: '2026-11-21 12:30' });
    expect(plain.json.result.contentEn).toBe('');
    expect((await publicInfo(plain.json.result.newsCd)).json.result.contentEn).toBe('');
    await adminCall(t, 'DELETE', `/admin/news/${newsCd}`, { session: editor });
    await adminCall(t, 'DELETE', `/admin/news/${plain.json.result.newsCd}`, { session: editor });
  });

  it('stores nothing executable from the XSS corpus (POST and PUT), and the public answer is safe', async () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThan(100);
    const made = await create({ content: '<p>start</p>', publishTime: '2026-11-22 08:00' });
    const newsCd = made.json.result.newsCd as string;
    for (const { n, text } of XSS_PAYLOADS) {
      const content = `<p>before ${n}</p>${text}<p>after ${n}</p>`;
      const posted = await create({ content, publishTime: '2026-11-23 08:00', title: `XSS ${n}` });
      if (text.includes('\u0000')) {
        // the API takes no NUL in any text: refused whole, nothing stored
        expect(posted.status, `payload ${n}`).toBe(400);
        continue;
      }
      expect(posted.status, `payload ${n}: ${posted.text}`).toBe(200);
      expectHarmless(posted.json.result.content, `POST payload ${n}`);
      const stored = await db.db
        .selectFrom('news')
        .select('content')
        .where('newsCd', '=', posted.json.result.newsCd)
        .executeTakeFirstOrThrow();
      expect(stored.content).toBe(posted.json.result.content);
      // the text before it stays (what follows may be inside an unclosed tag of the payload)
      expect(stored.content, `payload ${n}`).toContain(`<p>before ${n}</p>`);
      const shown = await publicInfo(posted.json.result.newsCd);
      expectHarmless(shown.json.result.content, `public payload ${n}`);

      const put = await adminCall(t, 'PUT', `/admin/news/${newsCd}`, { session: editor, body: { content: text } });
      expect(put.status, `payload ${n}`).toBe(200);
      expectHarmless(put.json.result.content, `PUT payload ${n}`);
      expectHarmless((await publicInfo(newsCd)).json.result.content, `public PUT payload ${n}`);
    }
    // (the console's list shows them stored, and the codes of one day keep counting: 3 digits past 99)
    const day = await adminCall(t, 'GET', '/admin/news?q=XSS', { session: editor });
    const stored = XSS_PAYLOADS.filter((p) => !p.text.includes('\u0000')).length;
    expect(day.json.result.total).toBe(stored);
    const codes = (await db.db.selectFrom('news').select('newsCd').where('newsCd', 'like', 'N20261123%').execute())
      .map((r) => r.newsCd)
      .sort();
    expect(new Set(codes).size).toBe(stored);
    expect(codes).toContain('N2026112399');
    expect(codes).toContain('N20261123100');
  });

  it('sanitises a body stored by another way (straight into the database) when the console reads it: preview, editor and list (issue 25, finding 9)', async () => {
    const raw =
      '<p>Kept <strong>text</strong></p><script>window.__xss(1)</script>' +
      '<img src="x" onerror="window.__xss(2)"><a href="javascript:__xss(3)">link</a>';
    await createNews(db.db, { newsCd: 'NRAW1', title: 'Raw body', content: raw, isPublish: 0 });
    // the database holds it as it is: only reading sanitises
    const stored = await db.db
      .selectFrom('news')
      .select('content')
      .where('newsCd', '=', 'NRAW1')
      .executeTakeFirstOrThrow();
    expect(stored.content).toBe(raw);

    const one = await adminCall(t, 'GET', '/admin/news/NRAW1', { session: editor });
    expect(one.status).toBe(200);
    const content = one.json.result.content as string;
    expectHarmless(content, 'GET /admin/news/NRAW1');
    expect(content).toContain('<p>Kept <strong>text</strong></p>');
    expect(content).not.toMatch(/script|onerror|javascript:/i);

    const listed = await adminCall(t, 'GET', '/admin/news?q=Raw%20body', { session: admin });
    const record = (listed.json.result.records as Json[]).find((r) => r.newsCd === 'NRAW1')!;
    expect(record.content).toBe(content);
  });
});

describe.each(dialects())('scheduled news on %s (answer cache on)', (dialect) => {
  // answers are kept a minute: only the schedule's clearing can show the post at its time
  const { db, t } = useTestApp(dialect, { env: { API_CACHE_TTL_MS: '60000' } });
  let editor: Session;

  beforeAll(async () => {
    await addStaff(db.db, { email: 'editor@example.com', role: 'editor' });
    editor = await signIn(t, 'editor@example.com');
    for (let i = 0; i < 3; i++) await createNews(db.db, { type: 1, publishTime: timeAfter(i, '2025-06-01 08:00:00') });
  });

  it('hides a post scheduled two seconds ahead from the list, its total and its page, then shows it by itself', async () => {
    const list = async () =>
      (await t.post(endpoints.newsList.path(), { type: 1, pageNo: 1, pageSize: 20 })).json.result as Json;
    const home = async () => (await t.post(endpoints.newsList.path(), { pageNo: 1, pageSize: 20 })).json.result as Json;
    expect((await list()).total).toBe(3);

    // two whole seconds ahead on the site's clock (Asia/Shanghai)
    const at = Math.ceil((Date.now() + 2000) / 1000) * 1000;
    const publishTime = siteDateTime(at);
    const res = await adminCall(t, 'POST', '/admin/news', {
      session: editor,
      body: { title: '定时发布', type: 1, publishTime, isPublish: 1, content: '<p>soon</p>' },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json.result.state).toBe('scheduled');
    const newsCd = res.json.result.newsCd as string;
    const scheduled = await adminCall(t, 'GET', '/admin/news?state=scheduled', { session: editor });
    expect(scheduled.json.result.records.map((n: Json) => n.newsCd)).toEqual([newsCd]);

    // before its time: not listed, not counted (both lists), no page; these answers are now cached
    const before = await list();
    expect(before.total).toBe(3);
    expect(before.records.map((n: Json) => n.newsCd)).not.toContain(newsCd);
    expect((await home()).total).toBe(3);
    expect((await t.post(endpoints.newsInfo.path({ newsCd }), {})).status).toBe(404);
    expect(Date.now()).toBeLessThan(at);

    // a moment after its time, with nobody touching anything: listed first, counted, its page shown
    await new Promise((resolve) => setTimeout(resolve, at - Date.now() + 300));
    const after = await list();
    expect(after.total).toBe(4);
    expect(after.records[0].newsCd).toBe(newsCd);
    expect((await home()).total).toBe(4);
    const page = await t.post(endpoints.newsInfo.path({ newsCd }), {});
    expect(page.status).toBe(200);
    expect(page.json.result.publishTime).toBe(publishTime);
    const now = await adminCall(t, 'GET', `/admin/news/${newsCd}`, { session: editor });
    expect(now.json.result.state).toBe('published');
  }, 15_000);
});
