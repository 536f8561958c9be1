/**
 * The contact inbox (docs/admin-api.md "Contact inbox", issue 20 item 3): the messages visitors
 * sent through the contact form, for admins and editors (scorers 403). Reading, marking handled
 * with a note and exporting as CSV: admin and editor; deleting: admin only. Changes are audited
 * (entity `contact`, code the id). Messages are not public content: no cache is cleared.
 */
import { Hono } from 'hono';
import {
  adminInboxEndpoints as ep,
  INBOX_CSV_COLUMNS,
  INBOX_EXPORT_MAX,
  INBOX_PAGE_SIZE,
  inboxCountQuery,
  inboxQuery,
  inboxUpdateBody,
} from '../../../shared/admin-inbox.js';
import { csvText } from '../../../shared/csv.js';
import {
  countInbox,
  deleteInboxMessage,
  exportInbox,
  getInboxMessage,
  listInbox,
  updateInboxMessage,
} from '../../queries/admin/inbox.js';
import { requireStaff, type AdminEnv } from './auth.js';
import { editorOf, found } from './content-http.js';
import { EditError } from '../../queries/admin/edits.js';
import { ApiError } from '../http.js';
import { adminOk, idParam, readAdminBody, readAdminQuery } from './http.js';

const staffReaders = requireStaff('admin', 'editor');

/** an edit's refusal as an answer: 404 unknown, 409 stale */
async function refused<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (err instanceof EditError) throw new ApiError(err.reason === 'missing' ? 404 : 409, err.message);
    throw err;
  }
}

/** the export's file name: contact-messages-YYYYMMDD-HHmm.csv (UTC) */
function exportName(): string {
  const t = new Date().toISOString();
  return `contact-messages-${t.slice(0, 10).replace(/-/g, '')}-${t.slice(11, 16).replace(':', '')}.csv`;
}

export const adminInboxApi = new Hono<AdminEnv>()
  .get(ep.contactList.route, staffReaders, async (c) => {
    const query = readAdminQuery(c, inboxQuery);
    const page = await listInbox(
      c.var.deps.db,
      { q: query.q, status: query.status },
      { pageNo: query.page ?? 1, pageSize: INBOX_PAGE_SIZE },
    );
    return adminOk(c, ep.contactList, page);
  })
  .get(ep.contactExport.route, staffReaders, async (c) => {
    const query = readAdminQuery(c, inboxQuery);
    const messages = await exportInbox(c.var.deps.db, { q: query.q, status: query.status }, INBOX_EXPORT_MAX);
    const rows = [
      [...INBOX_CSV_COLUMNS],
      ...messages.map((m) => [
        m.id,
        m.createdAt,
        m.name,
        m.email,
        m.subject,
        m.message,
        m.lang,
        m.page,
        m.status,
        m.handledAt,
        m.handledBy?.name ?? '',
        m.note,
      ]),
    ];
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="${exportName()}"`);
    c.header('X-Content-Type-Options', 'nosniff');
    return c.body(csvText(rows));
  })
  .get(ep.contactCount.route, staffReaders, async (c) => {
    const query = readAdminQuery(c, inboxCountQuery);
    return adminOk(c, ep.contactCount, { count: await countInbox(c.var.deps.db, query.status ?? 'new') });
  })
  .get(ep.contactGet.route, staffReaders, async (c) => {
    const id = idParam(c);
    return adminOk(c, ep.contactGet, found(await getInboxMessage(c.var.deps.db, id), `message ${id}`));
  })
  .put(ep.contactUpdate.route, staffReaders, async (c) => {
    const id = idParam(c);
    const body = await readAdminBody(c, inboxUpdateBody, c.var.deps.bodyLimit);
    const after = await refused(() => updateInboxMessage(c.var.deps.db, editorOf(c), id, body));
    return adminOk(c, ep.contactUpdate, after);
  })
  .delete(ep.contactDelete.route, requireStaff('admin'), async (c) => {
    const id = idParam(c);
    await refused(() => deleteInboxMessage(c.var.deps.db, editorOf(c), id));
    return adminOk(c, ep.contactDelete, null);
  });
