/**
 * Starts the site: checks the configuration, opens (creates, migrates and, when empty, fills
 * with demo content) the database, serves HTTP, and shuts down gracefully on SIGTERM/SIGINT.
 */
import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import { loadConfig } from './config.js';
import { createLogger } from './logger.js';
import { migrate, openDb } from './db/client.js';
import { createApp } from './app.js';

async function main() {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  const handle = await openDb(config.DATABASE_URL);
  await migrate(handle);
  if (config.SEED_DEMO) {
    const { isEmpty, seedDemo } = await import('./db/seed/index.js');
    if (await isEmpty(handle)) {
      const started = Date.now();
      await seedDemo(handle, { uploadDir: config.UPLOAD_DIR });
      logger.info({ ms: Date.now() - started }, 'database was empty: demo content added');
    }
  }

  const app = createApp({ config, handle, logger });
  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    logger.info({ port: info.port, database: handle.dialect, location: handle.location }, `SailFish listening on http://localhost:${info.port}`);
  }) as Server;

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      logger.warn('in-flight requests did not finish in time: closing connections');
      server.closeAllConnections();
    }, config.SHUTDOWN_TIMEOUT_MS);
    force.unref();
    server.close(async () => {
      await handle.close();
      logger.info('stopped');
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
