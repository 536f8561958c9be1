/**
 * Prepared statements kept for better-sqlite3 under Kysely (issue 29 item 2): Kysely's SQLite
 * driver prepares every query it runs (compiling the SQL anew each time); the same queries run on
 * every request, so the statement of each SQL text is kept (least recently used out past `max`)
 * and run again with new parameters. SQLite recompiles a kept statement itself after a schema
 * change. Only Kysely's queries go through it: Kysely holds its one connection for a query or a
 * stream at a time, so a kept statement is never run twice at once; code that prepares on the
 * raw database (and may switch a statement's modes: pluck, raw) gets its own statements.
 */
import type { Database as Sqlite, Statement } from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

export interface StatementCache extends SqliteDatabase {
  /** statements prepared (a miss) and reused (a hit) */
  readonly stats: { prepared: number; reused: number; kept: number };
}

export function cachedStatements(sqlite: Sqlite, max = 500): StatementCache {
  const kept = new Map<string, Statement>();
  const stats = { prepared: 0, reused: 0, kept: 0 };
  return {
    close: () => sqlite.close(),
    prepare: (sql: string) => {
      let statement = kept.get(sql);
      if (statement) {
        stats.reused++;
        // (least recently used first out)
        kept.delete(sql);
      } else {
        statement = sqlite.prepare(sql);
        stats.prepared++;
        if (kept.size >= max) kept.delete(kept.keys().next().value as string);
      }
      kept.set(sql, statement);
      stats.kept = kept.size;
      return statement;
    },
    stats,
  };
}
