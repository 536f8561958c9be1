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
  ['event-pages', /\/app\/features\/events\/(components\/event-header\.tsx|lib\/event-paths\.ts|messages\/register\.ts)$/],
  // a result's cells, the results' class names and messages: the event, class and boat pages
  [
    'results-common',
    /\/app\/features\/results\/(components\/(cells\.tsx|results-tables\.module\.css)|lib\/words\.ts|messages\/register\.ts)$/,
  ],
  // the results' and hearings' paths: the event, class, boat and hearings pages
  ['results-paths', /\/(app\/features\/results\/lib\/paths|shared\/hearings)\.ts$/],
  // the entry lists' paths and messages: the event, class and entries pages
  ['entries-common', /\/app\/features\/entries\/(lib\/paths|messages\/register)\.ts$/],
];

/**
 * Production class names of CSS modules: `_` and 5 characters of a hash of the file and the class
 * (the maps of class names are part of every page's JavaScript and HTML; the readable
 * `_banner_lfhwe_1` form stays in development). The same file and class always get the same
 * name, so the server and client builds agree; two different ones getting the same name stops
 * the build.
 */
function shortClassNames(): (name: string, filename: string) => string {
  const seen = new Map<string, string>();
  return (name, filename) => {
    const key = `${path.relative(process.cwd(), filename.split('?')[0]!).replaceAll(path.sep, '/')}:${name}`;
    const short = `_${crypto.createHash('sha256').update(key).digest('base64url').slice(0, 5)}`;
    const owner = seen.get(short);
    if (owner !== undefined && owner !== key) {
      throw new Error(`CSS module class names ${owner} and ${key} both hash to ${short}: lengthen the hash`);
    }
    seen.set(short, key);
    return short;
  };
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
        if (n.type === 'CallExpression' && callee?.type === 'Identifier' && ROUTER_MESSAGE_HELPERS.has(callee.name as string)) {
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

export default defineConfig(({ command }) => ({
  plugins: [reactRouter(), rasterPublicImages(), shortRouterMessages()],
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
          if (/\/node_modules\/(react-dom\/(client\.js|cjs\/react-dom-client\.production\.js)|scheduler\/)/.test(id)) return 'common';
          if (/^\0?rolldown[:/]runtime/.test(id)) return 'common';
          // the picture helpers: pages with pictures but no widget (/events) would otherwise load the
          // whole widgets chunk for them, a dependency of its carousels (issue 29 item 4)
          if (/\/(app\/lib\/picture|shared\/media-variants)\.ts$/.test(id)) return 'picture';
          // the content-language helpers (which language a bilingual text is shown in): the results,
          // entries, news and event pages share them with the video grid, and would otherwise load
          // the whole widgets chunk (5.4 KB) for 0.7 KB of it (issue 29 item 4)
          if (/\/shared\/content-language\.ts$/.test(id)) return 'content-language';
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
