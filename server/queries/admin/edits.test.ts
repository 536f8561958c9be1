import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, openTestDb, type TestDb } from '../../../tests/helpers/test-db.js';
import { addStaff } from '../../../tests/helpers/staff.js';
import { createEvent, createEventImage } from '../../db/factories.js';
import { deleteOwned, EditError, publishAction, updateOwned, type Editor } from './edits.js';
import { ownedPhoto } from './media.js';
import { auditRows } from '../../../tests/helpers/suite.js';

describe('publishAction', () => {
  it('names a flip of isPublish, else an update', () => {
    expect(publishAction({ isPublish: 0 }, { isPublish: 1 })).toBe('publish');
    expect(publishAction({ isPublish: 1 }, { isPublish: 0 })).toBe('unpublish');
    expect(publishAction({ isPublish: 1 }, { isPublish: 1 })).toBe('update');
    expect(publishAction({ sailNo: 'a' }, { sailNo: 'b' })).toBe('update');
  });
});

describe.each(dialects())('updateOwned and deleteOwned on %s', (dialect) => {
  let t: TestDb;
  let editor: Editor;
  beforeAll(async () => {
    t = await openTestDb(dialect);
    const staff = await addStaff(t.db, { role: 'editor' });
    editor = { id: staff.id, via: 'session' };
    await createEvent(t.db, { eventCd: 'OWN-EV' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const photo = ownedPhoto;
  const imageAudit = (id: number) => auditRows(t.db, 'image', id);
  const refusal = async (p: Promise<unknown>) => {
    const err = await p.then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(EditError);
    return (err as EditError).reason;
  };

  it('writes the change with a new version and one audit row of what changed (publish named)', async () => {
    const row = await createEventImage(t.db, {
      eventCd: 'OWN-EV',
      isPublish: 0,
      updatedAt: '2026-01-01T00:00:00.000Z',
    });
    const after = await updateOwned(t.db, editor, {
      ...photo(row.id, row.updatedAt),
      set: () => ({ isPublish: 1, title: 'New' }),
    });
    expect(after).toMatchObject({ id: row.id, isPublish: 1, title: 'New' });
    expect(after.updatedAt > row.updatedAt).toBe(true);
    const audits = await imageAudit(row.id);
    expect(audits.map((a) => [a.action, JSON.parse(a.afterJson!)])).toEqual([
      ['publish', { title: 'New', isPublish: 1 }],
    ]);
    // nothing to change: nothing written, the record as it is
    const same = await updateOwned(t.db, editor, { ...photo(row.id, after.updatedAt), set: () => undefined });
    expect(same).toEqual(after);
    expect(await imageAudit(row.id)).toHaveLength(1);
  });

  it('refuses an unknown id (missing) and an old version (stale), writing nothing', async () => {
    const row = await createEventImage(t.db, { eventCd: 'OWN-EV', updatedAt: '2026-01-01T00:00:00.000Z' });
    expect(await refusal(updateOwned(t.db, editor, { ...photo(2_147_483_000), set: () => ({ title: 'x' }) }))).toBe(
      'missing',
    );
    expect(await refusal(deleteOwned(t.db, editor, photo(2_147_483_000)))).toBe('missing');
    expect(
      await refusal(
        updateOwned(t.db, editor, { ...photo(row.id, '2025-01-01T00:00:00.000Z'), set: () => ({ title: 'x' }) }),
      ),
    ).toBe('stale');
    expect(await refusal(deleteOwned(t.db, editor, photo(row.id, 'not a version')))).toBe('stale');
    expect(
      (await t.db.selectFrom('eventImages').select('title').where('id', '=', row.id).executeTakeFirst())?.title,
    ).toBe(row.title);
    expect(await imageAudit(row.id)).toHaveLength(0);
  });

  it('refuses (stale) a write when the row changed after it was read, and rolls back what the change began', async () => {
    const row = await createEventImage(t.db, { eventCd: 'OWN-EV', updatedAt: '2026-01-01T00:00:00.000Z' });
    const reason = await refusal(
      updateOwned(t.db, editor, {
        ...photo(row.id, row.updatedAt),
        set: async (_read, trx) => {
          // another change lands between the read and the write
          await trx
            .updateTable('eventImages')
            .set({ title: 'Theirs', updatedAt: '2026-06-01T00:00:00.000Z' })
            .where('id', '=', row.id)
            .execute();
          return { title: 'Mine' };
        },
      }),
    );
    expect(reason).toBe('stale');
    expect(
      (await t.db.selectFrom('eventImages').select('title').where('id', '=', row.id).executeTakeFirst())?.title,
    ).toBe(row.title);
    expect(await imageAudit(row.id)).toHaveLength(0);
  });

  it('deletes after its check, audited with the record as it was; a refusing check keeps the row', async () => {
    const row = await createEventImage(t.db, { eventCd: 'OWN-EV', updatedAt: '2026-01-01T00:00:00.000Z' });
    const inUse = await refusal(
      deleteOwned(t.db, editor, {
        ...photo(row.id),
        check: () => {
          throw new EditError('in-use', 'published', undefined, { what: 'published' });
        },
      }),
    );
    expect(inUse).toBe('in-use');
    await deleteOwned(t.db, editor, photo(row.id, row.updatedAt));
    expect(
      await t.db.selectFrom('eventImages').select('id').where('id', '=', row.id).executeTakeFirst(),
    ).toBeUndefined();
    const audits = await imageAudit(row.id);
    expect(audits.map((a) => a.action)).toEqual(['delete']);
    expect(JSON.parse(audits[0]!.beforeJson!)).toMatchObject({ title: row.title, eventCd: 'OWN-EV' });
    expect(JSON.parse(audits[0]!.beforeJson!)).not.toHaveProperty('updatedAt');
  });
});
