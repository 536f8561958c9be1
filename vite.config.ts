import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, parseAst, type Plugin } from 'vite';
import { variantWidths, webpVariant } from './shared/media-variants.js';
import { renderWebp } from './server/db/seed/raster.js';

/** the small modules nearly every page loads, shipped as one chunk instead of a dozen tiny ones */
const COMMON =
  /\/app\/(root|i18n\/index|lib\/(pages|seo|format|root-data)|features\/events\/lib\/events|components\/(spinner|no-data|status-tag|site-header|site-footer|language-switch|logo))\.tsx?$/;

/** the widgets of the marketing pages (home, about, services): one chunk, loaded by those pages only */
const WIDGETS =
  /\/app\/(components\/(carousel|pill-tabs)|features\/marketing\/components\/(banner-carousel|partner-strip|count-up|figures-band|cta-band)|features\/media\/components\/video-grid|features\/news\/components\/news-carousel|styles\/sections\.module\.css)/;

/**
 * Small modules that the same pages load together (the event, class and boat pages), each a file of
 * 0.1–1.2 KB on its own because the bundler splits by the exact set of routes that import a
 * module: one file per group, no page loading a module it did not load before (each group's
 * modules are imported by the same routes), and ~0.15 KB gzip less per file saved (issue 29 item 4)
 */
const PAGE_GROUPS: readonly [name: string, modules: RegExp][] = [
  // the event header and its messages: the event's pages
  [
    'event-pages',
    /\/app\/features\/events\/(components\/event-header\.tsx|lib\/event-paths\.ts|messages\/register-event-header\.ts)$/,
  ],
  // an event's status tag and the venue pin: the events grid (home, events list), the event's
  // header, the contact page's offices; in a group of their own, the grid does not load the
  // event header's group with them
  ['event-bits', /\/app\/(features\/events\/components\/event-status-tag\.tsx|components\/pin-icon\.tsx)$/],
  // a result's cells, their class names and messages: the event, class and boat pages
  ['results-common', /\/app\/features\/results\/(components\/cells\.(tsx|module\.css)|messages\/register-cells\.ts)$/],
  // the results' and hearings' paths: the event, class, boat and hearings pages
  ['results-paths', /\/(app\/features\/results\/lib\/paths|shared\/hearings)\.ts$/],
  // the entry lists' paths and messages: the event, class and entries pages
  ['entries-common', /\/app\/features\/entries\/(lib\/paths|messages\/register)\.ts$/],
];

/**
 * Production class names of CSS modules: `_` and a short name, the same in the server's and the
 * browser's build (the maps of class names are part of every page's JavaScript and HTML; the
 * readable `_banner_lfhwe_1` form stays in development). Every class and keyframes name of the
 * CSS modules under app/ is listed in one sorted order when the build starts, and gets the letters
 * of its place in it (`_a` … `_Z`, `_ba` …): both builds read the same files, so they agree, and
 * 1–2 letters compress better than a hash (issue 29 item 4: -0.2 to -0.5 KB gzip a page). A name
 * the list missed gets `_` and 5 characters of a hash of the file and the name (longer, so never
 * one of the short ones); two such names alike stop the build.
 */
function shortClassNames(): (name: string, filename: string) => string {
  const keyOf = (filename: string, name: string) =>
    `${path.relative(process.cwd(), filename.split('?')[0]!).replaceAll(path.sep, '/')}:${name}`;
  const short = new Map<string, string>();
  const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const listed = cssModuleFiles(path.resolve('app')).flatMap((file) => {
    // (comments out; `.name` in a selector, or in a url's file name: an unused name costs nothing)
    const css = fs.readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    const names = [...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)|@keyframes\s+(-?[_a-zA-Z][\w-]*)/g)].map(
      (m) => m[1] ?? m[2]!,
    );
    return [...new Set(names)].map((name) => keyOf(file, name));
  });
  for (const [i, key] of [...new Set(listed)].sort().entries()) {
    let n = i;
    let letters = '';
    do {
      letters = LETTERS[n % LETTERS.length]! + letters;
      n = Math.floor(n / LETTERS.length);
    } while (n > 0);
    short.set(key, `_${letters}`);
  }
  const seen = new Map<string, string>();
  return (name, filename) => {
    const key = keyOf(filename, name);
    const listedName = short.get(key);
    if (listedName) return listedName;
    const hashed = `_${crypto.createHash('sha256').update(key).digest('base64url').slice(0, 5)}`;
    const owner = seen.get(hashed);
    if (owner !== undefined && owner !== key) {
      throw new Error(`CSS module class names ${owner} and ${key} both hash to ${hashed}: lengthen the hash`);
    }
    seen.set(hashed, key);
    return hashed;
  };
}

/** the CSS modules under a folder */
function cssModuleFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return cssModuleFiles(file);
    return e.name.endsWith('.module.css') ? [file] : [];
  });
}

/** React Router's own assertion and warning helpers (lib/router/history.ts, lib/dom/ssr/invariant.ts, …) */
const ROUTER_MESSAGE_HELPERS = new Set(['invariant', 'invariant2', 'warning', 'warningOnce', 'warnOnce']);
/** what their message becomes in the browser's build */
const ROUTER_MESSAGE = 'React Router check failed (its message is in the server log or the development build)';

