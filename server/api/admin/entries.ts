/**
 * Entry lists in the staff console (docs/admin-api.md "Entries", issue 31): a class's entries,
 * one added, changed, deleted; an entry list imported from a CSV or a Sailwave .blw (read in the
 * import worker by the results import's readers, within their caps): a preview first (duplicates,
 * boats entered already, unknown nations), saved by a confirm. Admins and editors for any event,
 * scorers for the events assigned to them (403 otherwise). Every change is audited and clears the
 * site's caches at once.
 */
import type { Context } from 'hono';
import {
  adminEntryEndpoints as ep,
  entryCreateBody,
  entryImportBody,
  entryUpdateBody,
} from '../../../shared/admin-entries.js';
import { isImportError } from '../../../shared/import/types.js';
import { RESULTS_FILE_MAX } from '../../body-rules.js';
import { importWorker } from '../../import-worker.js';
import { eventOfLevel } from '../../queries/admin/events.js';
import {
  confirmEntryImport,
  createAdminEntry,
  createEntryImport,
  deleteAdminEntry,
  discardEntryImport,
  levelOfEntry,
  listAdminEntries,
  updateAdminEntry,
} from '../../queries/admin/entries.js';
import type { AdminEnv } from './auth.js';
import {
  anyStaff,
  change,
  editorOf,
  readImportFile,
  refusalOfEdit,
  scoredKeyOfPath,
  scoredLevelOfPath,
} from './content-http.js';
import { adminRoute, adminRoutes, createRoute, deleteRoute, listRoute, updateRoute } from './record-routes.js';
import { adminOk, idParam, readAdminBody } from './http.js';

/** the entry's id from the path, once the caller may score its event (its class's) */
const scoredEntry = scoredKeyOfPath(
  (c) => idParam(c, 'id'),
  async (db, id) => {
    const levelCd = await levelOfEntry(db, id);
    return levelCd === undefined ? undefined : eventOfLevel(db, levelCd);
  },
  'entry',
);

/** a file's answer when it cannot be read: 400 with the problem in both languages (the console shows its language's) */
function unreadable(c: Context<AdminEnv>, err: unknown) {
  if (!isImportError(err)) throw err;
  return c.json(
    {
      success: false,
      result: null,
      code: 'invalid',
      message: err.problem.message.en,
      problem: err.problem,
      issues: [{ field: 'file', code: 'invalid' }],
      errors: { file: err.problem.message.en },
    },
    400,
  );
}

async function readEntries(c: Context<AdminEnv>, bytes: Uint8Array, fileName: string) {
  const read = await importWorker().read(bytes, { fileName, entries: true });
  if (!read.entries) throw new Error('The import worker did not read the entry list.');
  return read.entries;
}

export const adminEntriesApi = adminRoutes(
  listRoute(ep.entryList, anyStaff, { parent: scoredLevelOfPath, list: listAdminEntries }),
  createRoute(ep.entryCreate, anyStaff, { parent: scoredLevelOfPath, body: entryCreateBody, create: createAdminEntry }),
  adminRoute(ep.entryImport, anyStaff, async (c) => {
    const levelCd = await scoredLevelOfPath(c);
    const db = c.var.deps.db;
    // the file to disk as it arrives, within RESULTS_FILE_MAX (server/body-rules.ts): 413 beyond
    const upload = await readImportFile(c, 'Choose an entry list file to import.', 'entries');
    if (upload) {
      const { bytes, fileName } = upload;
      try {
        const read = await readEntries(c, bytes, fileName);
        return adminOk(
          c,
          ep.entryImport,
          await createEntryImport(db, editorOf(c), levelCd, `upload:${fileName}`, read),
        );
      } catch (err) {
        return unreadable(c, err);
      }
    }
    const body = await readAdminBody(c, entryImportBody, RESULTS_FILE_MAX);
    if ('text' in body) {
      try {
        const read = await readEntries(c, new TextEncoder().encode(body.text), body.fileName ?? 'entries.csv');
        return adminOk(c, ep.entryImport, await createEntryImport(db, editorOf(c), levelCd, 'paste', read));
      } catch (err) {
        return unreadable(c, err);
      }
    }
    if ('discard' in body) {
      try {
        await discardEntryImport(db, body.discard, levelCd);
      } catch (err) {
        throw refusalOfEdit(err);
      }
      return adminOk(c, ep.entryImport, null);
    }
    const saved = await change(c, () =>
      confirmEntryImport(db, editorOf(c), body.confirm, levelCd, body.mode ?? 'merge'),
    );
    return adminOk(c, ep.entryImport, saved);
  }),
  updateRoute(ep.entryUpdate, anyStaff, { locate: scoredEntry, body: entryUpdateBody, update: updateAdminEntry }),
  deleteRoute(ep.entryDelete, anyStaff, { locate: scoredEntry, remove: deleteAdminEntry }),
);
