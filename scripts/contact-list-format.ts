/**
 * How `npm run contact:list` prints a message (issue 17, finding 4). Everything in a message
 * was typed by a visitor: C0 and C1 control characters, DEL and the bidirectional overrides are
 * shown escaped (`\x1b`, `\u202e`), never sent to the terminal, so a message cannot clear the
 * screen, set the window title, plant a hyperlink or overwrite lines. The message body keeps its
 * line breaks (CRLF and lone CR count as one), indented under the header.
 */
import type { StoredMessage } from '../server/queries/contact.js';

/** C0, DEL, C1, and the bidirectional embeddings, overrides and isolates */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

function escapeChar(ch: string): string {
  const code = ch.charCodeAt(0);
  return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
}

/** `text` with every control character escaped; with `multiline`, line breaks are kept as '\n' */
export function terminalSafe(text: string, { multiline = false }: { multiline?: boolean } = {}): string {
  if (!multiline) return text.replace(UNSAFE, escapeChar);
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(UNSAFE, escapeChar))
    .join('\n');
}

type Printed = Pick<
  StoredMessage,
  'id' | 'createdAt' | 'name' | 'email' | 'subject' | 'message' | 'lang' | 'page' | 'clientIp' | 'userAgent'
>;

/** one message as printed: a header line, the subject, the indented body, the sender */
export function formatContactMessage(m: Printed): string {
  const s = (v: string | null | undefined) => terminalSafe(v ?? '');
  const lines = [
    `#${m.id}  ${s(m.createdAt)}  ${s(m.name)} <${s(m.email) || 'no e-mail'}>  [${s(m.lang) || '?'}] ${s(m.page)}`,
  ];
  if (m.subject) lines.push(`  Subject: ${s(m.subject)}`);
  lines.push(`  ${terminalSafe(m.message, { multiline: true }).replace(/\n/g, '\n  ')}`);
  lines.push(`  from ${s(m.clientIp) || '?'} · ${s(m.userAgent)}`);
  return lines.join('\n');
}
