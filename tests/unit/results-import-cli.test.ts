/**
 * Issue 19: `npm run results:import` (scripts/results-import.ts), run as a scorer runs it: a dry
 * run prints the publications and the check's findings as JSON and stores nothing; a publish
 * stores on the configured database (a temporary SQLite file here) with status, source 'cli' and
 * an audit row, and is refused while the check found errors; unreadable files and bad arguments
 * answer clear messages and exit codes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { migrate, openDb } from '../../server/db/client.js';
import { createEvent, createLevel } from '../../server/db/factories.js';
import { useScriptScratch, type CliRun } from '../helpers/cli.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FIXTURES = path.join(ROOT, 'tests/fixtures/import');

describe('npm run results:import', { timeout: 120_000 }, () => {
  const script = useScriptScratch('results-import');
  let levelCd: string;

  beforeAll(async () => {
    const handle = await openDb(script.url);
    await migrate(handle);
    const event = await createEvent(handle.db, {});
    levelCd = (await createLevel(handle.db, { eventCd: event.eventCd })).levelCd;
    await handle.close();
  });

  const run = (args: string[]): Promise<CliRun> => script.run(args);

  const publications = async () => {
    const handle = await openDb(script.url);
    try {
      const rows = await handle.db.selectFrom('scorePublications').selectAll().where('levelCd', '=', levelCd).execute();
      const audit = await handle.db.selectFrom('auditLog').selectAll().execute();
      return { rows, audit };
    } finally {
      await handle.close();
    }
  };

  it('--dry-run --json prints the publications with their warnings and findings, and stores nothing', async () => {
    const r = await run(['--dry-run', '--json', path.join(FIXTURES, 'series-1252.blw')]);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as Record<string, unknown>[];
    expect(out).toHaveLength(1);
    expect(out[0]).toMatchObject({
      title: 'Spring Series 2026 — Zoë Trophy',
      groupingField: 'fleet',
      scoringSystem: 'Appendix A',
      discardRule: 4,
    });
    expect(Object.keys(out[0]!)).toEqual(
      expect.arrayContaining([
        'title',
        'groupingField',
        'header',
        'data',
        'rules',
        'scoringSystem',
        'discardRule',
        'warnings',
      ]),
    );
    expect((out[0]!.data as unknown[]).length).toBe(9);
    expect((out[0]!.warnings as { code: string }[]).map((w) => w.code)).toContain('excluded');
    expect(out[0]!.findings).toEqual([
      expect.objectContaining({ code: 'net', row: 4, expected: '11.0', found: '10.0' }),
      expect.objectContaining({ code: 'unknown-code', found: 'TLE' }),
    ]);
    expect((await publications()).rows).toEqual([]);
  });

  it('scores a places-only CSV with the discard profile given', async () => {
    const r = await run([
      '--dry-run',
      '--json',
      '--discards',
      '1 after 4',
      path.join(FIXTURES, 'places-zh-gb18030.tsv'),
    ]);
    expect(r.code).toBe(0);
    const [p] = JSON.parse(r.stdout) as { data: Record<string, string>[]; findings: unknown[]; discardRule: number }[];
    expect(p!.discardRule).toBe(4);
    expect(p!.data[0]).toMatchObject({ rank: '1', helm: '李华', net: '5.5' });
    expect(p!.findings).toEqual([]);
  });

  it('scores a 5-boat CSV of places with one discard by default (RRS A2.1), and none with --discards none', async () => {
    const file = path.join(script.dir, 'five-boats.csv');
    fs.writeFileSync(
      file,
      [
        'Sail No,Helm,R1,R2,R3,R4',
        'A 1,Ann,1,2,3,1',
        'B 2,Bob,2,1,1,3',
        'C 3,Cat,3,3,2,2',
        'D 4,Dan,4,5,4,DNF',
        'E 5,Eve,5,4,5,4',
      ].join('\n'),
    );
    type Out = {
      data: Record<string, string>[];
      rules: { rulesKey: string; notes: string }[];
      discards: { kind: string };
      warnings: { code: string; message: { en: string } }[];
      findings: unknown[];
    };
    const parens = (p: Out) => p.data.map((d) => ['r1', 'r2', 'r3', 'r4'].filter((k) => d[k]!.startsWith('(')).length);

    const byDefault = await run(['--dry-run', '--json', file]);
    expect(byDefault.code).toBe(0);
    const [a] = JSON.parse(byDefault.stdout) as Out[];
    expect(a!.discards.kind).toBe('a2.1');
    expect(parens(a!)).toEqual([1, 1, 1, 1, 1]);
    // D's DNF (6.0, entries + 1) is her worst: discarded
    expect(a!.data.find((d) => d.sailNo === 'D 4')).toMatchObject({ r4: '(6.0 DNF)', total: '19.0', net: '13.0' });
    expect(a!.warnings.find((w) => w.code === 'discard-profile')!.message.en).toContain('RRS A2.1');
    expect(a!.rules.find((r) => r.rulesKey === 'A2.1')!.notes).toContain('RRS A2.1');
    expect(a!.findings).toEqual([]);

    const none = await run(['--dry-run', '--json', '--discards', 'none', file]);
    expect(none.code).toBe(0);
    const [b] = JSON.parse(none.stdout) as Out[];
    expect(b!.discards.kind).toBe('none');
    expect(parens(b!)).toEqual([0, 0, 0, 0, 0]);
    expect(b!.data.find((d) => d.sailNo === 'D 4')).toMatchObject({ r4: '6.0 DNF', total: '19.0', net: '19.0' });
    expect(b!.rules.find((r) => r.rulesKey === 'A2.1')!.notes).toContain('no discards (as the scorer said)');
    expect(b!.findings).toEqual([]);

    // the summary says which profile was used
    expect((await run(['--dry-run', file])).stdout).toContain('discards: RRS A2.1');
  });

  it('refuses to publish while the check found errors, then publishes with status, source and audit', async () => {
    const refused = await run(['--level', levelCd, '--publish', 'final', path.join(FIXTURES, 'series-1252.blw')]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('The check found errors: nothing published');
    expect((await publications()).rows).toEqual([]);

    const ok = await run(['--level', levelCd, '--publish', 'final', path.join(FIXTURES, 'finished-en.csv')]);
    expect(ok.code).toBe(0);
    expect(ok.stderr).toMatch(/Published 1 final publication\(s\) to /);
    const { rows, audit } = await publications();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'final', source: 'cli', publishedBy: null, withdrawnAt: null });
    expect(JSON.parse(rows[0]!.scores)).toMatchObject({ theTitle: 'Autumn Cup 2026 – ILCA 6' });
    expect(rows[0]!.publishTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(audit.find((a) => a.entity === 'scores')).toMatchObject({ action: 'publish', via: 'cli' });
  });

  it('answers bad input with a message and exit code 2 (in the language asked), an unknown class with 1', async () => {
    const notResults = path.join(script.dir, 'notes.txt');
    fs.writeFileSync(notResults, 'just some words');
    const r = await run(['--dry-run', '--json', '--lang', 'zh', notResults]);
    expect(r.code).toBe(2);
    expect(JSON.parse(r.stdout)).toMatchObject({ error: { code: 'not-results' } });
    expect(r.stderr).toContain('此文件不是成绩文件');
    expect((await run([path.join(FIXTURES, 'finished-en.csv')])).stderr).toContain('Give --level LEVELCD');
    expect((await run(['--dry-run', '--format', 'pdf', path.join(FIXTURES, 'finished-en.csv')])).code).toBe(2);
    const unknown = await run(['--level', 'NO-SUCH-LEVEL', path.join(FIXTURES, 'finished-en.csv')]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("No class (level) 'NO-SUCH-LEVEL'");
  });
});
