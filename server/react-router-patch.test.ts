/**
 * The edits scripts/patch-react-router.mjs makes to React Router (decision 0046): in place in the
 * installed package, made once and only once, and the memo they add returns what a fresh
 * computation would.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as ReactRouter from 'react-router';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import siteRoutes from '../app/routes';
// @ts-expect-error a plain ES module script, without types
import { EDITS, MARK, VERSION, patchReactRouter } from '../scripts/patch-react-router.mjs';

const edits = EDITS as Record<string, [string, string][]>;
const installed = path.resolve('node_modules', 'react-router');
// the ES module build, which the server loads (Node's `import`); Vitest's own import of
// 'react-router' gets the CommonJS build, which has no edits
const { createStaticHandler, createStaticRouter, matchRoutes } = (await import(
  pathToFileURL(path.join(installed, 'dist', 'development', 'index.mjs')).href
)) as typeof ReactRouter;

describe('React Router as installed', () => {
  it('is the version the edits are written for, with every edit in place', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(installed, 'package.json'), 'utf8'));
    expect(pkg.version, 'bring scripts/patch-react-router.mjs up to this version').toBe(VERSION);
    for (const [name, list] of Object.entries(edits)) {
      const text = fs.readFileSync(path.join(installed, 'dist', 'development', name), 'utf8');
      for (const [, to] of list) {
        expect(text.includes(to), `${name} lacks an edit: run node scripts/patch-react-router.mjs`).toBe(true);
      }
    }
  });
});

describe('patchReactRouter', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });
  /** a package folder holding each file as 7.18.4 has it around the edited texts */
  function fakePackage(version: string, drop?: string): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-rr-patch-'));
    dirs.push(dir);
    fs.mkdirSync(path.join(dir, 'dist', 'development'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ version }));
    for (const [name, list] of Object.entries(edits)) {
      const body = list.map(([from]) => (from === drop ? '' : from)).join('\n// between\n');
      fs.writeFileSync(path.join(dir, 'dist', 'development', name), `// head\n${body}\n// tail\n`);
    }
    return dir;
  }
  const read = (dir: string, name: string) => fs.readFileSync(path.join(dir, 'dist', 'development', name), 'utf8');

  it('makes each edit once, and a second run changes nothing', () => {
    const dir = fakePackage(VERSION);
    const first = patchReactRouter(dir) as string[];
    expect(first.every((line) => /: (\d+) of \1 edits made$/.test(line))).toBe(true);
    const after = Object.keys(edits).map((name) => read(dir, name));
    for (const [i, [name, list]] of Object.entries(edits).entries()) {
      expect(after[i]!.startsWith('// head\n') && after[i]!.endsWith('// tail\n')).toBe(true);
      for (const [, to] of list) expect(after[i]).toContain(to);
      expect(after[i]!.split(MARK).length - 1, name).toBeGreaterThan(0);
    }
    const second = patchReactRouter(dir) as string[];
    expect(second.every((line) => / 0 of (\d+) edits made \(\1 already there\)$/.test(line))).toBe(true);
    expect(Object.keys(edits).map((name) => read(dir, name))).toEqual(after);
  });

  it('leaves another version alone and says so', () => {
    const dir = fakePackage('7.19.0');
    const before = Object.keys(edits).map((name) => read(dir, name));
    expect(patchReactRouter(dir)).toEqual([expect.stringContaining('react-router 7.19.0 is not 7.18.4: no edit made')]);
    expect(Object.keys(edits).map((name) => read(dir, name))).toEqual(before);
  });

  it('refuses a file whose text is not the one it knows', () => {
    const [name, list] = Object.entries(edits)[1]!;
    const dir = fakePackage(VERSION, list[2]![0]);
    expect(() => patchReactRouter(dir)).toThrow(/not there once/);
    expect(read(dir, name)).not.toContain(MARK);
  });
});

describe('createStaticRouter with the memo', () => {
  const routes: RouteObject[] = [
    {
      id: 'root',
      path: '/',
      children: [
        { id: 'events', path: 'events', loader: () => 'events' },
        { id: 'boat', path: 'events/:eventCd/boat/:sail', loader: () => 'boat' },
      ],
    },
  ];
  const handler = createStaticHandler(routes);

  it('converts the routes once and answers each request from its own context', async () => {
    const a = await handler.query(new Request('http://x/events'));
    const b = await handler.query(new Request('http://x/events/SF-1/boat/CHN%2012'));
    if (a instanceof Response || b instanceof Response) throw new Error('a redirect');
    const ra = createStaticRouter(handler.dataRoutes, a);
    const rb = createStaticRouter(handler.dataRoutes, b);
    expect(rb.routes).toBe(ra.routes);
    expect(ra.state.location.pathname).toBe('/events');
    expect(ra.state.matches.map((m) => m.route.id)).toEqual(['root', 'events']);
    expect(rb.state.matches.map((m) => [m.route.id, m.params])).toEqual([
      ['root', { eventCd: 'SF-1', sail: 'CHN 12' }],
      ['boat', { eventCd: 'SF-1', sail: 'CHN 12' }],
    ]);
    expect(rb.state.loaderData).toEqual({ boat: 'boat' });
    // the matches' routes are the converted ones, as without the memo
    expect(rb.state.matches[1]!.route).toBe(rb.routes[0]!.children![1]);
    // other routes: converted apart
    const other = createStaticHandler([{ id: 'solo', path: '/' }]);
    const c = await other.query(new Request('http://x/'));
    if (c instanceof Response) throw new Error('a redirect');
    expect(createStaticRouter(other.dataRoutes, c).routes).not.toBe(ra.routes);
  });
});

