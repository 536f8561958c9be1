/**
 * React Router's server render, without the work it repeats on every request although that work
 * depends only on the build (decision 0046, issue 29 item 2). Run after every install: npm runs it
 * as `postinstall`; .ci/run (npm ci --ignore-scripts) runs it itself.
 *
 * Four memos and an index, each keyed on an object the build makes once (a WeakMap: a new build in
 * development makes new keys):
 * - `createEntryRouteModules(build.routes)`: the route id → module map, rebuilt per request;
 * - `createServerRoutes(manifest, routeModules, …)`: the route tree `<ServerRouter>` renders,
 *   rebuilt per request (4% of a boat page's CPU);
 * - `createStaticRouter`'s data routes from those routes (convertRoutesToDataRoutes, 1.6–3.4%);
 * - `getPartialManifest`: the routes of every parent path of the URL (the manifest of route
 *   discovery), matched anew against all 98 routes per request (8.9% of a boat page's CPU), kept
 *   per parent path (at most 1,000 paths of at most 512 characters; the map starts over when full);
 * - the route branches by the first segment of their path, so that matching a URL (twice per
 *   request: the request handler, then the static handler's query) tries only the branches that
 *   start with the URL's first segment, and those that start with a parameter, a splat or nothing
 *   (`/` was tried against every one of the 98 routes: 6% of its CPU). A literal first segment of
 *   ASCII letters, digits and `._~-` matches only the same segment in any ASCII case (a regular
 *   expression's `i` flag without `u` folds no other letter onto those), so the branches left out
 *   could not have matched, and those tried keep their rank order; any other literal stays in
 *   every list. Not for a partial match (route discovery on the client), which keeps every branch.
 *
 * Only dist/development is edited: the server loads it (the package's exports point every import
 * there); the browser's build takes dist/production (vite.config.ts), which keeps the original
 * code, so no byte of first-load JavaScript changes. Vitest's own import of 'react-router' loads
 * the CommonJS files, also unedited.
 *
 * Each edit replaces an exact text of React Router 7.18.4 and is skipped when its result is
 * already there. Another version of React Router gets no edit and a warning: the site works the
 * same without them (only slower), and `server/react-router-patch.test.ts` fails until this
 * script is brought up to that version.
 */
import console from 'node:console';
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

export const VERSION = '7.18.4';
export const MARK = '/* sailfish: decision 0046 */';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'node_modules', 'react-router');

