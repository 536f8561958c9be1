/**
 * Results publishing (docs/admin-api.md "Results", issue 19): a class's publications with their
 * history, a new publication (SF-TASS pushes with its token; the console's imports publish
 * through the same store), a withdrawal. Admins and editors for any event, scorers for the
 * events assigned to them. Every change is audited and clears the site's caches at once.
 */
import { Hono, type Context } from 'hono';
import {
  adminScoreEndpoints as ep,
  importPublishBody,
  importTextBody,
  scorePushBody,
} from '../../../shared/admin-scores.js';
import { isImportError } from '../../../shared/import/types.js';
import { parseScores } from '../../../shared/score-publication.js';
import { siteDateTime } from '../../../shared/site-time.js';
import { eventOfLevel } from '../../queries/admin/events.js';
import { listAdminEntries } from '../../queries/admin/entries.js';
import { entryFindings } from '../../../shared/entries.js';
import {
  createImport,
  deleteImport,
  getImport,
  levelOfScores,
  listAdminScores,
  publishImport,
  publishScores,
  withdrawScores,
} from '../../queries/admin/scores.js';
import { RESULTS_FILE_MAX } from '../../body-rules.js';
import { importWorker } from '../../import-worker.js';
import type { AdminEnv } from './auth.js';
import { anyStaff, change, editorOf, found, mustScore, readImportFile, scoredLevelOfPath } from './content-http.js';
import { AdminInputError, adminOk, fieldProblem, idParam, readAdminBody } from './http.js';
import { codeParam } from '../http.js';
import type { ChangeScope } from '../../content-changes.js';

/**
 * The class of the path, once the caller may score its event (404 unknown, 403 not assigned), with
 * the scope of a change to its results: a results publication touches only its event's records, so
 * the page cache may serve other events' pages from before it while rendering them anew
 * (docs/decisions/0022-stale-while-revalidate.md). One read of the class's event for both (0045).
 */
async function scoredLevel(c: Context<AdminEnv>): Promise<{ levelCd: string; scope: ChangeScope }> {
  const levelCd = codeParam(c, 'levelCd');
  return { levelCd, scope: { eventCd: await scoredEventOfLevel(c, levelCd) } };
}

/** the event of the class, once the caller may score it (404 unknown, 403 not assigned) */
async function scoredEventOfLevel(c: Context<AdminEnv>, levelCd: string): Promise<string> {
  const eventCd = found(await eventOfLevel(c.var.deps.db, levelCd), `class ${levelCd}`);
  mustScore(c, eventCd);
  return eventCd;
}

/**
 * A publication's time as stored, 'YYYY-MM-DD HH:mm:ss' in the site's local time (SITE_TIME_ZONE),
 * as the demo and SF-TASS write it: the one sent (seconds added to 'YYYY-MM-DD HH:mm'), or now
 */
function publishTimeOf(c: Context<AdminEnv>, sent: string | undefined): string {
  if (!sent) return siteDateTime(Date.now(), c.var.deps.siteTimeZone);
  return sent.length === 16 ? `${sent}:00` : sent;
}

/**
 * The publication's JSON text, once it reads as a table: 400 with what is wrong otherwise
 * (not JSON, no header, no rows), so nothing unreadable reaches the public page.
 */
export function readablePublication(publication: unknown): string {
  const text = typeof publication === 'string' ? publication : JSON.stringify(publication);
  const parsed = parseScores(text);
  const problems: string[] = [];
  if (parsed.warnings.includes('json')) problems.push('it is not a JSON object');
  if (parsed.warnings.includes('header')) problems.push('its header (the columns) cannot be read');
  if (parsed.warnings.includes('data') || parsed.rows.length === 0) problems.push('it has no rows');
  if (problems.length > 0)
    throw new AdminInputError([
      fieldProblem('publication', 'not_publishable', `The publication cannot be published: ${problems.join('; ')}.`),
    ]);
  return text;
}

/** the file of a multipart request (field `file`) or the pasted text of a JSON one, with its name */
async function readImportInput(
  c: Context<AdminEnv>,
): Promise<{ bytes: Uint8Array; source: string; fileName: string; discards?: string }> {
  // read as it arrives, the file to disk, within RESULTS_FILE_MAX (server/body-rules.ts): 413 beyond
  const upload = await readImportFile(c, 'Choose a results file to import.', 'results');
  if (upload) {
    const { form, bytes, fileName } = upload;
    const discards = discardsField(form.get('discards'));
    return {
      bytes,
      source: `upload:${fileName}`,
      fileName,
      ...(discards !== undefined ? { discards } : {}),
    };
  }
  const body = await readAdminBody(c, importTextBody, RESULTS_FILE_MAX);
  return {
    bytes: new TextEncoder().encode(body.text),
    source: 'paste',
    fileName: body.fileName ?? '',
    ...(body.discards !== undefined && body.discards.trim() !== '' ? { discards: body.discards } : {}),
  };
}

