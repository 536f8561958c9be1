/**
 * Starts the site: checks the configuration, opens (creates, migrates and, when empty, fills
 * with demo content) the database, serves the API and the pages from one process on one port,
 * and shuts down gracefully on SIGTERM/SIGINT.
 *
 * NODE_ENV=production serves the built web app from build/ (npm run build);
 * otherwise Vite serves it with hot reload (npm run dev).
 */
import fs from 'node:fs';
import { loadConfig } from './config.js';
import { createLogger } from './logger.js';
import { migrate, openDb } from './db/client.js';
import { createApp, createSiteCalls } from './app.js';
import { createPages } from './pages.js';
import { createHttpServer, stopGracefully } from './http-server.js';
import { ContentChanges } from './content-changes.js';
import { startContentRelay } from './content-relay.js';

/** where `npm run build` put the web app (BUILD_DIR, default build/) */
const BUILD_DIR = process.env.BUILD_DIR || 'build';

async function main() {
  // a .env file beside package.json, when there is one (see .env.example)
  try {
    process.loadEnvFile('.env');
  } catch {
    // no .env: defaults and the environment apply
  }
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  const production = config.NODE_ENV === 'production';
  if (production && !fs.existsSync(`${BUILD_DIR}/server/index.js`)) {
    throw new Error('No production build found: run `npm run build` first (npm start does this for you).');
  }

  const handle = await openDb(config.DATABASE_URL, {
    poolMax: config.DATABASE_POOL_MAX,
    onConnectionError: (err) =>
      logger.warn({ err: err.message }, 'database: an idle connection failed and was dropped'),
  });
  await migrate(handle);
  if (config.SEED_DEMO) {
    const { isEmpty, seedDemo } = await import('./db/seed/index.js');
    if (await isEmpty(handle)) {
      const started = Date.now();
      await seedDemo(handle, { uploadDir: config.UPLOAD_DIR });
      logger.info({ ms: Date.now() - started }, 'database was empty: demo content added');
    }
  }

  const vite = production
    ? undefined
    : await (await import('vite')).createServer({ server: { middlewareMode: true }, appType: 'custom' });

  // the staff console's committed changes clear the API answers, the pages and the /uploads answers
  const changes = new ContentChanges();
  // several processes on one PostgreSQL: a change made through any of them reaches them all
  const relay = handle.dialect === 'postgres' ? await startContentRelay(changes, config.DATABASE_URL, logger) : null;
  // pages call the API in process: no network hop, and none of the app's middleware; their
  // loaders call the public calls' handlers directly (issue 29, docs/decisions/0025)
  const { api, direct } = createSiteCalls({ config, handle, logger, changes });
  const pages = await createPages({
    config,
    logger,
    apiRequest: async (p, init, env) => api.request(`${config.API_PREFIX}${p}`, init, env),
    direct,
    mode: production ? 'production' : 'development',
    buildDir: BUILD_DIR,
    vite,
    cacheTtlMs: config.PAGE_CACHE_TTL_MS,
    changes,
  });
  const app = createApp({
    config,
    handle,
    logger,
    api,
    changes,
    clientDir: production ? `${BUILD_DIR}/client` : 'public',
    pages: pages.handler,
  });

  // (timeouts and the answer to requests the app never sees: server/http-server.ts)
  const server = createHttpServer(app, { vite, logger, apiPrefix: config.API_PREFIX, uploadsAt: pages.uploadsAt });
  if (!config.SITE_ORIGIN && !['127.0.0.1', 'localhost', '::1'].includes(config.HOST)) {
    logger.info(
      'SITE_ORIGIN is not set: only localhost, 127.0.0.1 and [::1] are answered; set it (and ALLOWED_HOSTS) to serve the site under its name',
    );
  }
  server.listen(config.PORT, config.HOST, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    logger.info(
      { port, database: handle.dialect, location: handle.location, mode: production ? 'production' : 'development' },
      `SailFish listening on http://localhost:${port}`,
    );
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    stopGracefully(server, {
      timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
      onForced: () => logger.warn('in-flight requests did not finish in time: closing connections'),
      done: () =>
        void (async () => {
          await vite?.close();
          await relay?.close();
          await handle.close();
          logger.info('stopped');
          process.exit(0);
        })(),
    });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
