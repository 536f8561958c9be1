/**
 * The real application (createApp) on a test database, with a test configuration, called
 * in-process through `app.request` (no socket).
 *
 *   const t = createTestApp(handle);
 *   const { status, json } = await t.post('/event/list', { pageNo: 1 });
 *
 * `post` paths are relative to the API prefix (from the endpoint table:
 * `endpoints.eventInfo.path({ eventCd })`) and take any body, bad ones included; `call` takes an
 * entry of the table with its typed parameters and body, and types the answer; `request` takes
 * an absolute path. TRUST_PROXY is on, so a test picks the client address with `ip`
 * (sent as X-Forwarded-For). The contact rate limit is off unless `contactRateLimit` is given.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Hono } from 'hono';
import type { ApiResponse } from '../../shared/api.js';
import { requestOf, type AnyEndpoint, type CallArgs, type ResultOf } from '../../shared/endpoints.js';
import { createApp } from '../../server/app.js';
import { ContentChanges } from '../../server/content-changes.js';
import { loadConfig, type Config } from '../../server/config.js';
import type { Db } from '../../server/db/client.js';
import { createLogger } from '../../server/logger.js';

export interface TestAppOptions {
  /** contact messages allowed per address per window; 0 (the default here) turns the limit off */
  contactRateLimit?: number;
  /** any other setting, as environment variables */
  env?: Record<string, string>;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  /** the client address, sent as X-Forwarded-For */
  ip?: string;
}

export interface TestResponse<T = Json> {
  status: number;
  /** the parsed JSON body, or undefined when the body is not JSON */
  json: T;
  text: string;
  headers: Headers;
}

/** a body sent as it is (string or bytes), or any other value sent as JSON */
export type TestBody = string | Uint8Array | object | number | boolean | null | undefined;

/** what a test reads from a response body: loosely typed on purpose (tests assert the shape) */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export interface TestApp {
  app: Hono;
  config: Config;
  handle: Db;
  /** POST `${API_PREFIX}${path}` with `body` (JSON unless a string or bytes) and Content-Type application/json */
  post<T = Json>(path: string, body?: TestBody, init?: RequestOptions): Promise<TestResponse<T>>;
  /** a call of the endpoint table (shared/endpoints.ts): typed parameters and body, typed answer */
  call<E extends AnyEndpoint>(endpoint: E, ...args: CallArgs<E>): Promise<TestResponse<ApiResponse<ResultOf<E>>>>;
  /** any request to an absolute path */
  request<T = Json>(path: string, init?: RequestOptions & { body?: TestBody }): Promise<TestResponse<T>>;
  /**
   * says that published content changed, as the staff console's API does after a commit: what a
   * test wrote to the database behind the API then shows (the site-wide answers are kept until
   * a change: docs/decisions/0032-uncached-cost-cuts.md)
   */
  changed(): void;
  /** removes the temporary upload directory */
  dispose(): void;
}

export function testConfig(options: TestAppOptions = {}): Config {
  const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-test-uploads-'));
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    // never used by createApp (the handle is given), but never the demo file either
    DATABASE_URL: 'sqlite::memory:',
    SEED_DEMO: 'false',
    UPLOAD_DIR: uploadDir,
    CONTACT_RATE_LIMIT: String(options.contactRateLimit ?? 0),
    TRUST_PROXY: 'true',
    // tests change the database between calls: no reused answers unless a test asks for them
    API_CACHE_TTL_MS: '0',
    ...options.env,
  });
}

function encodeBody(body: TestBody): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (typeof body === 'string') return body;
  if (body instanceof Uint8Array) return body as Uint8Array<ArrayBuffer>;
  return JSON.stringify(body);
}

export function createTestApp(handle: Db, options: TestAppOptions = {}): TestApp {
  const config = testConfig(options);
  const changes = new ContentChanges();
  const app = createApp({ config, handle, logger: createLogger('silent'), changes });

  async function request<T>(p: string, init: RequestOptions & { body?: TestBody } = {}): Promise<TestResponse<T>> {
    const headers: Record<string, string> = {};
    const body = encodeBody(init.body);
    // every API call is JSON, a body or not (a test of another type sets its own)
    if (body !== undefined || (init.method ?? 'GET') === 'POST') headers['content-type'] = 'application/json';
    if (init.ip) headers['x-forwarded-for'] = init.ip;
    Object.assign(headers, init.headers);
    const res = await app.request(p, { method: init.method ?? 'GET', headers, body });
    const text = await res.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: res.status, json: json as T, text, headers: res.headers };
  }

  return {
    app,
    config,
    handle,
    request,
    post: (p, body, init = {}) => request(`${config.API_PREFIX}${p}`, { method: 'POST', ...init, body }),
    call: (endpoint, ...args) => {
      const { path: p, body } = requestOf(endpoint, args);
      return request(`${config.API_PREFIX}${p}`, { method: 'POST', body: body as TestBody });
    },
    changed: () => changes.changed(),
    dispose: () => fs.rmSync(config.UPLOAD_DIR, { recursive: true, force: true }),
  };
}
