/**
 * The server (and the command-line scripts the tests run) as one ES module each, for the tests
 * (decision 0027): `node BUNDLE` starts the server in ~2.8 s of CPU where `node --import tsx
 * server/main.ts` takes ~6.5 s (tsx resolves and transforms ~300 source files one by one at
 * every start); the browser suite starts ~25 servers, the CLI tests run ~30 commands.
 *
 *   tsx scripts/bundle.ts           writes $BUILD_DIR/server-bundle/main.mjs (when stale)
 *   tsx scripts/bundle.ts --start   the same, then runs the server from it
 *
 * Our sources are bundled; packages stay imports of node_modules. Each module keeps its own
 * `import.meta.url` (the worker thread's file, the seed's video and world-atlas are found
 * beside the source, as under tsx). `npm start` still runs the sources with tsx: the bundle is
 * a test accelerator. It is rebuilt whenever one of its inputs is newer than it (the inputs are
 * listed beside it), so a test never runs yesterday's server.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

export function bundlePath(buildDir = process.env.BUILD_DIR || 'build'): string {
  return path.resolve(buildDir, 'server-bundle', 'main.mjs');
}

const inputsOf = (bundle: string) => bundle.replace(/\.mjs$/, '.inputs.json');

/** `import.meta.url` of each of our modules stays the URL of its source file */
const ownImportMetaUrl: Plugin = {
  name: 'own-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /\.[cm]?tsx?$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const text = await fs.promises.readFile(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return undefined;
      return {
        contents: text.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
        loader: args.path.endsWith('x') ? 'tsx' : 'ts',
      };
    });
  },
};

/** the bundle exists and none of the files it was made of changed since */
export function bundleIsFresh(bundle = bundlePath()): boolean {
  try {
    const made = fs.statSync(bundle).mtimeMs;
    const inputs = JSON.parse(fs.readFileSync(inputsOf(bundle), 'utf8')) as string[];
    return inputs.every((file) => fs.statSync(file).mtimeMs <= made);
  } catch {
    return false;
  }
}

/** the server's bundle, built unless it is fresh */
export function ensureServerBundle(bundle = bundlePath()): Promise<string> {
  return ensureBundle('server/main.ts', bundle);
}

/** the packages with a native part: they stay imports of node_modules in any bundle */
const NATIVE_PACKAGES = ['better-sqlite3', 'pg', 'pg-native', '@node-rs/*'];

export interface BundleOptions {
  /**
   * 'external' (the default): packages stay imports of node_modules. 'bundled': the pure
   * JavaScript ones are bundled too, all but NATIVE_PACKAGES. For a command-line script, which
   * runs in a process of its own (no second copy of a package beside the first, whose classes
   * would differ): resolving and loading kysely's and zod's files one by one was half of a
   * command's ~0.6 s of CPU.
   */
  packages?: 'external' | 'bundled';
}

/**
 * the bundle of one entry module (the server, or a command-line script for its tests), built
 * unless it is fresh; safe when several processes do it at once (each writes its own file and
 * renames it into place)
 */
export async function ensureBundle(entry: string, bundle: string, options: BundleOptions = {}): Promise<string> {
  if (bundleIsFresh(bundle)) return bundle;
  fs.mkdirSync(path.dirname(bundle), { recursive: true });
  const tmp = `${bundle}.${process.pid}.${Date.now()}.tmp.mjs`;
  const result = await build({
    entryPoints: [path.resolve(entry)],
    outfile: tmp,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    ...(options.packages === 'bundled' ? { external: NATIVE_PACKAGES } : { packages: 'external' as const }),
    metafile: true,
    logLevel: 'warning',
    plugins: [ownImportMetaUrl],
  });
  const inputs = Object.keys(result.metafile.inputs).map((f) => path.resolve(f));
  fs.writeFileSync(`${tmp}.inputs`, JSON.stringify(inputs));
  fs.renameSync(`${tmp}.inputs`, inputsOf(bundle));
  fs.renameSync(tmp, bundle);
  return bundle;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = Date.now();
  const bundle = await ensureServerBundle();
  if (process.argv.includes('--start')) await import(pathToFileURL(bundle).href);
  else console.log(`server bundle: ${path.relative('.', bundle)} (${Date.now() - started} ms)`);
}
