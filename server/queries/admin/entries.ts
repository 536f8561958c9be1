/**
 * A class's entry list in the staff console (docs/admin-api.md "Entries", issue 31): list, one
 * added, changed, deleted, and an entry list imported (a preview stored until it is confirmed or
 * discarded). Every change is written with its audit row in one transaction. A sail number is
 * unique within its class by its key (shared/entries.ts entrySailKey): the unique index refuses a
 * second boat with it, so parallel imports and edits cannot enter one boat twice.
 */
import type { Selectable, Transaction } from 'kysely';
import type {
  AdminEntry,
  EntryImportPreview,
  EntryImportSaved,
  EntryPreviewRow,
} from '../../../shared/admin-entries.js';
import { entryRowSchema } from '../../../shared/admin-entries.js';
import { ENTRIES_PER_LEVEL_MAX, entrySailKey, knownNation } from '../../../shared/entries.js';
import type { EntryFileRead } from '../../../shared/import/entries.js';
import type { Database, EntryTable } from '../../db/schema.js';
import { audit } from '../audit.js';
import { EditError, deleteOwned, isUniqueViolation, insertOwned, updateOwned, type Editor, type Db } from './edits.js';

type Tx = Db | Transaction<Database>;

/** an entry's boat and crew as the API names them (the console's and the public entry list's) */
export function entryFields(
  r: Pick<Selectable<EntryTable>, 'sailNo' | 'nationality' | 'helm' | 'crew' | 'club' | 'groupName'>,
) {
  return { sailNo: r.sailNo, nationality: r.nationality, helm: r.helm, crew: r.crew, club: r.club, group: r.groupName };
}