/**
 * React Router ships one build for development and production: its ~100 assertion and warning
 * messages (invariant(cond, `Cannot include a '?' character in a manually specified …`)) are
 * ~3.5 KB gzip of every page's first-load JavaScript (issue 29 item 4). In the client build each
 * message argument of those helpers becomes one short sentence (the check and the throw or
 * warning stay; the same sentence repeated costs gzip nothing). The server build keeps the
 * messages, so a failure there is logged in full; a failure in the browser is a bug that the
 * development build reproduces with its message.
 */
function shortRouterMessages(): Plugin {
  return {
    name: 'sailfish-short-router-messages',
    apply: 'build',
    // before Vite's own resolver (resolveId below)
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    /**
     * React Router's package exports point every import at dist/development, whose only difference
     * from dist/production is `ENABLE_DEV_WARNINGS = true`: the browser's build takes the production
     * one (its development warnings and the root's "Hey developer" loading script left out, 0.4 KB
     * gzip). Both entry points come from the same folder, so they share one router module.
     */
    async resolveId(source, importer) {
      const entry = { 'react-router': 'index.mjs', 'react-router/dom': 'dom-export.mjs' }[source];
      if (!entry) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      return resolved ? resolved.id.replace(/\/dist\/development\/[\w-]+\.mjs$/, `/dist/production/${entry}`) : null;
    },
    transform(code, id) {
      if (!/\/node_modules\/react-router\/dist\/[^/]+\/[\w-]+\.mjs$/.test(id)) return null;
      type Node = { type: string; start: number; end: number; [key: string]: unknown };
      const messages: Node[] = [];
      const visit = (node: unknown): void => {
        if (Array.isArray(node)) return node.forEach(visit);
        if (!node || typeof node !== 'object' || typeof (node as Node).type !== 'string') return;
        const n = node as Node;
        const callee = n.callee as Node | undefined;
        const args = n.arguments as Node[] | undefined;
        if (
          n.type === 'CallExpression' &&
          callee?.type === 'Identifier' &&
          ROUTER_MESSAGE_HELPERS.has(callee.name as string)
        ) {
          const message = args?.[args.length - 1];
          // only a written message: a literal, a template or a sum of them
          if (message && args!.length >= 2 && isText(message)) messages.push(message);
        }
        for (const key of Object.keys(n)) if (key !== 'type') visit(n[key]);
      };
      // (a template's expressions only word the message: a path, an id, JSON.stringify of a location)
      const isText = (n: Node): boolean =>
        n.type === 'Literal' ||
        n.type === 'TemplateLiteral' ||
        (n.type === 'BinaryExpression' && n.operator === '+' && isText(n.left as Node) && isText(n.right as Node));
      visit(parseAst(code));
      if (messages.length === 0) return null;
      let out = code;
      for (const m of messages.sort((a, b) => b.start - a.start)) {
        out = out.slice(0, m.start) + JSON.stringify(ROUTER_MESSAGE) + out.slice(m.end);
      }
      return { code: out, map: null };
    },
  };
}

/**
 * The site's large pictures in public/ (product pictures, hero slides: SVG drawings) also as
 * WebP at the widths shared/media-variants.ts names, written into the client build beside them
 * (`/images/products/x.svg` → `/images/products/x-w720.webp`); pages offer them with srcset.
 */
function rasterPublicImages(): Plugin {
  return {
    name: 'sailfish-raster-public-images',
    apply: 'build',
    async writeBundle() {
      if (this.environment.name !== 'client') return;
      const outDir = path.resolve(this.environment.config.build.outDir);
      const walk = (dir: string): string[] =>
        fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
          const file = path.join(dir, e.name);
          return e.isDirectory() ? walk(file) : [file];
        });
      for (const file of walk(path.resolve('public/images'))) {
        const url = `/${path.relative(path.resolve('public'), file).split(path.sep).join('/')}`;
        for (const width of variantWidths(url)) {
          const target = path.join(outDir, webpVariant(url, width));
          fs.writeFileSync(target, await renderWebp(fs.readFileSync(file, 'utf8'), width));
        }
      }
    },
  };
}

/** the virtual module that tells the server a lazily loaded part's style sheets (app/lib/lazy-styles.tsx) */
const LAZY_STYLES_ID = 'virtual:sailfish/lazy-styles';

/**
 * The style sheets of the parts a page loads with `lazy()` (decision 0035), for the server to link
 * in the page's head: the server renders such a part whole, so its style sheets must be there at
 * the first paint, not arrive with its script after hydration (decision 0028). The client build
 * writes, for each lazily imported module under app/, the CSS files its chunk and that chunk's
 * static imports bring (Vite loads exactly these when the chunk is imported, and skips a file a
 * `<link rel="stylesheet">` of the page already has); the server build reads them as
 * `virtual:sailfish/lazy-styles`. In the browser and in development the map is empty: there the
 * chunk's own loading brings its CSS.
 */
