/**
 * Results from a file, on the command line (issue 19 item 3; docs/results-import.md):
 *
 *   npm run results:import -- [--format blw|sailwave-html|csv|json] [--discards "1 after 4"|none]
 *                             [--level LEVELCD --publish provisional|final] [--dry-run] [--json]
 *                             [--lang en|zh] [--force] FILE
 *
 * Reads FILE with shared/import (the format detected from the content when not given), runs the
 * check, and prints what it would publish: with --json an array of {title, groupingField,
 * groupingFieldName, groupScoreFlag, header, data, rules, scoringSystem, discardRule, discards,
 * warnings, findings}, else a summary. A table of places is scored by the site with RRS A2.1's
 * one discard unless --discards gives a profile ("none" for no discards). --dry-run stores nothing. With --level (and without --dry-run) it
 * stores each publication for that class on the configured database (DATABASE_URL, default the
 * SQLite file; a .env file is read) with its status, source 'cli', and an audit row (via 'cli'),
 * refusing while the check found errors unless --force.
 *
 * Exit codes: 0 done, 1 refused (the check's errors, an unknown class), 2 bad arguments or a file
 * that cannot be read.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  IMPORT_FORMATS,
  checkImport,
  hasErrors,
  importResults,
  isImportError,
  type Finding,
  type ImportFormat,
  type ImportResult,
} from '../shared/import/index.js';
import { CliError, runCli } from './cli.js';

const USAGE = `Usage:
  npm run results:import -- [--format ${IMPORT_FORMATS.join('|')}] [--discards PROFILE]
                            [--level LEVELCD --publish provisional|final] [--dry-run] [--json]
                            [--lang en|zh] [--force] FILE
  --discards   discard profile for a table the site scores: "1 after 4, 2 after 8", "0,0,0,1",
               or "none"; not given: RRS A2.1, one discard (the worst score)"
  --dry-run    print what would be published; store nothing
  --level      the class (levelCd) to publish to, on the configured database
  --publish    provisional (default) or final
  --force      publish although the check found errors`;

function parse(argv: string[]) {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: true,
      options: {
        format: { type: 'string' },
        discards: { type: 'string' },
        level: { type: 'string' },
        publish: { type: 'string' },
        'dry-run': { type: 'boolean' },
        json: { type: 'boolean' },
        lang: { type: 'string' },
        force: { type: 'boolean' },
        help: { type: 'boolean' },
      },
    });
    return { values, positionals };
  } catch (err) {
    throw new CliError(`${err instanceof Error ? err.message : String(err)}\n${USAGE}`);
  }
}

interface Planned {
  result: ImportResult;
  findings: Finding[][];
}

function output(plan: Planned) {
  return plan.result.publications.map((p, i) => ({
    title: p.theTitle,
    groupingField: p.groupingField ?? null,
    groupingFieldName: p.groupingFieldName ?? null,
    groupScoreFlag: p.groupScoreFlag,
    header: p.header,
    data: p.data,
    rules: p.rules,
    scoringSystem: p.scoringSystem,
    discardRule: p.discardRule,
    discards: plan.result.discards ?? null,
    warnings: plan.result.warnings.filter((w) => w.publication === undefined || w.publication === i),
    findings: plan.findings[i] ?? [],
  }));
}

function summary(plan: Planned, lang: 'en' | 'zh'): string {
  const { result } = plan;
  const lines = [`${result.format} (${result.encoding}): ${result.publications.length} publication(s)`];
  if (result.discards)
    lines.push(`  ${lang === 'zh' ? '去掉最差成绩的规则' : 'discards'}: ${result.discards.label[lang]}`);
  result.publications.forEach((p, i) => {
    const groups = p.groupingField ? new Set(p.data.map((d) => d[p.groupingField!] ?? '')).size : 0;
    const races = p.header.filter((h) => /^r\d+$/.test(h.columnKey)).length;
    lines.push(
      `  ${i + 1}. ${p.theTitle}: ${p.data.length} boats, ${races} races${groups ? `, ${groups} ${p.groupingFieldName ?? p.groupingField} groups` : ''}, ${p.scoringSystem}, discard rule ${p.discardRule}`,
    );
    for (const f of plan.findings[i] ?? [])
      lines.push(
        `     ${f.severity === 'error' ? 'ERROR' : 'warning'}${f.boat ? ` ${f.boat}` : f.row ? ` row ${f.row}` : ''}${f.group ? ` (${f.group})` : ''}: ${f.message[lang]}`,
      );
  });
  for (const w of result.warnings) lines.push(`  note: ${w.message[lang]}`);
  return lines.join('\n');
}

async function store(plan: Planned, levelCd: string, status: 'provisional' | 'final') {
  // (imported here so a dry run never opens a database)
  const { loadConfig } = await import('../server/config.js');
  const { migrate, openDb } = await import('../server/db/client.js');
  const { publishScores } = await import('../server/queries/admin/scores.js');
  const { announceContentChange } = await import('../server/content-relay.js');
  const { siteDateTime } = await import('../shared/site-time.js');
  const config = loadConfig();
  const handle = await openDb(config.DATABASE_URL);
  try {
    await migrate(handle);
    const level = await handle.db
      .selectFrom('levels')
      .select(['levelCd', 'eventCd'])
      .where('levelCd', '=', levelCd)
      .executeTakeFirst();
    if (!level) throw new CliError(`No class (level) '${levelCd}' on this database.`, 1);
    const stored = [];
    // the site's local time (SITE_TIME_ZONE), as the site's publish times are written: 'YYYY-MM-DD HH:mm:ss'
    const publishTime = siteDateTime(Date.now(), config.SITE_TIME_ZONE);
    for (const p of plan.result.publications)
      stored.push(
        await publishScores(
          handle.db,
          { id: null, via: 'cli' },
          { levelCd, scores: JSON.stringify(p), status, publishTime, source: 'cli' },
        ),
      );
    // running servers on the same PostgreSQL clear their caches now, as for a publication in the
    // console: the event's pages at once, other events' pages anew in the background (server/content-relay.ts)
    await announceContentChange(handle, { eventCd: level.eventCd });
    return stored;
  } finally {
    await handle.close();
  }
}

async function main() {
  const { values, positionals } = parse(process.argv.slice(2));
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const json = values.json === true;
  const lang = values.lang === 'zh' ? 'zh' : 'en';
  if (values.lang !== undefined && values.lang !== 'en' && values.lang !== 'zh')
    throw new CliError(`--lang must be en or zh.\n${USAGE}`);
  if (positionals.length !== 1) throw new CliError(`Give one FILE.\n${USAGE}`);
  const format = values.format as ImportFormat | undefined;
  if (format !== undefined && !(IMPORT_FORMATS as readonly string[]).includes(format))
    throw new CliError(`--format must be one of ${IMPORT_FORMATS.join(', ')}.\n${USAGE}`);
  const status = values.publish ?? 'provisional';
  if (status !== 'provisional' && status !== 'final')
    throw new CliError(`--publish must be provisional or final.\n${USAGE}`);
  const dryRun = values['dry-run'] === true;
  if (!dryRun && !values.level)
    throw new CliError(`Give --level LEVELCD to publish, or --dry-run to look only.\n${USAGE}`);

  const file = positionals[0]!;
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(fs.readFileSync(file));
  } catch (err) {
    throw new CliError(`Cannot read ${file}: ${err instanceof Error ? err.message : String(err)}`);
  }
  let result: ImportResult;
  try {
    result = importResults(bytes, { format, fileName: path.basename(file), discardProfile: values.discards });
  } catch (err) {
    if (isImportError(err))
      throw new CliError(
        err.problem.message[lang] + (err.problem.detail ? ` (${err.problem.detail})` : ''),
        2,
        err.problem,
      );
    throw err;
  }
  const plan: Planned = { result, findings: checkImport(result) };

  if (json) console.log(JSON.stringify(output(plan), null, 2));
  else console.log(summary(plan, lang));
  if (dryRun) return;

  if (plan.findings.some(hasErrors) && !values.force)
    throw new CliError(
      lang === 'zh'
        ? '核对发现错误：未发布。各项说明了问题和处理办法；确认无误时可加 --force 仍然发布。'
        : 'The check found errors: nothing published. Each says what is wrong and what to do; add --force to publish anyway once you are sure.',
      1,
    );
  const stored = await store(plan, values.level!, status);
  const line = stored.map((s) => `#${s.id}`).join(', ');
  console.error(
    lang === 'zh'
      ? `已发布 ${stored.length} 份${status === 'final' ? '最终' : '临时'}成绩到 ${values.level}：${line}`
      : `Published ${stored.length} ${status} publication(s) to ${values.level}: ${line}`,
  );
}

runCli(main, (err) => {
  // --json: the refusal on standard output too, as the machine reads it
  if (process.argv.includes('--json') && err instanceof CliError)
    console.log(
      JSON.stringify(
        { error: err.problem ?? { code: err.code === 1 ? 'refused' : 'bad-input', message: err.message } },
        null,
        2,
      ),
    );
});