/** the file (under react-router/dist/development) → its edits: [the text of 7.18.4, what replaces it] */
export const EDITS = {
  'chunk-H4DAEOV7.mjs': [
    [
      `function createEntryRouteModules(manifest) {
  return Object.keys(manifest).reduce((memo, routeId) => {`,
      `${MARK}
var entryRouteModulesMemo = /* @__PURE__ */ new WeakMap();
function createEntryRouteModules(manifest) {
  let modules = entryRouteModulesMemo.get(manifest);
  if (!modules) {
    modules = createEntryRouteModulesOnce(manifest);
    entryRouteModulesMemo.set(manifest, modules);
  }
  return modules;
}
function createEntryRouteModulesOnce(manifest) {
  return Object.keys(manifest).reduce((memo, routeId) => {`,
    ],
  ],
  'chunk-OB3PAWPO.mjs': [
    [
      `function matchRoutesImpl(routes, locationArg, basename, allowPartial, precomputedBranches) {`,
      `${MARK}
var branchesByFirstSegment = /* @__PURE__ */ new WeakMap();
function branchesFor(branches, pathname) {
  let index = branchesByFirstSegment.get(branches);
  if (!index) {
    let firstOf = branches.map((branch) => {
      let first = branch.path.split("/").filter(Boolean)[0];
      return first !== void 0 && /^[A-Za-z0-9._~-]+$/.test(first) ? first.toLowerCase() : null;
    });
    let rest = branches.filter((_, i) => firstOf[i] === null);
    let byFirst = /* @__PURE__ */ new Map();
    for (let key of new Set(firstOf)) {
      if (key !== null) byFirst.set(key, branches.filter((_, i) => firstOf[i] === key || firstOf[i] === null));
    }
    index = { byFirst, rest };
    branchesByFirstSegment.set(branches, index);
  }
  if (!pathname.startsWith("/")) return branches;
  let end = pathname.indexOf("/", 1);
  let first = (end < 0 ? pathname.slice(1) : pathname.slice(1, end)).toLowerCase();
  return index.byFirst.get(first) || index.rest;
}
function matchRoutesImpl(routes, locationArg, basename, allowPartial, precomputedBranches) {`,
    ],
    [
      `  let branches = precomputedBranches ?? flattenAndRankRoutes(routes);
  let matches = null;
  let decoded = decodePath(pathname);
`,
      `  let branches = precomputedBranches ?? flattenAndRankRoutes(routes);
  let matches = null;
  let decoded = decodePath(pathname);
  if (precomputedBranches && !allowPartial) branches = branchesFor(precomputedBranches, decoded);
`,
    ],
    [
      `function createServerRoutes(manifest, routeModules, future, isSpaMode, parentId = "", routesByParentId = groupRoutesByParentId(manifest), spaModeLazyPromise = Promise.resolve({ Component: () => null })) {
`,
      `${MARK}
var serverRoutesMemo = /* @__PURE__ */ new WeakMap();
function createServerRoutes(manifest, routeModules, future, isSpaMode, parentId = "", routesByParentId, spaModeLazyPromise) {
  if (parentId === "" && routesByParentId === void 0 && !isSpaMode) {
    let memo = serverRoutesMemo.get(manifest);
    if (memo && memo.routeModules === routeModules) return memo.routes;
    let routes = createServerRoutesOnce(manifest, routeModules, future, isSpaMode);
    serverRoutesMemo.set(manifest, { routeModules, routes });
    return routes;
  }
  return createServerRoutesOnce(manifest, routeModules, future, isSpaMode, parentId, routesByParentId, spaModeLazyPromise);
}
function createServerRoutesOnce(manifest, routeModules, future, isSpaMode, parentId = "", routesByParentId = groupRoutesByParentId(manifest), spaModeLazyPromise = Promise.resolve({ Component: () => null })) {
`,
    ],
    [
      `    let children = createServerRoutes(
      manifest,
      routeModules,
      future,
      isSpaMode,
      route.id,`,
      `    let children = createServerRoutesOnce(
      manifest,
      routeModules,
      future,
      isSpaMode,
      route.id,`,
    ],
    [
      `function createStaticRouter(routes, context, opts = {}) {
  let manifest = {};
  let dataRoutes = convertRoutesToDataRoutes(
    routes,
    mapRouteProperties,
    void 0,
    manifest
  );`,
      `${MARK}
var staticDataRoutesMemo = /* @__PURE__ */ new WeakMap();
function createStaticRouter(routes, context, opts = {}) {
  let converted = staticDataRoutesMemo.get(routes);
  if (!converted) {
    let routesById = {};
    converted = { dataRoutes: convertRoutesToDataRoutes(routes, mapRouteProperties, void 0, routesById), manifest: routesById };
    staticDataRoutesMemo.set(routes, converted);
  }
  let { dataRoutes, manifest } = converted;`,
    ],
    [
      `function getPartialManifest({ sri, ...manifest }, router) {`,
      `${MARK}
var partialManifestMemo = /* @__PURE__ */ new WeakMap();
function parentPathMatches(routes, path, basename, allowPartial, branches) {
  let kept = branches && partialManifestMemo.get(branches);
  if (branches && !kept) partialManifestMemo.set(branches, kept = /* @__PURE__ */ new Map());
  let matches = kept && kept.get(path);
  if (matches === void 0) {
    matches = matchRoutesImpl(routes, path, basename, allowPartial, branches);
    if (kept && path.length <= 512) {
      if (kept.size >= 1e3) kept.clear();
      kept.set(path, matches);
    }
  }
  return matches;
}
function getPartialManifest({ sri, ...manifest }, router) {`,
    ],
    [
      `    let matches = matchRoutesImpl(
      router.routes,
      path,`,
      `    let matches = parentPathMatches(
      router.routes,
      path,`,
    ],
  ],
};

/** applies the edits to the installed files; returns what it did, a line per file */
export function patchReactRouter(dir = root) {
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  if (pkg.version !== VERSION) {
    return [
      `react-router ${pkg.version} is not ${VERSION}: no edit made (decision 0046; scripts/patch-react-router.mjs)`,
    ];
  }
  const report = [];
  for (const [name, edits] of Object.entries(EDITS)) {
    const file = path.join(dir, 'dist', 'development', name);
    let text = fs.readFileSync(file, 'utf8');
    let made = 0;
    for (const [from, to] of edits) {
      if (text.includes(to)) continue;
      const at = text.indexOf(from);
      if (at < 0 || text.indexOf(from, at + 1) >= 0) {
        throw new Error(`${file}: the text to replace is not there once: ${JSON.stringify(from.slice(0, 60))}…`);
      }
      text = text.slice(0, at) + to + text.slice(at + from.length);
      made++;
    }
    if (made) fs.writeFileSync(file, text);
    report.push(
      `react-router/dist/development/${name}: ${made} of ${edits.length} edits made${made < edits.length ? ` (${edits.length - made} already there)` : ''}`,
    );
  }
  return report;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    for (const line of patchReactRouter()) console.log(line);
  } catch (err) {
    // never fails an install: the site works without the edits, and the test names the problem
    console.warn(`patch-react-router: ${err instanceof Error ? err.message : String(err)}`);
  }
}
