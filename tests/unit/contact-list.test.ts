/**
 * Issue 17, finding 4: `npm run contact:list` prints what visitors typed; control characters
 * (ESC, BEL, CR, C1 …) are shown escaped, never sent to the terminal. Newlines of the message
 * body are kept (indented).
 */
import { describe, expect, it } from 'vitest';
import { formatContactMessage, terminalSafe } from '../../scripts/contact-list-format.js';

const ATTACK = {
  id: 7,
  createdAt: '2026-11-24T10:00:00.000Z',
  name: 'Eve\u001b[2J\u001b]0;pwned\u0007\u001b]8;;https://evil.example\u001b\\click\u001b]8;;\u001b\\',
  email: 'eve@example.com\u001b[1A',
  subject: 'hi\r  from 10.0.0.1 · trusted',
  message: 'line 1\r\nline 2\n\u009b2Jline 3\u0008\u0007\u007f',
  lang: 'en\u001b',
  page: '/contact\u001b[K',
  clientIp: '203.0.113.9',
  userAgent: 'curl\u001b[31m',
};

describe('contact:list output', () => {
  it('escapes every C0 and C1 control character and DEL', () => {
    for (let code = 0; code < 0xa0; code++) {
      if (code >= 0x20 && code < 0x7f) continue;
      const out = terminalSafe(`a${String.fromCharCode(code)}b`);
      // eslint-disable-next-line no-control-regex -- control characters are what it looks for
      expect(out, `U+${code.toString(16)}`).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
      expect(out.startsWith('a') && out.endsWith('b')).toBe(true);
    }
    expect(terminalSafe('\u001b[2J')).toBe('\\x1b[2J');
    expect(terminalSafe('a\nb', { multiline: true })).toBe('a\nb');
    expect(terminalSafe('a\nb')).toBe('a\\x0ab');
    // the bidirectional overrides that reorder what is shown
    expect(terminalSafe('a\u202eb')).toBe('a\\u202eb');
  });

  it('prints a message with no control character but its own newlines', () => {
    const text = formatContactMessage(ATTACK);
    // eslint-disable-next-line no-control-regex -- control characters are what it looks for
    expect(text).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
    expect(text).toContain('\\x1b[2J');
    expect(text).toContain('\\x07');
    const lines = text.split('\n');
    // header, subject, three body lines, the sender: nothing else starts a line
    expect(lines.filter((l) => l.includes('from 10.0.0.1'))).toHaveLength(1);
    expect(lines.find((l) => l.includes('from 10.0.0.1'))).toMatch(/^ {2}Subject: /);
    expect(lines).toContain('  line 1');
    expect(lines).toContain('  line 2');
    expect(lines.some((l) => l.startsWith('  \\x9b2Jline 3'))).toBe(true);
    expect(lines.some((l) => l.startsWith('  from 203.0.113.9 · curl\\x1b[31m'))).toBe(true);
  });
});
