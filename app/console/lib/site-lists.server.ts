/**
 * The server side of the site content lists (docs/admin-console.md "Site content"; the page is
 * app/console/routes/site-list.tsx, each list described in app/console/parts/site-lists.tsx):
 * the loader and the action of each list. What they share: publish or unpublish one record,
 * move it up or down (the list's order call with the new order), save an order dropped in the
 * browser, delete a record, add or change one with its pictures uploaded first. Each list
 * (banners, partners, site videos) is one type at a time: the order call gets every record of
 * that type.
 */
import { data, redirect, type AppLoadContext } from 'react-router';
import { adminSiteEndpoints as ep } from '../../../shared/admin-site';
import { resolveRequestLang } from '../../../shared/lang';
import { consoleApi, consoleForm, type ConsoleApi } from './console-api.server';
import { checked, text, type FormValues, type RefusedAnswer } from './forms';
import { refuse, refuseAnswer, uploadFiles, refuseUnknown } from './edits';
import { href } from 'react-router';
import {
  bannerBody,
  bannerTypeOf,
  idOf,
  idsOf,
  movedIds,
  partnerBody,
  partnerTypeOf,
  siteVideoBody,
  siteVideoTypeOf,
} from './site-edits';

export type SiteListKind = 'banner' | 'partner' | 'siteVideo';

type Answer = { ok: true } | ({ ok: false } & RefusedAnswer);

/** what differs between the lists on the server */
const KINDS: Record<
  SiteListKind,
  {
    path: string;
    /** the list's type of `?type=` (the first when absent or unknown) */
    typeOf: (raw: string | null) => string;
    /** the files uploaded before saving: [file field, address field] */
    uploads: [string, string][];
  }
> = {
  banner: {
    path: href('/admin/site/banners'),
    typeOf: (raw) => String(bannerTypeOf(raw)),
    uploads: [['bannerFile', 'bannerUrl']],
  },
  partner: { path: href('/admin/site/partners'), typeOf: partnerTypeOf, uploads: [['logoFile', 'logo']] },
  siteVideo: {
    path: href('/admin/site/videos'),
    typeOf: (raw) => String(siteVideoTypeOf(raw)),
    // (without JavaScript the files come with the form)
    uploads: [
      ['videoFile', 'videoUrl'],
      ['thumbFile', 'thumbUrl'],
    ],
  },
};

/** the list of a console address (/admin/site/banners …) */
export function siteListKindOf(request: Request): SiteListKind {
  const path = new URL(request.url).pathname.replace(/\/+$/, '');
  const kind = (Object.keys(KINDS) as SiteListKind[]).find((k) => KINDS[k].path === path);
  if (!kind) throw new Response('Not Found', { status: 404 });
  return kind;
}

const DONE = ['created', 'saved', 'deleted', 'moved', 'published', 'unpublished'] as const;
export type SiteListDone = (typeof DONE)[number];

const listPath = (kind: SiteListKind, type: string, extra = '') => `${KINDS[kind].path}?type=${type}${extra}`;

/** a list's page: its type's records, the one edited (`?edit=`) or to delete (`?delete=`) */
export async function siteListLoader({ request, context }: { request: Request; context: AppLoadContext }) {
  const kind = siteListKindOf(request);
  const api = consoleApi(context, request);
  const url = new URL(request.url);
  const type = KINDS[kind].typeOf(url.searchParams.get('type'));
  const c = calls(api, kind, type, '');
  const [list, hosts] = await Promise.all([
    c.list(),
    kind === 'siteVideo' ? api.get(ep.siteVideoEmbedHosts).then((h) => h.hosts) : Promise.resolve([]),
  ]);
  const edit = idOf(url.searchParams.get('edit'));
  const del = idOf(url.searchParams.get('delete'));
  const done = url.searchParams.get('done') ?? '';
  const items: { id: number; isPublish: number; updatedAt: string }[] = list;
  return {
    kind,
    type,
    list,
    hosts,
    editing: edit ? (items.find((b) => b.id === edit) ?? null) : null,
    confirm: del ? (items.find((b) => b.id === del) ?? null) : null,
    done: (DONE as readonly string[]).includes(done) ? (done as SiteListDone) : null,
    lang: resolveRequestLang(request),
  };
}

