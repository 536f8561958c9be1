/**
 * Text a visitor typed, shown as text (issue 17 finding 4; issue 20, the contact inbox): C0 and C1
 * control characters, DEL and the bidirectional embeddings, overrides and isolates are shown
 * escaped (`\x1b`, `\u202e`), so a message can neither drive a terminal (`npm run contact:list`)
 * nor reorder or hide what the staff read in the console. With `multiline`, line breaks (CRLF
 * and a lone CR count as one) are kept as '\n'; a tab is always shown escaped.
 */

/** C0, DEL, C1, and the bidirectional embeddings, overrides and isolates */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

function escapeChar(ch: string): string {
  const code = ch.charCodeAt(0);
  return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
}

/** `text` with every control character escaped; with `multiline`, line breaks are kept as '\n' */
export function escapeControls(text: string, { multiline = false }: { multiline?: boolean } = {}): string {
  if (!multiline) return text.replace(UNSAFE, escapeChar);
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(UNSAFE, escapeChar))
    .join('\n');
}