/** the discard profile of a form's `discards` field (as the JSON body's: at most 100 characters; empty: none given) */
function discardsField(value: string | undefined): string | undefined {
  const text = value?.trim() ?? '';
  if (text === '') return undefined;
  if (text.length > 100)
    throw new AdminInputError([fieldProblem('discards', 'too_big', 'The discard profile is too long.')]);
  return text;
}

/** the import from the path, once the caller may score its event, and that event */
async function scoredImport(c: Context<AdminEnv>) {
  const id = idParam(c, 'id');
  const preview = found(await getImport(c.var.deps.db, id), `import ${id}`);
  return { preview, eventCd: await scoredEventOfLevel(c, preview.levelCd) };
}

export const adminScoresApi = new Hono<AdminEnv>()
  .get(ep.scoreList.route, anyStaff, async (c) => {
    const levelCd = await scoredLevelOfPath(c);
    return adminOk(c, ep.scoreList, await listAdminScores(c.var.deps.db, levelCd));
  })
  .post(ep.scorePush.route, anyStaff, async (c) => {
    const { levelCd, scope } = await scoredLevel(c);
    const body = await readAdminBody(c, scorePushBody, c.var.deps.bodyLimit);
    const scores = readablePublication(body.publication);
    const source = c.var.staff.via === 'token' ? 'sf-tass' : 'console';
    const created = await change(
      c,
      () =>
        publishScores(c.var.deps.db, editorOf(c), {
          levelCd,
          scores,
          status: body.status,
          publishTime: publishTimeOf(c, body.publishTime),
          source,
        }),
      scope,
    );
    return adminOk(c, ep.scorePush, created);
  })
  .post(ep.importCreate.route, anyStaff, async (c) => {
    const { levelCd } = await scoredLevel(c);
    const input = await readImportInput(c);
    let read;
    try {
      // read in the import worker, off the event loop, within the time budget (server/import-worker.ts)
      read = await importWorker().read(input.bytes, {
        fileName: input.fileName,
        ...(input.discards !== undefined ? { discardProfile: input.discards } : {}),
      });
    } catch (err) {
      if (isImportError(err)) {
        // the message in both languages: the console shows the page's
        return c.json(
          {
            success: false,
            result: null,
            message: err.problem.message.en,
            problem: err.problem,
            errors: { [err.code === 'bad-discard-profile' ? 'discards' : 'file']: err.problem.message.en },
          },
          400,
        );
      }
      throw err;
    }
    // results and entries agree (issue 31): a boat not entered, or entered and absent, is said to the scorer
    const entered = await listAdminEntries(c.var.deps.db, levelCd);
    const agree = entryFindings(entered, read.publications).map((f) => ({ ...f, publication: 0 }));
    const preview = await createImport(c.var.deps.db, editorOf(c), {
      levelCd,
      source: input.source,
      ...read,
      findings: [...read.findings, ...agree],
    });
    return adminOk(c, ep.importCreate, preview);
  })
  .get(ep.importGet.route, anyStaff, async (c) => adminOk(c, ep.importGet, (await scoredImport(c)).preview))
  .post(ep.importPublish.route, anyStaff, async (c) => {
    const { preview, eventCd } = await scoredImport(c);
    const body = await readAdminBody(c, importPublishBody, c.var.deps.bodyLimit);
    const publishTime = publishTimeOf(c, body.publishTime);
    const published = await change(
      c,
      () =>
        publishImport(c.var.deps.db, editorOf(c), preview.id, {
          status: body.status,
          title: body.title,
          titleEn: body.titleEn,
          publishTime,
        }),
      { eventCd },
    );
    return adminOk(c, ep.importPublish, published);
  })
  .delete(ep.importDiscard.route, anyStaff, async (c) => {
    const { preview } = await scoredImport(c);
    await deleteImport(c.var.deps.db, preview.id);
    return adminOk(c, ep.importDiscard, null);
  })
  .post(ep.scoreWithdraw.route, anyStaff, async (c) => {
    const id = idParam(c, 'id');
    const eventCd = await scoredEventOfLevel(c, found(await levelOfScores(c.var.deps.db, id), `publication ${id}`));
    return adminOk(
      c,
      ep.scoreWithdraw,
      await change(c, () => withdrawScores(c.var.deps.db, editorOf(c), id), { eventCd }),
    );
  });
