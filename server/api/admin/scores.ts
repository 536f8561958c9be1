/**
 * Results publishing (docs/admin-api.md "Results", issue 19): a class's publications with their
 * history, a new publication (SF-TASS pushes with its token; the console's imports publish
 * through the same store), a withdrawal. Admins and editors for any event, scorers for the
 * events assigned to them. Every change is audited and clears the site's caches at once.
 */
import { Hono, type Context } from 'hono';
import { adminScoreEndpoints as ep, scorePushBody } from '../../../shared/admin-scores.js';
import { parseScores } from '../../../shared/score-publication.js';
import { eventOfLevel } from '../../queries/admin/events.js';
import { levelOfScores, listAdminScores, publishScores, withdrawScores } from '../../queries/admin/scores.js';
import { codeParam } from '../http.js';
import { requireStaff, type AdminEnv } from './auth.js';
import { change, editorOf, found, mustScore } from './content-http.js';
import { AdminInputError, adminOk, idParam, readAdminBody } from './http.js';

const scorers = requireStaff('admin', 'editor', 'scorer');

/** the class's code from the path, once the caller may score its event (404 unknown, 403 not assigned) */
async function scoredLevel(c: Context<AdminEnv>): Promise<string> {
  const levelCd = codeParam(c, 'levelCd');
  mustScore(c, found(await eventOfLevel(c.var.deps.db, levelCd), `class ${levelCd}`));
  return levelCd;
}

/** 'YYYY-MM-DD HH:mm:ss' now, in the company's time (UTC+8), as the demo and SF-TASS write it */
function nowPublishTime(): string {
  return new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
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
    throw new AdminInputError({ publication: `The publication cannot be published: ${problems.join('; ')}.` });
  return text;
}

export const adminScoresApi = new Hono<AdminEnv>()
  .get(ep.scoreList.route, scorers, async (c) => {
    const levelCd = await scoredLevel(c);
    return adminOk(c, ep.scoreList, await listAdminScores(c.var.deps.db, levelCd));
  })
  .post(ep.scorePush.route, scorers, async (c) => {
    const levelCd = await scoredLevel(c);
    const body = await readAdminBody(c, scorePushBody, c.var.deps.bodyLimit);
    const scores = readablePublication(body.publication);
    const source = c.var.staff.via === 'token' ? 'sf-tass' : 'console';
    const created = await change(c, () =>
      publishScores(c.var.deps.db, editorOf(c), {
        levelCd,
        scores,
        status: body.status,
        publishTime: body.publishTime
          ? body.publishTime.length === 16
            ? `${body.publishTime}:00`
            : body.publishTime
          : nowPublishTime(),
        source,
      }),
    );
    return adminOk(c, ep.scorePush, created);
  })
  .post(ep.scoreWithdraw.route, scorers, async (c) => {
    const id = idParam(c, 'id');
    const levelCd = found(await levelOfScores(c.var.deps.db, id), `publication ${id}`);
    mustScore(c, found(await eventOfLevel(c.var.deps.db, levelCd), `class ${levelCd}`));
    return adminOk(c, ep.scoreWithdraw, await change(c, () => withdrawScores(c.var.deps.db, editorOf(c), id)));
  });
