/**
 * The console's notice form (issue 30): the plain text a race officer types as the notice's HTML
 * (an empty line a new paragraph, a line break kept; everything escaped: the server sanitises it
 * again), the stored HTML back as plain text for a change, and the form as the admin API's body.
 */
import type { AdminNotice, NoticeCreateBody, NoticeKind } from '../../../shared/admin-notices';
import { NOTICE_KINDS } from '../../../shared/notices';
import { optional, text, type FormValues } from './forms';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** plain text as paragraphs of HTML ('' for none) */
export function textToHtml(plain: string): string {
  return plain
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${p.split('\n').map(escape).join('<br />')}</p>`)
    .join('');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** the stored (sanitised) HTML as plain text: paragraphs apart by an empty line, tags dropped */
export function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|li|tr|blockquote)>/gi, '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|\w+);/gi, (m, e: string) => {
      if (e.startsWith('#x') || e.startsWith('#X')) return String.fromCodePoint(parseInt(e.slice(2), 16));
      if (e.startsWith('#')) return String.fromCodePoint(Number(e.slice(1)));
      return ENTITIES[e.toLowerCase()] ?? m;
    })
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export function noticeValues(n: AdminNotice): FormValues {
  return {
    id: String(n.id),
    kind: n.kind,
    title: n.title,
    titleEn: n.titleEn ?? '',
    content: htmlToText(n.content),
    contentEn: htmlToText(n.contentEn),
    fileUrl: n.fileUrl ?? '',
    updatedAt: n.updatedAt,
  };
}

const kindOf = (v: string): NoticeKind =>
  (NOTICE_KINDS as readonly string[]).includes(v) ? (v as NoticeKind) : 'other';

/** the form as a create or update body (`isPublish` only when the form publishes) */
export function noticeBody(v: FormValues, publish: boolean): NoticeCreateBody {
  return {
    kind: kindOf(text(v, 'kind')),
    title: text(v, 'title'),
    titleEn: optional(v, 'titleEn'),
    content: textToHtml(v.content ?? ''),
    contentEn: textToHtml(v.contentEn ?? ''),
    fileUrl: optional(v, 'fileUrl'),
    ...(publish ? { isPublish: 1 } : {}),
  };
}
