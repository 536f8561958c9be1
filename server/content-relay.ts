/**
 * "Published content changed" across processes (docs/architecture.md "Several processes"): with
 * PostgreSQL, every process LISTENs on one channel and NOTIFYs it after a change it made, so the
 * others clear their API answers, pages and /uploads answers too, within the notification's
 * round trip (milliseconds) — no other server to run. SQLite is one process: nothing to relay.
 *
 * A process ignores its own notifications (the payload starts with its instance id). A change
 * known to touch one event's records only (a results publication) carries that event after the
 * id, `<id> <eventCd>`, so the other processes treat it as the process that made it does (the
 * pages of other events served from before it while they render anew, decision 0022) instead of
 * dropping every page at once. A payload without one, or with anything else after the id (another
 * version of the server), is a change to anything. If the listening connection drops, it
 * connects again after a second and clears its caches once, since it may have missed a change
 * meanwhile.
 */
import crypto from 'node:crypto';
import type { Logger } from 'pino';
import { sql, type Kysely } from 'kysely';
import { CODE_PATTERN } from '../shared/api.js';
import type { ChangeScope, ContentChanges } from './content-changes.js';
import type { Database } from './db/schema.js';
import type { Dialect } from './db/dialect.js';

export const CONTENT_CHANNEL = 'sailfish_content';

/** a notification's payload: who made the change, and the one event it touched when known */
export function contentPayload(from: string, scope?: ChangeScope): string {
  return scope && CODE_PATTERN.test(scope.eventCd) ? `${from} ${scope.eventCd}` : from;
}

/** a payload read back (undefined scope: anything may have changed) */
export function readContentPayload(payload: string): { from: string; scope?: ChangeScope } {
  const at = payload.indexOf(' ');
  if (at < 0) return { from: payload };
  const eventCd = payload.slice(at + 1);
  return { from: payload.slice(0, at), ...(CODE_PATTERN.test(eventCd) ? { scope: { eventCd } } : {}) };
}

export interface ContentRelay {
  /** this process's id in the notifications */
  readonly id: string;
  close(): Promise<void>;
}

export async function startContentRelay(
  changes: ContentChanges,
  url: string,
  logger: Pick<Logger, 'warn' | 'info'>,
  opts: { retryMs?: number } = {},
): Promise<ContentRelay> {
  const pg = (await import('pg')).default;
  const id = crypto.randomBytes(9).toString('base64url');
  const retryMs = opts.retryMs ?? 1000;
  let client: InstanceType<typeof pg.Client> | null = null;
  let closed = false;
  // set while a change heard from another process is passed on, so it is not told back
  let relaying = false;

  const connect = async (again: boolean): Promise<void> => {
    if (closed) return;
    const c = new pg.Client({ connectionString: url });
    const retry = () => {
      if (closed || client !== c) return;
      client = null;
      c.removeAllListeners();
      c.end().catch(() => undefined);
      setTimeout(() => void connect(true), retryMs).unref();
    };
    c.on('error', (err) => {
      logger.warn({ err: err.message }, 'content relay: the listening connection failed; connecting again');
      retry();
    });
    c.on('end', retry);
    c.on('notification', (msg) => {
      if (msg.channel !== CONTENT_CHANNEL) return;
      const { from, scope } = readContentPayload(msg.payload ?? '');
      if (from === id) return;
      relaying = true;
      try {
        changes.changed(scope);
      } finally {
        relaying = false;
      }
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${CONTENT_CHANNEL}`);
      client = c;
      // a change may have come and gone while this process was not listening
      if (again) changes.changed();
    } catch (err) {
      logger.warn({ err: (err as Error).message }, 'content relay: cannot listen; trying again');
      c.end().catch(() => undefined);
      if (!closed) setTimeout(() => void connect(true), retryMs).unref();
    }
  };

  const stop = changes.on((scope) => {
    if (relaying || !client) return;
    client.query('SELECT pg_notify($1, $2)', [CONTENT_CHANNEL, contentPayload(id, scope)]).catch((err: Error) => {
      logger.warn({ err: err.message }, 'content relay: could not tell the other processes');
    });
  });

  await connect(false);
  return {
    id,
    async close() {
      closed = true;
      stop();
      const c = client;
      client = null;
      if (c) {
        c.removeAllListeners();
        await c.end().catch(() => undefined);
      }
    },
  };
}

/**
 * Tells every running server process on this PostgreSQL database that published content changed
 * (a change made outside them: `npm run results:import --publish`, `scope` the event whose results
 * it published); nothing on SQLite, whose one process clears its caches within their time to live
 * (API 5 s, pages 60 s by default).
 */
export async function announceContentChange(
  handle: { db: Kysely<Database>; dialect: Dialect },
  scope?: ChangeScope,
): Promise<void> {
  if (handle.dialect !== 'postgres') return;
  await sql`SELECT pg_notify(${CONTENT_CHANNEL}, ${contentPayload('outside', scope)})`.execute(handle.db);
}
