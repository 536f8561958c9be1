/**
 * How `npm run contact:list` prints a message (issue 17, finding 4). Everything in a message
 * was typed by a visitor: C0 and C1 control characters, DEL and the bidirectional overrides are
 * shown escaped (`\x1b`, `\u202e`), never sent to the terminal, so a message cannot clear the
 * screen, set the window title, plant a hyperlink or overwrite lines. The message body keeps its
 * line breaks (CRLF and lone CR count as one), indented under the header.
 */
import { escapeControls } from '../shared/control-chars.js';
import type { StoredMessage } from '../server/queries/contact.js';

/** `text` with every control character escaped (shared/control-chars.ts, which the console's inbox uses too) */
export const terminalSafe = escapeControls;

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
