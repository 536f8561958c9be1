/**
 * A level's score publications for the staff console (docs/admin-api.md "Results"): the history
 * (withdrawn ones too, who published and withdrew), a new publication and a withdrawal, each in
 * one transaction with its audit row. Publications are never edited.
 */
import type { AdminScorePublication, ImportPreview, PublicationStatus } from '../../../shared/admin-scores.js';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

import { audit, type AuditInput } from '../audit.js';
import { EditError, type Editor, type Db } from './edits.js';
import { levelFollowsResults } from './events.js';

type Row = {
  id: number;
  levelCd: string;
  publishTime: string;
  status: PublicationStatus | null;
  scores: string;
  source: string | null;
  publishedBy: number | null;
  publishedByName: string | null;
  withdrawnAt: string | null;
  withdrawnBy: number | null;
  withdrawnByName: string | null;
};

function titleOf(scores: string): string | null {
  try {
    const json = JSON.parse(scores) as { theTitle?: unknown };
    return typeof json?.theTitle === 'string' && json.theTitle.trim() ? json.theTitle.trim() : null;
  } catch {
    return null;
  }
}

function view(r: Row): AdminScorePublication {
  return {
    id: r.id,
    levelCd: r.levelCd,
    publishTime: r.publishTime,
    status: r.status,
    title: titleOf(r.scores),
    source: r.source,
    publishedBy: r.publishedBy === null ? null : { id: r.publishedBy, name: r.publishedByName ?? '' },
    withdrawnAt: r.withdrawnAt,
    withdrawnBy: r.withdrawnBy === null ? null : { id: r.withdrawnBy, name: r.withdrawnByName ?? '' },
  };
}

function select(db: Db | Transaction<Database>) {
  return db
    .selectFrom('scorePublications as p')
    .leftJoin('staff as pb', 'pb.id', 'p.publishedBy')
    .leftJoin('staff as wb', 'wb.id', 'p.withdrawnBy')
    .select([
      'p.id',
      'p.levelCd',
      'p.publishTime',
      'p.status',
      'p.scores',
      'p.source',
      'p.publishedBy',
      'pb.name as publishedByName',
      'p.withdrawnAt',
      'p.withdrawnBy',
      'wb.name as withdrawnByName',
    ]);
}

export async function listAdminScores(db: Db, levelCd: string): Promise<AdminScorePublication[]> {
  const rows = await select(db)
    .where('p.levelCd', '=', levelCd)
    .orderBy('p.publishTime', 'desc')
    .orderBy('p.id', 'desc')
    .execute();
  return (rows as Row[]).map(view);
}

export interface NewPublication {
  levelCd: string;
  /** the publication's JSON text */
  scores: string;
  status: PublicationStatus;
  publishTime: string;
  source: string;
}

/** a publication as the console lists it, read in the transaction that changed it */
async function storedPublication(trx: Transaction<Database>, id: number): Promise<AdminScorePublication> {
  return view((await select(trx).where('p.id', '=', id).executeTakeFirstOrThrow()) as Row);
}

/** the audit row of a publication's change: entity 'scores', code `<levelCd>#<id>` */
function auditPublication(
  trx: Transaction<Database>,
  editor: Editor,
  levelCd: string,
  id: number,
  action: 'publish' | 'unpublish',
  change: Pick<AuditInput, 'before' | 'after'>,
) {
  return audit(trx, { staff: editor, entity: 'scores', code: `${levelCd}#${id}`, action, ...change });
}

/**
 * Inserts a publication and its audit row in the caller's transaction (the import's `format`
 * is audited when it came from one); answers the publication as the console lists it.
 */
