/**
 * The staff console as a person uses it (issue 18; docs/admin-console.md), at both widths: sign
 * in, create an event (a refused form keeps what was typed and says why next to the field, in
 * Chinese and in English), upload its logo, add a class and two races (in a table; move one), upload
 * three photos at once (with progress), publish it and find it on /events and its page in both
 * languages, a stale copy refused with a way to reload, a changed form asking before leaving,
 * unpublish it and find the 404, sign out. Then an axe audit of every console page.
 *
 * The spec runs its own production server (the build in BUILD_DIR) on a database of its own
 * (no demo content) with one admin account, so the event it publishes touches no other spec.
 */
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import en from '../../app/i18n/en';
import zh from '../../app/i18n/zh';
import { expectNoSeriousViolations } from './axe';
import { expectUsable, hydrated, setLangCookie, walkOnDesktop, watchConsole } from './helpers';
import { startOwnServer, type OwnServer } from './own-server';
import { fillWithStaff, STAFF_PASSWORD } from './staff-accounts';
import { openDb } from '../../server/db/client';
import { createEvent, createLevel, createRace } from '../../server/db/factories';

let server: OwnServer | undefined;
const ADMIN = { email: 'ada@example.com', name: 'Ada Lovelace', role: 'admin' as const };
const AUDIT_EVENT = 'E2E-AXE';

test.describe.configure({ mode: 'serial', timeout: 150_000 });
test.use({ actionTimeout: 15_000, navigationTimeout: 20_000 });

test.beforeAll(async () => {
  server = await startOwnServer('console', {
    fill: async (file) => {
      await fillWithStaff([ADMIN])(file);
      // the audit's event, with a class and a race (the editor's walk makes its own, at 1280 px only)
      const handle = await openDb(`sqlite:${file}`);
      await createEvent(handle.db, { eventCd: AUDIT_EVENT, status: '1' });
      await createLevel(handle.db, { eventCd: AUDIT_EVENT, levelCd: 'E2EAXE-1' });
      await createRace(handle.db, { levelCd: 'E2EAXE-1' });
      await handle.close();
    },
    env: { LOG_LEVEL: 'error' },
  });
});

test.afterAll(async () => {
  await server?.stop();
});

