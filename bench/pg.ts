/**
 * PostgreSQL for the benchmarks: DATABASE_URL when it is a postgres URL, otherwise a throw-away
 * cluster started with scripts/ci-postgres.sh (its state in a temporary file, stopped at the end).
 * Each run gets a fresh database of its own on that server, dropped afterwards.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { isPostgresUrl } from '../server/db/client.js';
import { withAdmin } from '../tests/helpers/test-db.js';

export interface PgServer {
  /** where the server lives, without credentials (for the printed figures) */
  label: string;
  /** a fresh, empty database on the server: its URL */
  createDatabase(name: string): Promise<string>;
  /** drops the databases made here and stops the cluster when it was started here */
  stop(): Promise<void>;
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export async function startPostgres(): Promise<PgServer> {
  const given = process.env.DATABASE_URL;
  let adminUrl: string;
  let stopCluster = () => {};
  if (given && isPostgresUrl(given)) {
    adminUrl = given;
  } else {
    const state = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sf-bench-pg-')), 'state');
    const env = { ...process.env, PG_CI_STATE: state };
    adminUrl = execFileSync('scripts/ci-postgres.sh', ['start'], { env, stdio: ['ignore', 'pipe', 'inherit'] })
      .toString()
      .trim();
    stopCluster = () => {
      execFileSync('scripts/ci-postgres.sh', ['stop'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
      fs.rmSync(path.dirname(state), { recursive: true, force: true });
    };
  }
  const made: string[] = [];
  const admin = <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => withAdmin(adminUrl, work);
  return {
    label: `PostgreSQL at ${adminUrl.replace(/\/\/[^@/]*@/, '//')}${given && isPostgresUrl(given) ? '' : ' (throw-away cluster)'}`,
    async createDatabase(name) {
      const version = await admin(async (c) => {
        await c.query(`DROP DATABASE IF EXISTS ${name}`);
        await c.query(`CREATE DATABASE ${name}`);
        return (await c.query<{ server_version: string }>('SHOW server_version')).rows[0]!.server_version;
      });
      made.push(name);
      if (made.length === 1) console.log(`PostgreSQL ${version}`);
      return withDatabase(adminUrl, name);
    },
    async stop() {
      try {
        // BENCH_KEEP=1 with a DATABASE_URL server: the databases stay (to look at their plans)
        const keep = process.env.BENCH_KEEP && given && isPostgresUrl(given);
        if (keep) console.log(`kept the PostgreSQL databases ${made.join(', ')}`);
        else
          await admin(async (c) => {
            for (const name of made) await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          });
      } finally {
        stopCluster();
      }
    },
  };
}

/** the engines a benchmark runs on: BENCH_ENGINES (sqlite,postgres by default; one of them runs that one only) */
export const BENCH_ENGINES = (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',');

/**
 * runs a benchmark on each engine of BENCH_ENGINES in turn: SQLite in the file `sqliteFile`, then
 * PostgreSQL in a fresh database `sf_bench_<bench>_<pid>` of startPostgres()'s server (dropped, and
 * a throw-away cluster stopped, after it)
 */
export async function onEachEngine(
  bench: string,
  sqliteFile: string,
  run: (label: 'SQLite' | 'PostgreSQL', databaseUrl: string) => Promise<void>,
): Promise<void> {
  if (BENCH_ENGINES.includes('sqlite')) await run('SQLite', `sqlite:${sqliteFile}`);
  if (BENCH_ENGINES.includes('postgres')) {
    const pg = await startPostgres();
    try {
      console.log(`\n${pg.label}`);
      await run('PostgreSQL', await pg.createDatabase(`sf_bench_${bench}_${process.pid}`));
    } finally {
      await pg.stop();
    }
  }
}