describe("matching a URL against the site's routes, with the branches indexed by first segment", () => {
  type Config = { path?: string; id?: string; file: string; index?: boolean; children?: Config[] };
  const toObject = (r: Config): RouteObject =>
    r.index
      ? { id: r.id ?? r.file, index: true }
      : { id: r.id ?? r.file, path: r.path, ...(r.children ? { children: r.children.map(toObject) } : {}) };
  // the site's route table under its root, as the server build has it
  const routes: RouteObject[] = [{ id: 'root', path: '', children: (siteRoutes as Config[]).map(toObject) }];
  const handler = createStaticHandler(routes);

  /** every path of the table, its parameters filled, its optional segments in and out */
  const patterns = (siteRoutes as Config[]).flatMap((r) => [
    r.path ?? '',
    ...(r.children ?? []).map((c) => c.path ?? ''),
  ]);
  const values = ['SF-NG-2026-SAIL', 'x', 'CHN%208473', '%E4%B8%AD%E6%96%87', 'a.b', '%E2%84%AA', 'A%2FB', '..'];
  const filled = patterns.flatMap((pattern, n) => {
    const segments = pattern.split('/').filter(Boolean);
    return [0, 1, 2].map((variant) =>
      (
        '/' +
        segments
          .filter((seg) => !(seg.endsWith('?') && (variant + n) % 2 === 0))
          .map((seg, i) =>
            seg.startsWith(':') || seg === '*' ? values[(n + i + variant) % values.length]! : seg.replace(/\?$/, ''),
          )
          .join('/')
      ).replace(/\/$/, variant === 2 ? '/' : ''),
    );
  });
  const cased = filled.flatMap((p, n) => [
    p,
    p.toUpperCase(),
    p.replace(/[a-z]/g, (c, i: number) => ((i + n) % 3 === 0 ? c.toUpperCase() : c)),
  ]);
  // first segments a case-folding could confuse, or none, or odd
  const odd = [
    '/',
    '//',
    '//events',
    '/./events',
    '/events//level/SF-1/SF-2',
    '/%E2%84%AAayak',
    '/\u212Aayak',
    '/ＥＶＥＮＴＳ',
    '/ſitemap.xml',
    '/İndex',
    '/events%2Flevel/SF-1/SF-2',
    '/EVENTS%2Flevel',
    '/robots.txt/more',
    '/Robots.TXT',
    '/admin',
    '/ADMIN/',
    '/admin/events/SF-1/preview',
    '/no-such-page',
    '/events.',
    '/-events',
    '/events~',
    '/%65vents',
    '/%',
    '/%zz/events',
  ];
  let seed = 29;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const alphabet = 'aeEnstvdlx/-._~%2F中Ⅰſ\u212A0';
  const junk = Array.from(
    { length: 400 },
    () =>
      '/' +
      Array.from(
        { length: 1 + Math.floor(random() * 18) },
        () => alphabet[Math.floor(random() * alphabet.length)],
      ).join(''),
  );

  it('gives every URL the routes and parameters the unindexed matcher gives', async () => {
    // (React Router warns of each malformed percent-encoding, which some of these paths are)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    onTestFinished(() => warn.mockRestore());
    const paths = [...new Set([...cased, ...odd, ...junk])];
    expect(paths.length).toBeGreaterThan(500);
    let compared = 0;
    for (const raw of paths) {
      const url = new URL('http://site.test' + raw);
      const context = await handler.query(new Request(url));
      if (context instanceof Response) continue;
      const expected = matchRoutes(handler.dataRoutes, url.pathname);
      const got = context.matches.map((m) => [m.route.id, m.params, m.pathname]);
      // (no match at all: the static handler answers 404 with the root's short-circuit matches)
      if (!expected) {
        expect(context.statusCode, raw).toBe(404);
        continue;
      }
      expect(got, raw).toEqual(expected.map((m) => [m.route.id, m.params, m.pathname]));
      compared++;
    }
    expect(compared).toBeGreaterThan(500);
  });
});