/** a small picture: a PNG or JPEG of one colour with a stripe, made here */
async function picture(format: 'png' | 'jpeg', colour: string, width = 96, height = 64): Promise<Buffer> {
  const stripe = await sharp({ create: { width, height: 8, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();
  const img = sharp({ create: { width, height, channels: 3, background: colour } }).composite([
    { input: stripe, top: Math.floor(height / 2), left: 0 },
  ]);
  return format === 'png' ? img.png().toBuffer() : img.jpeg({ quality: 80 }).toBuffer();
}

async function signIn(page: Page, base: string) {
  await page.goto(`${base}/admin`);
  await expect(page).toHaveURL(/\/admin\/login/);
  await expect(page.getByRole('heading', { level: 1, name: zh.admin.login.heading })).toBeVisible();
  await page.locator('#login-email').fill(ADMIN.email);
  await page.locator('#login-password').fill(STAFF_PASSWORD);
  const submit = page.getByRole('button', { name: zh.admin.login.submit });
  await expectUsable(submit);
  await submit.click();
  await expect(page).toHaveURL(`${base}/admin`);
  await expect(
    page.getByRole('heading', { level: 1, name: zh.admin.dashboard.heading.replace('{{name}}', ADMIN.name) }),
  ).toBeVisible();
  // the dashboard's way to the news and the site content (counts of scheduled posts and drafts)
  const content = page.getByRole('region', { name: zh.admin.dashboard.content });
  await expect(content.getByRole('link', { name: zh.admin.dashboard.scheduled.replace('{{n}}', '0') })).toBeVisible();
  await expect(content.getByRole('link', { name: zh.admin.dashboard.writePost })).toHaveAttribute(
    'href',
    '/admin/news/new',
  );
  await expectUsable(content.getByRole('link', { name: zh.admin.dashboard.homeBanners }));
}

/** the console navigation's link to the audit log */
function auditLink(page: Page) {
  return page.getByRole('navigation', { name: zh.admin.nav.label }).getByRole('link', { name: zh.admin.nav.audit });
}

/** with unsaved work in a form, following a console link asks first (zh.admin.form.leave); answered no, the page stays */
async function expectLeaveAsked(page: Page) {
  let asked = '';
  page.once('dialog', (d) => {
    asked = d.message();
    void d.dismiss();
  });
  await auditLink(page).click();
  await expect.poll(() => asked).toBe(zh.admin.form.leave);
}

/** the page's console errors, but for the answers a test provokes on purpose (a refused form, a 404 page) */
function unexpected(errors: string[], allowed: number[]) {
  return errors.filter(
    (e) => !allowed.some((s) => e.includes(`Failed to load resource: the server responded with a status of ${s}`)),
  );
}

/** the saved-notice of the event page (role=status) */
const notice = (page: Page) => page.getByRole('status').filter({ hasNotText: /^$/ });

test('an editor creates, publishes and unpublishes an event with a class, races, a logo and photos', async ({
  page,
  context,
}, info) => {
  walkOnDesktop();
  const base = server!.base;
  const code = `E2E-${info.project.name}`;
  const name = `测试帆船赛 ${info.project.name}`;
  const nameEn = `E2E Test Regatta ${info.project.name}`;
  const console_ = watchConsole(page);

  await test.step('sign in (the console is in Chinese by default)', async () => {
    await signIn(page, base);
    await hydrated(page);
  });

  await test.step('a new event: a refused form keeps what was typed and says why next to the field', async () => {
    await page.getByRole('link', { name: zh.admin.dashboard.newEvent }).click();
    await expect(page.getByRole('heading', { level: 1, name: zh.admin.event.newTitle })).toBeVisible();
    await hydrated(page);
    await page.locator('#event-eventCd').fill(code);
    await page.locator('#event-name').fill(name);
    await page.locator('#event-nameCode').fill(nameEn);
    await page.locator('#event-beginDate').fill('2026-12-12');
    await page.locator('#event-endDate').fill('2026-12-10'); // before the first day
    await page.locator('#event-address').fill('青岛奥帆中心');
    await page.locator('#event-addressCode').fill('Qingdao Olympic Sailing Center');
    await page.locator('#event-keywords').fill('测试\nE2E regatta');
    await page.locator('#event-logo-file').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: await picture('png', '#1668a8', 120, 120),
    });
    const create = page.getByRole('button', { name: zh.admin.event.create });
    await expectUsable(create);
    await create.click();
    // the rule is said beside its field in the page's language before anything is sent (conform, decision 0024)
    await expect(page.locator('#event-endDate-error')).toHaveText(zh.admin.errors.endBeforeStart);
    await expect(page.locator('#event-endDate')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/admin\/events\/new$/);
    // nothing typed is lost
    await expect(page.locator('#event-name')).toHaveValue(name);
    await expect(page.locator('#event-addressCode')).toHaveValue('Qingdao Olympic Sailing Center');
    await expect(page.locator('#event-keywords')).toHaveValue('测试\nE2E regatta');
    // nothing was sent, so leaving the refused form still asks (answered no: the work stays)
    await expectLeaveAsked(page);
    await expect(page).toHaveURL(/\/admin\/events\/new$/);
    await expect(page.locator('#event-name')).toHaveValue(name);

    await page.locator('#event-endDate').fill('2026-12-14');
    await create.click();
    await expect(page).toHaveURL(new RegExp(`/admin/events/${code}\\?done=created`));
    await expect(notice(page)).toContainText(zh.admin.event.done.created);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    // the uploaded logo is shown (staff see an unpublished event's files)
    const logo = page.locator('fieldset').filter({ hasText: zh.admin.event.fields.logo }).locator('img');
    await expect(logo).toHaveAttribute('src', /^\/uploads\//);
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  });

  await test.step('a class with two races; the second moved before the first', async () => {
    await hydrated(page);
    await page.locator('summary', { hasText: zh.admin.level.add }).click();
    await page.locator('#level-create-new-levelCd').fill(`${code}-ILCA7`);
    await page.locator('#level-create-new-levelName').fill('ILCA 7级男子');
    await page.locator('#level-create-new-levelNameCode').fill('ILCA 7 Men');
    await page.getByRole('button', { name: zh.admin.level.create }).click();
    await expect(notice(page)).toContainText(zh.admin.event.done['level-created']);
    const level = page.locator(`#level-${code}-ILCA7`);
    await expect(level.getByRole('heading', { name: 'ILCA 7级男子' })).toBeVisible();

    for (const n of [1, 2]) {
      await level.locator('summary', { hasText: zh.admin.race.add }).click();
      const f = `#race-create-${code}-ILCA7`;
      // the code is made for the class (R1, R2 …): unique within it, the site keeps its own key
      await expect(page.locator(`${f}-code`)).toHaveValue(`R${n}`);
      await expect(page.locator(`${f}-roundName`)).toHaveValue(`第${n}轮`);
      await page.locator(`${f}-bureauName`).fill('A场区');
      await page.locator(`${f}-startTime`).fill(`2026-12-1${n + 1}T10:30`);
      await page.locator(`${f}-traceUrl`).fill(`https://tracking.example.com/race/${n}`);
      const add = level.getByRole('button', { name: zh.admin.race.create });
      await expectUsable(add);
      await add.click();
      await expect(notice(page)).toContainText(zh.admin.event.done['race-created']);
    }
    // the races in one table, each row's name an input
    const races = level.locator('tbody tr');
    await expect(races).toHaveCount(2);
    await expect(races.first().locator('th')).toHaveText('R1');
    const up = level.getByRole('button', { name: zh.admin.race.up.replace('{{name}}', 'R2 第2轮') });
    await expectUsable(up);
    await up.click();
    await expect(notice(page)).toContainText(zh.admin.event.done['race-moved']);
    await expect(races.first().locator('th')).toHaveText('R2');
    await expect(races.nth(1).locator('th')).toHaveText('R1');
    await expect(races.first().locator('input[name$=".traceUrl"]')).toHaveValue('https://tracking.example.com/race/2');
  });

  await test.step('three photos uploaded at once, with progress', async () => {
    await page.getByRole('link', { name: zh.admin.event.media }).click();
    await expect(
      page.getByRole('heading', { level: 2, name: zh.admin.media.photos.replace('{{n}}', '0') }),
    ).toBeVisible();
    await hydrated(page);
    await page.locator('#photos-files').setInputFiles([
      { name: 'one.jpg', mimeType: 'image/jpeg', buffer: await picture('jpeg', '#c0392b') },
      { name: 'two.jpg', mimeType: 'image/jpeg', buffer: await picture('jpeg', '#27ae60') },
      { name: 'three.png', mimeType: 'image/png', buffer: await picture('png', '#8e44ad') },
    ]);
    await expect(page.locator('#photos-publish')).toBeChecked();
    const upload = page.getByRole('button', { name: zh.admin.media.upload, exact: true });
    await expectUsable(upload);
    await upload.click();
    await expect(
      page.getByText(zh.admin.media.uploading.replace('{{done}}', '3').replace('{{total}}', '3')),
    ).toBeVisible();
    await expect(page.locator('progress')).toHaveCount(3);
    await expect(
      page.getByRole('heading', { level: 2, name: zh.admin.media.photos.replace('{{n}}', '3') }),
    ).toBeVisible();
    const photos = page.locator('ol li img');
    await expect(photos).toHaveCount(3);
    for (const img of await photos.all()) {
      await img.scrollIntoViewIfNeeded();
      await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBeGreaterThan(0);
    }
  });

  await test.step('the English console says a refusal in English', async () => {
    await setLangCookie(page, 'en', base);
    await page.goto(`${base}/admin/events/${code}`);
    await expect(page.getByRole('heading', { level: 2, name: en.admin.event.details })).toBeVisible();
    await hydrated(page);
    await page.locator('#event-endDate').fill('2026-12-01');
    await page
      .getByRole('form', { name: en.admin.event.formLabel })
      .getByRole('button', { name: en.admin.form.save })
      .click();
    // said in English beside the field, before anything is sent (decision 0024)
    await expect(page.locator('#event-endDate-error')).toHaveText(en.admin.errors.endBeforeStart);
    await setLangCookie(page, 'zh', base);
  });

  await test.step('a copy changed since it was read is refused, with a way to reload it', async () => {
    await page.goto(`${base}/admin/events/${code}`);
    await hydrated(page);
    // someone else saves the event in another tab
    const other = await context.newPage();
    await other.goto(`${base}/admin/events/${code}`);
    await hydrated(other);
    await other.locator('#event-sponsor').fill('帆船协会');
    await other
      .getByRole('form', { name: zh.admin.event.formLabel })
      .getByRole('button', { name: zh.admin.form.save })
      .click();
    await expect(other).toHaveURL(/done=saved/);
    await other.close();
    await page.locator('#event-sponsor').fill('另一个主办单位');
    await page
      .getByRole('form', { name: zh.admin.event.formLabel })
      .getByRole('button', { name: zh.admin.form.save })
      .click();
    const alert = page.getByRole('alert').first();
    await expect(alert).toContainText(zh.admin.problem.stale);
    await expect(page.locator('#event-sponsor')).toHaveValue('另一个主办单位');
    await alert.getByRole('link', { name: zh.admin.problem.reload }).click();
    await expect(page.locator('#event-sponsor')).toHaveValue('帆船协会');
  });

  await test.step('a changed form asks before leaving', async () => {
    await hydrated(page);
    await page.locator('#event-sponsor').fill('未保存的修改');
    await expectLeaveAsked(page);
    await expect(page).toHaveURL(new RegExp(`/admin/events/${code}`));
    await expect(page.locator('#event-sponsor')).toHaveValue('未保存的修改');
    // asked again and answered yes: the console goes on
    page.once('dialog', (d) => void d.accept());
    await auditLink(page).click();
    await expect(page).toHaveURL(`${base}/admin/audit`);
    await expect(page.getByRole('heading', { level: 1, name: zh.admin.auditLog.heading })).toBeVisible();
  });

  await test.step('publish: visitors find it on /events and its page, in Chinese and in English', async () => {
    await page.goto(`${base}/admin/events/${code}`);
    await hydrated(page);
    await page.locator('#event-isPublish').check();
    await page
      .getByRole('form', { name: zh.admin.event.formLabel })
      .getByRole('button', { name: zh.admin.form.save })
      .click();
    await expect(notice(page)).toContainText(zh.admin.event.done.saved);
    await expect(page.locator('h1 + p')).toContainText(zh.admin.events.published);

    const visitor = await context.browser()!.newContext({ locale: 'zh-CN', viewport: page.viewportSize()! });
    const v = await visitor.newPage();
    await v.goto(`${base}/events`);
    await expect(v.getByRole('link', { name: new RegExp(name) }).first()).toBeVisible();
    const res = await v.goto(`${base}/events/detail/${code}`);
    expect(res?.status()).toBe(200);
    await expect(v.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(v.getByRole('heading', { name: 'ILCA 7级男子' })).toBeVisible();
    await v.goto(`${base}/events/detail/${code}?tab=photos`);
    await expect(v.locator('main ul img')).toHaveCount(3);
    await setLangCookie(v, 'en', base);
    await v.goto(`${base}/events/detail/${code}`);
    await expect(v.getByRole('heading', { level: 1, name: nameEn })).toBeVisible();
    await expect(v.getByRole('heading', { name: 'ILCA 7 Men' })).toBeVisible();
    await v.goto(`${base}/events-en`);
    await expect(v.getByRole('link', { name: new RegExp(nameEn) }).first()).toBeVisible();

    await test.step('unpublish: the page answers 404 at once', async () => {
      await page.locator('#event-isPublish').uncheck();
      await page
        .getByRole('form', { name: zh.admin.event.formLabel })
        .getByRole('button', { name: zh.admin.form.save })
        .click();
      await expect(notice(page)).toContainText(zh.admin.event.done.saved);
      await expect(page.locator('h1 + p')).toContainText(zh.admin.events.draft);
      await setLangCookie(v, 'zh', base);
      const gone = await v.goto(`${base}/events/detail/${code}`);
      expect(gone?.status()).toBe(404);
      await expect(v.getByRole('heading', { level: 1, name: zh.notFound.heading })).toBeVisible();
      // the preview still shows it to staff, marked as a preview
      await page.goto(`${base}/admin/events/${code}/preview`);
      await expect(page.getByRole('note', { name: zh.admin.event.preview })).toContainText(
        zh.admin.preview.unpublished,
      );
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    });
    await visitor.close();
  });

  await test.step('sign out', async () => {
    await page.goto(`${base}/admin`);
    await hydrated(page);
    const out = page.getByRole('button', { name: zh.admin.nav.signOut });
    await expectUsable(out);
    await out.click();
    await expect(page).toHaveURL(/\/admin\/login\?signedOut=1/);
    await expect(page.getByRole('status')).toHaveText(zh.admin.login.signedOut);
    await page.goto(`${base}/admin/events/${code}`);
    await expect(page).toHaveURL(/\/admin\/login\?next=/);
  });

  expect(unexpected(console_.errors, [400, 404, 409])).toEqual([]);
});

// on the diagonal (CI within 12 minutes, issue 27): Chinese at 1280 px, English at 375 px
test('every console page passes the axe audit (zh at 1280 px, en at 375 px)', async ({ page }, info) => {
  const base = server!.base;
  const code = AUDIT_EVENT;
  await signIn(page, base);
  const pages = [
    '/admin',
    '/admin/events',
    '/admin/events/new',
    `/admin/events/${code}`,
    `/admin/events/${code}/media`,
    `/admin/events/${code}?delete=event`,
    '/admin/audit',
    '/admin/staff',
  ];
  for (const lang of info.project.name === 'mobile' ? (['en'] as const) : (['zh'] as const)) {
    await setLangCookie(page, lang, base);
    for (const path of pages) {
      const res = await page.goto(base + path);
      expect(res?.status(), path).toBe(200);
      await hydrated(page);
      await page.waitForLoadState('load');
      await expectNoSeriousViolations(page, `${lang} ${path}`);
    }
  }
});
