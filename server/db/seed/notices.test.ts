/**
 * Issue 30: the demo boards. The flagship has a bilingual board with every kind the issue names
 * (NoR, SI, two amendments, notices, a schedule change, decisions with a PDF), numbered in posting
 * order, all posted before now and around the event's days; two other events have boards of their own.
 */
import { describe, expect, it } from 'vitest';
import { NUMBERED_KINDS } from '../../../shared/notices.js';
import { buildDemo, FLAGSHIP_EVENT_CD } from './index.js';

describe('the demo notice boards', () => {
  const now = new Date('2026-11-26T04:00:00Z');
  const ctx = buildDemo(now);
  const flagship = ctx.rows.notices.filter((n) => n.eventCd === FLAGSHIP_EVENT_CD);

  it('gives the flagship a realistic bilingual board, posted before now', () => {
    const kinds = flagship.map((n) => n.kind);
    for (const k of ['nor', 'si', 'schedule', 'decision']) expect(kinds).toContain(k);
    expect(kinds.filter((k) => k === 'amendment')).toHaveLength(2);
    expect(kinds.filter((k) => k === 'notice').length).toBeGreaterThanOrEqual(2);
    for (const n of flagship) {
      expect(Date.parse(n.postedAt!)).toBeLessThan(now.getTime());
      expect(n.title).not.toBe('');
    }
    expect(flagship.filter((n) => n.titleEn).length).toBeGreaterThanOrEqual(flagship.length - 1);
    // numbered kinds: 1, 2, … in posting order
    for (const kind of NUMBERED_KINDS) {
      const list = flagship.filter((n) => n.kind === kind).sort((a, b) => a.postedAt!.localeCompare(b.postedAt!));
      expect(list.map((n) => n.number)).toEqual(list.map((_, i) => i + 1));
    }
    // one amended (with its earlier version) and one withdrawn
    expect(flagship.some((n) => n.amendedAt && n.versions?.length === 1)).toBe(true);
    expect(flagship.some((n) => n.withdrawnAt)).toBe(true);
  });

  it('attaches a PDF to a decision, written as a PDF with its end', () => {
    const decision = flagship.find((n) => n.kind === 'decision' && n.fileUrl)!;
    expect(decision.fileUrl).toMatch(/^\/uploads\/docs\/notices\/.+\.pdf$/);
    const pdf = ctx.files.get(decision.fileUrl!.replace(/^\/uploads\//, ''))!;
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    // the cross-reference table points at each object
    const xref = Number(/startxref\n(\d+)/.exec(pdf)![1]);
    expect(pdf.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...pdf.matchAll(/(\d{10}) 00000 n /g)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, i) => expect(pdf.slice(offset, offset + 8)).toBe(`${i + 1} 0 obj\n`));
  });

  it('gives two other events smaller boards', () => {
    const others = new Set(ctx.rows.notices.filter((n) => n.eventCd !== FLAGSHIP_EVENT_CD).map((n) => n.eventCd));
    expect(others.size).toBe(2);
  });
});