function lazyPartStyles(): Plugin {
  const file = () => path.resolve(process.env.BUILD_DIR || 'build', 'lazy-styles.json');
  return {
    name: 'sailfish-lazy-part-styles',
    resolveId: (id) => (id === LAZY_STYLES_ID ? `\0${LAZY_STYLES_ID}` : null),
    load(id) {
      if (id !== `\0${LAZY_STYLES_ID}`) return null;
      const server = this.environment.name === 'ssr' && this.environment.config.command === 'build';
      const sheets: Record<string, string[]> = server ? JSON.parse(fs.readFileSync(file(), 'utf8')) : {};
      return `export const styleSheets = ${JSON.stringify(sheets)};`;
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      const base = this.environment.config.base;
      const sheets: Record<string, string[]> = {};
      // (what the client entry and the root route import, every page has linked already: the shell)
      const shell = new Set<string>();
      const walkShell = (name: string) => {
        const c = bundle[name];
        if (!c || c.type !== 'chunk' || shell.has(name)) return;
        shell.add(name);
        c.imports.forEach(walkShell);
      };
      for (const c of Object.values(bundle)) {
        if (c.type === 'chunk' && c.isEntry && /\/app\/(entry\.client|root)\.tsx$/.test(c.facadeModuleId ?? ''))
          walkShell(c.fileName);
      }
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isDynamicEntry || !chunk.facadeModuleId) continue;
        const module = path.relative(process.cwd(), chunk.facadeModuleId).replaceAll(path.sep, '/');
        if (!module.startsWith('app/')) continue;
        const css = new Set<string>();
        const seen = new Set<string>();
        const walk = (name: string) => {
          const c = bundle[name];
          if (!c || c.type !== 'chunk' || seen.has(name) || shell.has(name)) return;
          seen.add(name);
          for (const href of c.viteMetadata?.importedCss ?? []) css.add(`${base}${href}`);
          c.imports.forEach(walk);
        };
        walk(chunk.fileName);
        if (css.size > 0) sheets[module] = [...css];
      }
      fs.mkdirSync(path.dirname(file()), { recursive: true });
      fs.writeFileSync(file(), JSON.stringify(sheets, null, 1));
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [reactRouter(), rasterPublicImages(), shortRouterMessages(), lazyPartStyles()],
  build: {
    assetsInlineLimit: 0,
    // BUNDLE_SOURCEMAP=1 to see what a chunk holds (scripts/bundle-report or any source-map explorer)
    sourcemap: process.env.BUNDLE_SOURCEMAP === '1',
    rollupOptions: {
      output: {
        manualChunks(id: string) {
          if (COMMON.test(id)) return 'common';
          // react-dom's small top module (flushSync, createPortal): shared by the client entry and the
          // console's rich-text editor, it would otherwise be a file of its own on every page
          if (/\/node_modules\/react-dom\/(index\.js|cjs\/react-dom\.production\.js)$/.test(id)) return 'common';
          // React DOM's client and its scheduler, and the bundler's small runtime (CommonJS interop for
          // React's packages): every page loads them with the common chunk; as one file with it the
          // shell is 0.5 KB gzip smaller (one compression window: React's names, one file's overhead)
          if (/\/node_modules\/(react-dom\/(client\.js|cjs\/react-dom-client\.production\.js)|scheduler\/)/.test(id))
            return 'common';
          if (/^\0?rolldown[:/]runtime/.test(id)) return 'common';
          // React Router's browser entry (HydratedRouter) and its small shared part: the client entry
          // loads them on every page, as a file of their own beside the common one (issue 29 item 4)
          if (/\/node_modules\/react-router\/dist\/production\/(dom-export|chunk-G2MPF4YY)\.mjs$/.test(id))
            return 'common';
          // the picture helpers: pages with pictures but no widget (/events) would otherwise load the
          // whole widgets chunk for them, a dependency of its carousels (issue 29 item 4)
          if (/\/(app\/lib\/picture|shared\/media-variants)\.ts$/.test(id)) return 'picture';
          // the content-language helpers (which language a bilingual text is shown in): the results,
          // entries, news and event pages share them with the video grid, and would otherwise load
          // the whole widgets chunk (5.4 KB) for 0.7 KB of it (issue 29 item 4)
          // (with the component that shows a text in its language: every page that loads one loads the other)
          if (/\/(shared\/content-language\.ts|app\/components\/in-language\.tsx)$/.test(id)) return 'content-language';
          // a whole text's language (otherLang, 0.1 KB): the home page's video grid and the news and
          // event pages need it without the splitting above (as a group of its own the bundler puts
          // it with the splitting, which imports it; in the common chunk, the home page does not
          // load the splitting's 0.9 KB)
          if (/\/shared\/text-language\.ts$/.test(id)) return 'common';
          if (WIDGETS.test(id)) return 'widgets';
          for (const [name, modules] of PAGE_GROUPS) if (modules.test(id)) return name;
          return undefined;
        },
      },
    },
  },
  css: {
    modules: {
      localsConvention: 'camelCaseOnly',
      ...(command === 'build' ? { generateScopedName: shortClassNames() } : {}),
    },
  },
}));
