/** Assertions on the `{ success, result, message? }` envelope of the API contract (docs/product.md §7). */
import { expect } from 'vitest';
import { isRefusalCode, REFUSAL_STATUS, type RefusalCode } from '../../shared/admin/refusals.js';
import type { Json, TestResponse } from './test-app.js';

/** a 200 with `success: true`; returns the result */
export function expectOk(res: TestResponse): Json {
  expect(res.status, res.text).toBe(200);
  expect(res.headers.get('content-type') ?? '').toMatch(/^application\/json/);
  expect(res.json).toMatchObject({ success: true });
  expect(res.json).toHaveProperty('result');
  return res.json.result;
}

/** something that looks like a leaked stack trace or internal detail */
const LEAK =
  /\n\s+at |\bat [\w.<>]+ \(|\.[cm]?[jt]s:\d+|node_modules|\bError:|\bSqlite|\bSQLITE_|\bsyntax error\b|\brelation "|\bKysely/i;

/**
 * the failure envelope: `{ success:false, result:null, message:<plain words> }` with this status;
 * an admin call's also carries its refusal code (shared/admin/refusals.ts), which must mean this
 * status, and for a 400 its field issues
 */
export function expectFail(res: TestResponse, status: number): string {
  expect(res.status, res.text).toBe(status);
  expect(res.headers.get('content-type') ?? '').toMatch(/^application\/json/);
  const { code, params, issues, errors, ...envelope } = (res.json ?? {}) as Json;
  expect(envelope).toEqual({ success: false, result: null, message: expect.any(String) });
  if (code !== undefined || params !== undefined || issues !== undefined || errors !== undefined) {
    expect(isRefusalCode(code), `refusal code ${String(code)}`).toBe(true);
    expect(REFUSAL_STATUS[code as RefusalCode]).toBe(status);
  }
  const message = res.json.message as string;
  expect(message.trim()).not.toBe('');
  expect(res.text).not.toMatch(LEAK);
  return message;
}

/** a paged result: records, total, pages, pageNo, pageSize, consistent with each other */
export function expectPage(
  result: Json,
  expected: { total: number; pageNo: number; pageSize: number; count?: number },
): Json[] {
  expect(result).toEqual({
    records: expect.any(Array),
    total: expected.total,
    pages: Math.ceil(expected.total / expected.pageSize),
    pageNo: expected.pageNo,
    pageSize: expected.pageSize,
  });
  const onPage = Math.max(0, Math.min(expected.pageSize, expected.total - (expected.pageNo - 1) * expected.pageSize));
  expect(result.records).toHaveLength(expected.count ?? onPage);
  return result.records;
}

/**
 * A record carries every field docs/product.md §3 names for it (camelCase, as the original API), and
 * every key is camelCase (no snake_case column names leak).
 */
export function expectFields(record: Json, fields: readonly string[], opts: { exact?: boolean } = {}): void {
  expect(record).toBeTypeOf('object');
  const keys = Object.keys(record);
  for (const field of fields) expect(keys, `field ${field}`).toContain(field);
  for (const key of keys) expect(key).toMatch(/^[a-z][A-Za-z0-9]*$/);
  if (opts.exact) expect([...keys].sort()).toEqual([...fields].sort());
}

/** the field names of docs/product.md §3 */
export const SPEC_FIELDS = {
  event: [
    'eventCd',
    'name',
    'nameCode',
    'logo',
    'thumb',
    'status',
    'beginDate',
    'endDate',
    'address',
    'addressCode',
    'officialWebsite',
    'sponsor',
    // (the organiser's English name: an addition of docs/decisions/0017)
    'sponsorEn',
    'albumWebsite',
    'isPublish',
    'matchCd',
  ],
  level: ['levelCd', 'levelName', 'levelNameCode', 'logo', 'status', 'roundTotal', 'race'],
  race: ['roundName', 'bureauName', 'startTime', 'endTime', 'status', 'raceMark', 'traceUrl', 'showTime'],
  scorePublication: ['scores', 'publishTime'],
  banner: ['bannerUrl', 'title', 'type'],
  eventImage: ['imgUrl', 'isPublish'],
  eventVideo: ['videoUrl', 'title'],
  video: ['videoUrl', 'thumbUrl', 'title', 'publishTime', 'type'],
  partner: ['name', 'logo', 'type'],
  news: ['newsCd', 'title', 'content', 'thumbUrl', 'publishTime', 'type'],
  statistics: ['matchCount', 'mileage', 'liveTime', 'image'],
} as const;