/** a list's forms: the common ones (publish, move, order, delete), then add and change */
export async function siteListAction({ request, context }: { request: Request; context: AppLoadContext }) {
  const kind = siteListKindOf(request);
  const { api, form, csrf, values, intent, target } = await consoleForm(request, context);
  const type = KINDS[kind].typeOf(new URL(request.url).searchParams.get('type'));
  const common = await listAction(api, kind, type, values, csrf, (done, anchor = '') =>
    listPath(kind, type, `&done=${done}${anchor}`),
  );
  if (common) return common;
  if (intent !== 'create' && intent !== 'update') return refuseUnknown(intent, target, values);
  const errors = await uploadFiles(api, form, values, KINDS[kind].uploads, csrf);
  if (Object.keys(errors).length > 0) return refuse(intent, target, values, { kind: 'invalid', message: '', errors });
  if (kind === 'siteVideo' && !values.source)
    values.source = text(values, 'embedUrl') && !text(values, 'videoUrl') ? 'embed' : 'upload';
  const c = calls(api, kind, type, csrf);
  const answer =
    intent === 'create' ? await c.create(values) : await c.save(target, values, text(values, 'updatedAt') || undefined);
  if (!answer.ok) {
    const errs = { ...answer.errors };
    // (a video's address: its error next to the field it was typed in)
    const error = errs.videoUrl;
    if (kind === 'siteVideo' && error) {
      delete errs.videoUrl;
      errs[text(values, 'source') === 'embed' ? 'embedUrl' : 'videoUrl'] = error;
    }
    return refuseAnswer(intent, target, values, { ...answer, errors: errs });
  }
  const done = intent === 'create' ? 'created' : 'saved';
  return redirect(listPath(kind, String(answer.result.type), `&done=${done}#${kind}-${answer.result.id}`));
}

/** the calls of one kind, with the type of the list they act on */
function calls(api: ConsoleApi, kind: SiteListKind, type: string, csrf: string) {
  const opts = { csrf };
  switch (kind) {
    case 'banner':
      return {
        list: () => api.get(ep.bannerList, undefined, { type: Number(type) }),
        create: (v: FormValues) => api.send(ep.bannerCreate, undefined, bannerBody(v), opts),
        save: (id: string, v: FormValues, updatedAt?: string) =>
          api.send(ep.bannerUpdate, { id }, { ...bannerBody(v), updatedAt }, opts),
        ids: async () => (await api.get(ep.bannerList, undefined, { type: Number(type) })).map((x) => x.id),
        order: (ids: number[]) => api.send(ep.bannerOrder, undefined, { type: Number(type), ids }, opts),
        update: (id: string, body: { isPublish: 0 | 1; updatedAt?: string }) =>
          api.send(ep.bannerUpdate, { id }, body, opts),
        remove: (id: string, updatedAt?: string) => api.send(ep.bannerDelete, { id }, { updatedAt }, opts),
      };
    case 'partner':
      return {
        list: () => api.get(ep.partnerList, undefined, { type }),
        create: (v: FormValues) => api.send(ep.partnerCreate, undefined, partnerBody(v), opts),
        save: (id: string, v: FormValues, updatedAt?: string) =>
          api.send(ep.partnerUpdate, { id }, { ...partnerBody(v), updatedAt }, opts),
        ids: async () => (await api.get(ep.partnerList, undefined, { type })).map((x) => x.id),
        order: (ids: number[]) => api.send(ep.partnerOrder, undefined, { type, ids }, opts),
        update: (id: string, body: { isPublish: 0 | 1; updatedAt?: string }) =>
          api.send(ep.partnerUpdate, { id }, body, opts),
        remove: (id: string, updatedAt?: string) => api.send(ep.partnerDelete, { id }, { updatedAt }, opts),
      };
    case 'siteVideo':
      return {
        list: () => api.get(ep.siteVideoList, undefined, { type: Number(type) }),
        create: (v: FormValues) => api.send(ep.siteVideoCreate, undefined, siteVideoBody(v), opts),
        save: (id: string, v: FormValues, updatedAt?: string) =>
          api.send(ep.siteVideoUpdate, { id }, { ...siteVideoBody(v), updatedAt }, opts),
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