async function insertPublication(
  trx: Transaction<Database>,
  editor: Editor,
  input: NewPublication,
  format?: string,
): Promise<AdminScorePublication> {
  const { id } = await trx
    .insertInto('scorePublications')
    .values({
      levelCd: input.levelCd,
      scores: input.scores,
      publishTime: input.publishTime,
      status: input.status,
      source: input.source,
      publishedBy: editor.id,
      withdrawnAt: null,
      withdrawnBy: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await auditPublication(trx, editor, input.levelCd, id, 'publish', {
    after: {
      levelCd: input.levelCd,
      status: input.status,
      publishTime: input.publishTime,
      source: input.source,
      ...(format === undefined ? {} : { format }),
      title: titleOf(input.scores),
    },
  });
  return storedPublication(trx, id);
}

/** stores a publication (and its audit row) in one transaction */
export async function publishScores(db: Db, editor: Editor, input: NewPublication): Promise<AdminScorePublication> {
  return db.transaction().execute(async (trx) => {
    const publication = await insertPublication(trx, editor, input);
    // the class's status follows its results (a final publication: finished)
    await levelFollowsResults(trx, editor, input.levelCd, input.status);
    return publication;
  });
}

/** withdraws a publication (kept, no longer served) with its audit row; 404 unknown, 409 already withdrawn */
export async function withdrawScores(db: Db, editor: Editor, id: number): Promise<AdminScorePublication> {
  return db.transaction().execute(async (trx) => {
    const before = (await select(trx).where('p.id', '=', id).executeTakeFirst()) as Row | undefined;
    if (!before) throw new EditError('missing', `There is no publication ${id}.`);
    if (before.withdrawnAt) throw new EditError('stale', `The publication ${id} was withdrawn already.`);
    const at = new Date().toISOString();
    await trx
      .updateTable('scorePublications')
      .set({ withdrawnAt: at, withdrawnBy: editor.id })
      .where('id', '=', id)
      .execute();
    await auditPublication(trx, editor, before.levelCd, id, 'unpublish', {
      before: { withdrawnAt: null },
      after: { withdrawnAt: at },
    });
    return storedPublication(trx, id);
  });
}

/** the level of a publication (for the scorer's check), or undefined */
export async function levelOfScores(db: Db, id: number): Promise<string | undefined> {
  return (await db.selectFrom('scorePublications').select('levelCd').where('id', '=', id).executeTakeFirst())?.levelCd;
}

// ---------------------------------------------------------------- imports awaiting publish

export interface NewImport {
  levelCd: string;
  source: string;
  format: string;
  publications: Record<string, unknown>[];
  warnings: ImportPreview['warnings'];
  findings: ImportPreview['findings'];
  standings?: ImportPreview['standings'];
  discards?: ImportPreview['discards'];
}

/**
 * The most a stored preview may hold (characters of its publications' JSON): an import is capped
 * when it is read (shared/import/limits.ts), so only a preview stored before the caps can be
 * larger; it is not parsed (a 200,000-row one took 43 s and 329 MB), only offered for discarding.
 */
export const STORED_PREVIEW_MAX = 16 * 1024 * 1024;

function importView(r: {
  id: number;
  levelCd: string;
  source: string;
  format: string;
  createdAt: string;
  publications: string;
  findings: string;
}): ImportPreview {
  // what the import is, whether or not its publications can be shown
  const stored = { id: r.id, levelCd: r.levelCd, source: r.source, format: r.format, createdAt: r.createdAt };
  if (r.publications.length > STORED_PREVIEW_MAX || r.findings.length > STORED_PREVIEW_MAX)
    return {
      ...stored,
      publications: [],
      warnings: [],
      findings: [
        {
          publication: 0,
          code: 'too-large',
          severity: 'error',
          message: {
            en: 'This stored import is too large to show or publish (it was read before the limits of 2,000 boats): discard it and import the file again.',
            zh: '此次保存的导入过大，无法显示或发布（读取时尚无 2,000 条的上限）：请丢弃后重新导入文件。',
          },
        },
      ],
    };
  const parsed = JSON.parse(r.findings) as {
    warnings: ImportPreview['warnings'];
    findings: ImportPreview['findings'];
    standings?: ImportPreview['standings'];
    discards?: ImportPreview['discards'];
  };
  return {
    ...stored,
    publications: JSON.parse(r.publications) as Record<string, unknown>[],
    warnings: parsed.warnings,
    findings: parsed.findings,
    ...(parsed.standings ? { standings: parsed.standings } : {}),
    ...(parsed.discards ? { discards: parsed.discards } : {}),
  };
}

export async function createImport(db: Db, editor: Editor, input: NewImport): Promise<ImportPreview> {
  const createdAt = new Date().toISOString();
  const { id } = await db
    .insertInto('scoreImports')
    .values({
      levelCd: input.levelCd,
      staffId: editor.id ?? 0,
      createdAt,
      source: input.source,
      format: input.format,
      publications: JSON.stringify(input.publications),
      findings: JSON.stringify(stored(input)),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return importView({
    id,
    createdAt,
    levelCd: input.levelCd,
    source: input.source,
    format: input.format,
    publications: JSON.stringify(input.publications),
    findings: JSON.stringify(stored(input)),
  });
}

/** what is stored beside the publications: the warnings, the check's findings, the file's standings, the profile used */
function stored(input: NewImport) {
  return {
    warnings: input.warnings,
    findings: input.findings,
    ...(input.standings ? { standings: input.standings } : {}),
    ...(input.discards ? { discards: input.discards } : {}),
  };
}

export async function getImport(db: Db, id: number): Promise<ImportPreview | undefined> {
  const row = await db.selectFrom('scoreImports').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? importView(row) : undefined;
}

export async function deleteImport(db: Db, id: number): Promise<void> {
  await db.deleteFrom('scoreImports').where('id', '=', id).execute();
}

/**
 * Publishes an import's publications (one transaction: the publications, their audit rows, the
 * import gone). A title given replaces the publication's own (both languages joined as the
 * site's demo titles are: '中文 · English').
 */
export async function publishImport(
  db: Db,
  editor: Editor,
  id: number,
  opts: { status: PublicationStatus; title?: string; titleEn?: string; publishTime: string },
): Promise<AdminScorePublication[]> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('scoreImports').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new EditError('missing', `There is no import ${id}: it was published or discarded.`);
    const preview = importView(row);
    if (preview.findings.some((f) => f.severity === 'error'))
      throw new EditError(
        'stale',
        'The check found errors in this import, so it cannot be published: its findings say what is wrong and what to do.',
      );
    const title = [opts.title, opts.titleEn].filter((x) => x && x.trim()).join(' · ');
    const out: AdminScorePublication[] = [];
    for (const [i, pub] of preview.publications.entries()) {
      const json = title ? { ...pub, theTitle: preview.publications.length > 1 ? `${title} (${i + 1})` : title } : pub;
      const input = {
        levelCd: row.levelCd,
        scores: JSON.stringify(json),
        publishTime: opts.publishTime,
        status: opts.status,
        source: row.source,
      };
      out.push(await insertPublication(trx, editor, input, row.format));
    }
    await trx.deleteFrom('scoreImports').where('id', '=', id).execute();
    // the class's status follows its results (a final publication: finished)
    if (out.length > 0) await levelFollowsResults(trx, editor, row.levelCd, opts.status);
    return out;
  });
}
