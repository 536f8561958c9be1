/**
 * The console's one upload client (issue 27, one of each): every file the console sends goes
 * through here, as a multipart body with the file in one field.
 *
 * - In the browser: `uploadFile` sends one file to the admin API's upload call (POST
 *   /admin/uploads, the CSRF token in a header) with upload progress and resolves with the
 *   stored file's address or the refusal's status; `postMultipart` sends any multipart body
 *   (an event's photos, one at a time, to the page's action) with progress.
 * - On the server (the actions): `fileBody` is the multipart body of one file, `importInput`
 *   the file-or-paste input of an import (a file wins over pasted text).
 */
import { adminContentEndpoints } from '../../../shared/admin-content-endpoints';
import { useRootData } from '../../lib/root-data';

/** a multipart body with `file` in `field` (the admin API's upload and import calls read `file`) */
export function fileBody(file: Blob, name: string, field = 'file'): FormData {
  const body = new FormData();
  body.set(field, file, name || 'upload');
  return body;
}

/**
 * An import's input from its form (`file` or `text`, the fields of the import panel): the file as
 * a multipart body when one was chosen, else the pasted text; null when neither. `extra` fields go
 * with either.
 */
export function importInput(
  form: FormData,
  extra: Record<string, string> = {},
): FormData | ({ text: string } & Record<string, string>) | null {
  const file = form.get('file');
  const pasted = String(form.get('text') ?? '').trim();
  const fields = Object.fromEntries(Object.entries(extra).filter(([, v]) => v !== ''));
  if (file instanceof File && file.size > 0) {
    const body = fileBody(file, file.name);
    for (const [k, v] of Object.entries(fields)) body.set(k, v);
    return body;
  }
  return pasted ? { text: pasted, ...fields } : null;
}

/** the admin API's upload call, as this page's browser reaches it */
export function useUploadUrl(): string {
  return `${useRootData()?.apiBase ?? '/api'}${adminContentEndpoints.upload.path()}`;
}

/**
 * Posts a multipart body with upload progress (0..100); resolves with the answer's status and
 * text (status 0: no answer). `csrf` goes in the `x-csrf-token` header, `json` asks for the API's
 * JSON envelope.
 */
export function postMultipart(
  url: string,
  body: FormData,
  opts: { csrf?: string | null; json?: boolean; onProgress?: (pct: number) => void } = {},
): Promise<{ status: number; text: string }> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    if (opts.json) xhr.setRequestHeader('accept', 'application/json');
    if (opts.csrf) xhr.setRequestHeader('x-csrf-token', opts.csrf);
    const onProgress = opts.onProgress;
    if (onProgress)
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
      };
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
    xhr.onerror = () => resolve({ status: 0, text: '' });
    xhr.send(body);
  });
}

export type Uploaded = { url: string } | { status: number; message?: string };

/** one file to the admin API's upload call: the stored file's address, or the status (and the API's message) */
export async function uploadFile(
  url: string,
  csrf: string | null | undefined,
  file: Blob,
  name: string,
  onProgress?: (pct: number) => void,
): Promise<Uploaded> {
  const { status, text } = await postMultipart(url, fileBody(file, name), { csrf, json: true, onProgress });
  let message: string | undefined;
  try {
    const answer = JSON.parse(text) as { success?: boolean; message?: string; result?: { url?: string } };
    if (status < 300 && answer.success && answer.result?.url) return { url: answer.result.url };
    message = answer.message;
  } catch {
    // not the API's envelope
  }
  return { status, ...(message ? { message } : {}) };
}