function view(r: Selectable<EntryTable>): AdminEntry {
  return {
    id: r.id,
    levelCd: r.levelCd,
    ...entryFields(r),
    sortOrder: r.sortOrder,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}

/** never in the audit log's record of an entry (it keeps the boat's fields as the API names them) */
const ENTRY_NOT_AUDITED = ['id', 'sortOrder', 'createdAt', 'updatedAt'] as const;

export async function listAdminEntries(db: Tx, levelCd: string): Promise<AdminEntry[]> {
  const rows = await db
    .selectFrom('entries')
    .selectAll()
    .where('levelCd', '=', levelCd)
    .orderBy('sortOrder')
    .orderBy('id')
    .execute();
  return rows.map(view);
}

/** the class of an entry (for the scorer's check), or undefined */
export async function levelOfEntry(db: Db, id: number): Promise<string | undefined> {
  return (await db.selectFrom('entries').select('levelCd').where('id', '=', id).executeTakeFirst())?.levelCd;
}

const taken = (sailNo: string) =>
  new EditError('exists', `The sail number ${sailNo} is entered in this class already.`, 'sailNo', { code: 'taken' });

export interface EntryInput {
  sailNo: string;
  nationality?: string;
  helm?: string;
  crew?: string;
  club?: string;
  group?: string;
}

export async function createAdminEntry(
  db: Db,
  editor: Editor,
  levelCd: string,
  input: EntryInput,
): Promise<AdminEntry> {
  try {
    return await db.transaction().execute(async (trx) => {
      const { n, last } = (await trx
        .selectFrom('entries')
        .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('sortOrder').as('last')])
        .where('levelCd', '=', levelCd)
        .executeTakeFirst()) ?? { n: 0, last: 0 };
      if (Number(n) >= ENTRIES_PER_LEVEL_MAX)
        throw new EditError('invalid', `A class holds at most ${ENTRIES_PER_LEVEL_MAX} entries.`, 'sailNo', {
          code: 'too_many',
          max: ENTRIES_PER_LEVEL_MAX,
        });
      const now = new Date().toISOString();
      return insertOwned(trx, editor, {
        table: 'entries',
        values: {
          levelCd,
          sailNo: input.sailNo,
          sailKey: entrySailKey(input.sailNo),
          nationality: input.nationality ?? '',
          helm: input.helm ?? '',
          crew: input.crew ?? '',
          club: input.club ?? '',
          groupName: input.group ?? '',
          sortOrder: Number(last ?? 0) + 10,
          createdAt: now,
          updatedAt: now,
        },
        entity: 'entry',
        view,
        code: (created) => `${levelCd}#${created.id}`,
        omit: ENTRY_NOT_AUDITED,
      });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw taken(input.sailNo);
    throw err;
  }
}

/** an entry as updateOwned and deleteOwned change it: audited by its fields as the API names them */
const owned = (id: number, version: string | undefined) =>
  ({
    table: 'entries',
    key: id,
    sentVersion: version,
    noun: 'entry',
    what: (row: { sailNo: string }) => `The entry ${row.sailNo}`,
    entity: 'entry',
    code: (row: { levelCd: string }) => `${row.levelCd}#${id}`,
    view,
    omit: ENTRY_NOT_AUDITED,
  }) as const;

export async function updateAdminEntry(
  db: Db,
  editor: Editor,
  id: number,
  patch: Partial<EntryInput>,
  version: string | undefined,
): Promise<AdminEntry> {
  try {
    return await updateOwned(db, editor, {
      ...owned(id, version),
      set: () => ({
        ...(patch.sailNo !== undefined ? { sailNo: patch.sailNo, sailKey: entrySailKey(patch.sailNo) } : {}),
        ...(patch.nationality !== undefined ? { nationality: patch.nationality } : {}),
        ...(patch.helm !== undefined ? { helm: patch.helm } : {}),
        ...(patch.crew !== undefined ? { crew: patch.crew } : {}),
        ...(patch.club !== undefined ? { club: patch.club } : {}),
        ...(patch.group !== undefined ? { groupName: patch.group } : {}),
      }),
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw taken(patch.sailNo ?? '');
    throw err;
  }
}

export async function deleteAdminEntry(db: Db, editor: Editor, id: number, version: string | undefined): Promise<void> {
  await deleteOwned(db, editor, owned(id, version));
}

// ---------------------------------------------------------------- imports

const INVALID_ROW = {
  en: 'This row cannot be saved: it has no sail number, or a field is too long or not one line, or the nation is not a 2- or 3-letter code.',
  zh: '此行无法保存：缺少帆号，或某字段过长、含换行，或国籍不是 2 至 3 个字母的代码。',
};

/** the rows of a file as the preview shows them, against the class's entries now */
function previewRows(read: EntryFileRead['rows'], enteredKeys: ReadonlySet<string>): EntryPreviewRow[] {
  const seen = new Set<string>();
  return read.map((r) => {
    const parsed = entryRowSchema.safeParse(r);
    const base = {
      line: r.line,
      sailNo: r.sailNo.slice(0, 100),
      nationality: r.nationality.slice(0, 20),
      helm: r.helm.slice(0, 300),
      crew: r.crew.slice(0, 300),
      club: r.club.slice(0, 300),
      group: r.group.slice(0, 100),
    };
    if (!parsed.success) return { ...base, status: 'invalid' as const, unknownNation: false, problem: INVALID_ROW };
    const row = { line: r.line, ...parsed.data };
    const key = entrySailKey(row.sailNo);
    const status = seen.has(key) ? 'duplicate' : enteredKeys.has(key) ? 'entered' : 'new';
    seen.add(key);
    return { ...row, status, unknownNation: !knownNation(row.nationality) };
  });
}

function counts(rows: EntryPreviewRow[]): EntryImportPreview['counts'] {
  const c = { rows: rows.length, new: 0, entered: 0, duplicate: 0, invalid: 0, unknownNation: 0 };
  for (const r of rows) {
    c[r.status]++;
    if (r.unknownNation) c.unknownNation++;
  }
  return c;
}

async function enteredKeys(db: Tx, levelCd: string): Promise<Set<string>> {
  const rows = await db.selectFrom('entries').select('sailKey').where('levelCd', '=', levelCd).execute();
  return new Set(rows.map((r) => r.sailKey));
}

interface StoredImport {
  rows: EntryFileRead['rows'];
  warnings: EntryFileRead['warnings'];
}

async function previewOf(
  db: Tx,
  row: { id: number; levelCd: string; source: string; format: string; createdAt: string; rows: string },
): Promise<EntryImportPreview> {
  const stored = JSON.parse(row.rows) as StoredImport;
  const keys = await enteredKeys(db, row.levelCd);
  const rows = previewRows(stored.rows, keys);
  return {
    id: row.id,
    levelCd: row.levelCd,
    source: row.source,
    format: row.format,
    createdAt: row.createdAt,
    rows,
    warnings: stored.warnings,
    counts: counts(rows),
    current: keys.size,
  };
}

export async function createEntryImport(
  db: Db,
  editor: Editor,
  levelCd: string,
  source: string,
  read: EntryFileRead,
): Promise<EntryImportPreview> {
  const createdAt = new Date().toISOString();
  const rows = JSON.stringify({ rows: read.rows, warnings: read.warnings } satisfies StoredImport);
  const { id } = await db
    .insertInto('entryImports')
    .values({ levelCd, staffId: editor.id ?? 0, createdAt, source, format: read.format, rows })
    .returning('id')
    .executeTakeFirstOrThrow();
  return previewOf(db, { id, levelCd, source, format: read.format, createdAt, rows });
}

export async function getEntryImport(db: Db, id: number, levelCd: string): Promise<EntryImportPreview | undefined> {
  const row = await db
    .selectFrom('entryImports')
    .selectAll()
    .where('id', '=', id)
    .where('levelCd', '=', levelCd)
    .executeTakeFirst();
  return row ? previewOf(db, row) : undefined;
}

export async function discardEntryImport(db: Db, id: number, levelCd: string): Promise<void> {
  const r = await db.deleteFrom('entryImports').where('id', '=', id).where('levelCd', '=', levelCd).executeTakeFirst();
  if (Number(r.numDeletedRows) === 0)
    throw new EditError('missing', `There is no entry import ${id}: it was saved or discarded.`);
}

/**
 * Saves a preview (one transaction with its audit row): new boats added, entered ones updated,
 * repeats and invalid rows left out; with 'replace' the entries the file does not have are
 * removed. The preview is taken first, so it is saved once (a second confirm: 404). Rows are
 * written with an upsert on (levelCd, sailKey): an import running in parallel cannot enter a
 * boat twice.
 */
export async function confirmEntryImport(
  db: Db,
  editor: Editor,
  id: number,
  levelCd: string,
  mode: 'merge' | 'replace',
): Promise<EntryImportSaved> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('entryImports')
      .selectAll()
      .where('id', '=', id)
      .where('levelCd', '=', levelCd)
      .executeTakeFirst();
    if (!row) throw new EditError('missing', `There is no entry import ${id}: it was saved or discarded.`);
    const gone = await trx.deleteFrom('entryImports').where('id', '=', id).executeTakeFirst();
    if (Number(gone.numDeletedRows) === 0)
      throw new EditError('missing', `There is no entry import ${id}: it was saved or discarded.`);
    const preview = await previewOf(trx, row);
    const keep = preview.rows.filter((r) => r.status === 'new' || r.status === 'entered');
    const keys = keep.map((r) => entrySailKey(r.sailNo));
    let removed = 0;
    if (mode === 'replace') {
      let q = trx.deleteFrom('entries').where('levelCd', '=', levelCd);
      if (keys.length > 0) q = q.where('sailKey', 'not in', keys);
      removed = Number((await q.executeTakeFirst()).numDeletedRows);
    }
    const before = await enteredKeys(trx, levelCd);
    if (before.size + keep.filter((r) => !before.has(entrySailKey(r.sailNo))).length > ENTRIES_PER_LEVEL_MAX)
      throw new EditError('invalid', `A class holds at most ${ENTRIES_PER_LEVEL_MAX} entries.`, 'file', {
        code: 'too_many',
        max: ENTRIES_PER_LEVEL_MAX,
      });
    let last = Number(
      (
        await trx
          .selectFrom('entries')
          .select((eb) => eb.fn.max('sortOrder').as('m'))
          .where('levelCd', '=', levelCd)
          .executeTakeFirst()
      )?.m ?? 0,
    );
    const now = new Date().toISOString();
    let added = 0;
    let updated = 0;
    for (const [i, r] of keep.entries()) {
      const key = keys[i]!;
      const fields = {
        sailNo: r.sailNo,
        nationality: r.nationality,
        helm: r.helm,
        crew: r.crew,
        club: r.club,
        groupName: r.group,
        updatedAt: now,
      };
      if (before.has(key)) updated++;
      else added++;
      const sortOrder = mode === 'replace' ? (i + 1) * 10 : before.has(key) ? undefined : (last += 10);
      await trx
        .insertInto('entries')
        .values({ levelCd, sailKey: key, ...fields, sortOrder: sortOrder ?? (last += 10), createdAt: now })
        .onConflict((oc) =>
          oc
            .columns(['levelCd', 'sailKey'])
            .doUpdateSet({ ...fields, ...(sortOrder !== undefined ? { sortOrder } : {}) }),
        )
        .execute();
    }
    await audit(trx, {
      staff: editor,
      entity: 'entries',
      code: levelCd,
      action: 'update',
      after: { source: row.source, format: row.format, mode, added, updated, removed },
    });
    return { levelCd, added, updated, removed, entries: await listAdminEntries(trx, levelCd) };
  });
}
