/** Helpers of the service and product page tests: a page's text as a visitor reads it. */
import type { APIRequestContext, Locator } from '@playwright/test';
import { expect } from '@playwright/test';

/** the readable text of server HTML: no scripts, tags as spaces, entities decoded, one space */
export function htmlText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/** GETs a page as a Chinese-speaking visitor (the -en paths are English whatever the headers) */
export async function serverPage(request: APIRequestContext, path: string) {
  const res = await request.get(path, { headers: { 'accept-language': 'zh-CN' } });
  expect(res.status(), path).toBe(200);
  const html = await res.text();
  return { html, text: htmlText(html) };
}

/** the slides of a carousel (role group with a role description, inside the track) */
export function slides(carousel: Locator): Locator {
  return carousel.locator('[role="group"][aria-roledescription]');
}

export async function bannerCount(request: APIRequestContext, type: number): Promise<number> {
  const res = await request.post('/api/banner/list', { data: { type, pageNo: 1, pageSize: 100 } });
  const json = (await res.json()) as { success: boolean; result: { records: unknown[] } };
  expect(json.success).toBe(true);
  return json.result.records.length;
}
