/**
 * "Published content may have changed": the staff console's API says so after every committed
 * change (server/api/admin/content-http.ts), and whatever keeps copies of public answers
 * listens and drops them: the API answer cache (server/app.ts createSiteApi), the page cache
 * (server/pages.ts) and the /uploads access answers (server/media-access.ts). Clearing whole
 * caches is simple and always right: a change is rare next to reads, and a cache refills from
 * the next request.
 *
 * Several processes on one PostgreSQL database (behind a load balancer): relayOverPostgres
 * passes each change on with NOTIFY and clears this process's caches when another one's
 * arrives (LISTEN), so every process shows the change at once. With SQLite there is one process.
 */
import crypto from 'node:crypto';
import type { Logger } from 'pino';

export type ContentListener = () => void;

export class ContentChanges {
  private readonly listeners = new Set<ContentListener>();
  private readonly relays = new Set<ContentListener>();

  /** calls `listener` on every change, this process's or (through a relay) another's; answers the function that stops it */
  on(listener: ContentListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** a change made here (call it after the change's transaction has committed): clears here, then tells the relays */
  changed(): void {
    this.clearHere();
    for (const relay of this.relays) relay();
  }

  /** a change made elsewhere (another process): clears here only */
  clearHere(): void {
    for (const listener of this.listeners) {
      try {
        listener();
      } catch {
        // a listener's failure is its own: the others still clear
      }
    }
  }

  /** passes every change made here on to `send` (another process's listeners); answers the function that stops it */
  relay(send: ContentListener): () => void {
    this.relays.add(send);
    return () => this.relays.delete(send);
  }
}

export interface ContentRelay {
  close(): Promise<void>;
}

/** the PostgreSQL channel the processes of one database tell each other on */
export const CONTENT_CHANNEL = 'sailfish_content';

/**
 * Relays `changes` between the processes of one PostgreSQL database: a change here is sent as
 * `NOTIFY sailfish_content` (its payload this process's id, so it ignores its own), one from
 * another process clears the caches here. One dedicated connection, opened again a second
 * after it fails; while it is down a change is not relayed (the other processes catch up within
 * their caches' TTLs), and on each (re)connection this process clears its caches once.
 */
export async function relayOverPostgres(
  changes: ContentChanges,
  url: string,
  opts: { logger: Pick<Logger, 'warn'>; channel?: string; retryMs?: number },
): Promise<ContentRelay> {
  const pg = (await import('pg')).default;
  const channel = opts.channel ?? CONTENT_CHANNEL;
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  const self = crypto.randomUUID();
  let client: InstanceType<typeof pg.Client> | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const drop = (c: InstanceType<typeof pg.Client>) => {
    if (client === c) client = null;
    c.removeAllListeners('notification');
    c.end().catch(() => {});
    if (!closed && retry === undefined) retry = setTimeout(connect, opts.retryMs ?? 1000);
  };
  async function connect(): Promise<void> {
    retry = undefined;
    if (closed) return;
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (msg) => {
      if (msg.channel === channel && msg.payload !== self) changes.clearHere();
    });
    c.on('error', (err) => {
      opts.logger.warn({ err: err.message }, 'content changes: the LISTEN connection failed; reconnecting');
      drop(c);
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${channel}`);
    } catch (err) {
      opts.logger.warn({ err: (err as Error).message }, 'content changes: cannot LISTEN; retrying');
      drop(c);
      return;
    }
    if (closed) {
      await c.end().catch(() => {});
      return;
    }
    client = c;
    changes.clearHere(); // (what another process changed while this one was not listening)
  }

  const stop = changes.relay(() => {
    client?.query('SELECT pg_notify($1, $2)', [channel, self]).catch((err: Error) => {
      opts.logger.warn({ err: err.message }, 'content changes: NOTIFY failed');
    });
  });
  await connect();
  return {
    async close() {
      closed = true;
      stop();
      clearTimeout(retry);
      const c = client;
      client = null;
      await c?.end().catch(() => {});
    },
  };
}
