/**
 * npm run contact:list [-- --since 2026-11-01] [--json] [--limit 100]
 * Prints the contact messages, newest first, so staff can read them until an admin screen exists.
 */
import { loadConfig } from '../server/config.js';
import { migrate, openDb } from '../server/db/client.js';
import { listContactMessages } from '../server/queries/contact.js';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

async function main() {
  try {
    process.loadEnvFile('.env');
  } catch {
    // no .env
  }
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
    for (const m of rows) {
      console.log(
        `#${m.id}  ${m.createdAt}  ${m.name} <${m.email || 'no e-mail'}>  [${m.lang ?? '?'}] ${m.page ?? ''}`,
      );
      if (m.subject) console.log(`  Subject: ${m.subject}`);
      console.log(`  ${m.message.replace(/\n/g, '\n  ')}`);
      console.log(`  from ${m.clientIp ?? '?'} · ${m.userAgent ?? ''}\n`);
    }
  } finally {
    await handle.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
