/** What every API route gets from the app: its dependencies (kept apart from index.ts, which imports the routes). */
import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../db/schema.js';
import type { ConfigOverrides } from '../queries/site.js';
import type { RateLimiter } from './rate-limit.js';
import type { TtlCache } from '../ttl-cache.js';

export interface ApiDeps {
  db: Kysely<Database>;
  logger: Logger;
  bodyLimit: number;
  rateLimiter: RateLimiter;
  siteConfig: ConfigOverrides;
  clientAddress: (c: Context) => string;
  /** reused answers of read calls (null: off) */
  responseCache: TtlCache | null;
}

export type ApiEnv = { Variables: { deps: ApiDeps } };
