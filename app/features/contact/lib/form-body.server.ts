/**
 * Reads the body of a form posted to the page (JavaScript off) without trusting its size: at
 * most `maxBytes` are read, and a larger body is refused before it is read whole.
 */
export const FORM_BODY_LIMIT = 64 * 1024;

export type FormBody = { ok: true; form: URLSearchParams } | { ok: false; reason: 'tooLarge' | 'unsupported' };

export async function readFormBody(request: Request, maxBytes = FORM_BODY_LIMIT): Promise<FormBody> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') {
    // the page's form is url-encoded; anything else is not this form
    return { ok: false, reason: 'unsupported' };
  }
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > maxBytes) return { ok: false, reason: 'tooLarge' };
  if (!request.body) return { ok: true, form: new URLSearchParams() };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return { ok: false, reason: 'tooLarge' };
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return { ok: true, form: new URLSearchParams(new TextDecoder().decode(bytes)) };
}
