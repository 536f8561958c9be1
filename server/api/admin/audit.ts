/**
 * The audit log: `audit(trx, …)` for every admin change (re-exported from server/queries/audit.ts,
 * where the queries that make changes can call it too), and GET /admin/audit?entity=&code=&page=
 * (admin, editor), newest first, 50 a page.
 *
 * Write the audit row in the same transaction as the change, with the record before and after
 * (only the changed fields are kept; secrets never):
 *
 *   await db.transaction().execute(async (trx) => {
 *     const before = await getEvent(trx, eventCd);
 *     const after = await updateEvent(trx, eventCd, patch);
 *     await audit(trx, { staff: c.var.staff, entity: 'event', code: eventCd, action: 'update', before, after });
 *   });
 */
import { Hono } from 'hono';
import { adminEndpoints } from '../../../shared/admin-endpoints.js';
import { AUDIT_PAGE_SIZE, auditQuery } from '../../../shared/admin-contract.js';
import { listAudit } from '../../queries/audit.js';
import { requireStaff, type AdminEnv } from './auth.js';
import { adminOk, readAdminQuery } from './http.js';

export { audit, changedFields, type AuditActor, type AuditInput, type AuditRecord } from '../../queries/audit.js';

export const auditApi = new Hono<AdminEnv>().get(
  adminEndpoints.audit.route,
  requireStaff('admin', 'editor'),
  async (c) => {
    const q = readAdminQuery(c, auditQuery);
    const page = await listAudit(
      c.var.deps.db,
      { entity: q.entity, code: q.code },
      { pageNo: q.page, pageSize: AUDIT_PAGE_SIZE },
    );
    return adminOk(c, adminEndpoints.audit, page);
  },
);
