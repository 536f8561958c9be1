/**
 * npm run contact:list [-- --since 2026-11-01] [--json] [--limit 100]
 * Prints the contact messages, newest first, so staff can read them until an admin screen exists.
 * (--json prints JSON, where control characters are escaped by JSON itself.)
 */
import { loadConfig } from '../server/config.js';
import { migrate, openDb } from '../server/db/client.js';
import { listContactMessages } from '../server/queries/contact.js';
import { runCli } from './cli.js';
import { formatContactMessage } from './contact-list-format.js';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

async function main() {
  const since = arg('since');
  if (since && Number.isNaN(Date.parse(since)))
    throw new Error(`--since must be a date, e.g. 2026-11-01 (got '${since}')`);
  const limit = Number(arg('limit') ?? 1000);
  if (!Number.isInteger(limit) || limit < 1) throw new Error('--limit must be a positive whole number');
  const handle = await openDb(loadConfig().DATABASE_URL);
  await migrate(handle);
  try {
    const rows = await listContactMessages(handle.db, {
      since: since ? new Date(since).toISOString() : undefined,
      limit,
    });
    if (process.argv.includes('--json')) {
      console.log(JSON.stringify(rows, null, 2));
      return;
    }
    if (rows.length === 0) console.log('No messages.');
    // what visitors typed goes out with its control characters escaped (scripts/contact-list-format.ts)
    for (const m of rows) console.log(`${formatContactMessage(m)}\n`);
  } finally {
    await handle.close();
  }
}

runCli(main);
