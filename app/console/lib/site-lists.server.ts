/**
 * What the site content lists' actions share (docs/admin-console.md "Site content"): publish or
 * unpublish one record, move it up or down (the list's order call with the new order), save an
 * order dropped in the browser, delete a record. Each list (banners, partners, site videos) is
 * one type at a time: the order call gets every record of that type.
 */
import { data, redirect } from 'react-router';
import { adminSiteEndpoints as ep } from '../../../shared/admin-site';
import type { ConsoleApi } from './console-api.server';
import { checked, text, type FormValues, type RefusedAnswer } from './forms';
import { refuseAnswer } from './edits';
import { idOf, idsOf, movedIds } from './site-edits';

export type SiteListKind = 'banner' | 'partner' | 'siteVideo';

type Answer = { ok: true } | ({ ok: false } & RefusedAnswer);

/** the calls of one kind, with the type of the list they act on */
function calls(api: ConsoleApi, kind: SiteListKind, type: string, csrf: string) {
  const opts = { csrf };
  switch (kind) {
    case 'banner':
      return {
        ids: async () => (await api.get(ep.bannerList, undefined, { type: Number(type) })).map((x) => x.id),
        order: (ids: number[]) => api.send(ep.bannerOrder, undefined, { type: Number(type), ids }, opts),
        update: (id: string, body: { isPublish: 0 | 1; updatedAt?: string }) =>
          api.send(ep.bannerUpdate, { id }, body, opts),
        remove: (id: string, updatedAt?: string) => api.send(ep.bannerDelete, { id }, { updatedAt }, opts),
      };
    case 'partner':
      return {
        ids: async () => (await api.get(ep.partnerList, undefined, { type })).map((x) => x.id),
        order: (ids: number[]) => api.send(ep.partnerOrder, undefined, { type, ids }, opts),
        update: (id: string, body: { isPublish: 0 | 1; updatedAt?: string }) =>
          api.send(ep.partnerUpdate, { id }, body, opts),
        remove: (id: string, updatedAt?: string) => api.send(ep.partnerDelete, { id }, { updatedAt }, opts),
      };
    case 'siteVideo':
      return {
        ids: async () => (await api.get(ep.siteVideoList, undefined, { type: Number(type) })).map((x) => x.id),
        order: (ids: number[]) => api.send(ep.siteVideoOrder, undefined, { type: Number(type), ids }, opts),
        update: (id: string, body: { isPublish: 0 | 1; updatedAt?: string }) =>
          api.send(ep.siteVideoUpdate, { id }, body, opts),
        remove: (id: string, updatedAt?: string) => api.send(ep.siteVideoDelete, { id }, { updatedAt }, opts),
      };
  }
}

/**
 * The list's common forms (`intent` publish, move, order, delete); null for another intent (the
 * page's own: create, update …). `back(done, anchor)` is the page to come back to.
 */
export async function listAction(
  api: ConsoleApi,
  kind: SiteListKind,
  type: string,
  values: FormValues,
  csrf: string,
  back: (done: string, anchor?: string) => string,
): Promise<Response | ReturnType<typeof refuseAnswer> | ReturnType<typeof data> | null> {
  const intent = text(values, 'intent');
  const target = text(values, 'target');
  const updatedAt = text(values, 'updatedAt') || undefined;
  const c = calls(api, kind, type, csrf);
  const anchor = `#${kind}-${target}`;
  switch (intent) {
    case 'publish': {
      const on = checked(values, 'isPublish');
      const answer: Answer = await c.update(target, { isPublish: on, updatedAt });
      return answer.ok
        ? redirect(back(on ? 'published' : 'unpublished', anchor))
        : refuseAnswer(intent, target, values, answer);
    }
    case 'move': {
      const id = idOf(target);
      const ids = await c.ids();
      const moved = id ? movedIds(ids, id, text(values, 'direction')) : ids;
      if (moved.join(',') !== ids.join(',')) {
        const answer: Answer = await c.order(moved);
        if (!answer.ok) return refuseAnswer(intent, target, values, answer);
      }
      return redirect(back('moved', anchor));
    }
    case 'order': {
      // a drop in the browser (a fetcher): answered with data, the page reads its list again
      const ids = idsOf(values.ids);
      if (!ids) return data({ ordered: false }, { status: 400 });
      const answer: Answer = await c.order(ids);
      return data({ ordered: answer.ok }, { status: answer.ok ? 200 : answer.status || 503 });
    }
    case 'delete': {
      const answer: Answer = await c.remove(target, updatedAt);
      return answer.ok || answer.status === 404
        ? redirect(back('deleted'))
        : refuseAnswer(intent, target, values, answer);
    }
    default:
      return null;
  }
}
