/**
 * Sends a contact message through the API client (POST /contact/insert) and tells what became
 * of it. The client reads only the envelope, so the transport is wrapped to see the HTTP
 * status as well: 429 is the per-address rate limit.
 */
import { API_PATHS } from '../../../shared/api';
import type { ContactInsertBody } from '../../../shared/contract';
import { ApiCallError, createApiClient, type ApiTransport } from '../api';
import type { ContactOutcome } from './form';

export interface SendOptions {
  timeoutMs?: number;
  /** told about a failure (the server's action logs it; the browser shows the message instead) */
  log?: (code: string, message: string) => void;
}

export async function sendContact(
  transport: ApiTransport,
  body: ContactInsertBody,
  opts: SendOptions = {},
): Promise<ContactOutcome> {
  let status = 0;
  const client = createApiClient(
    async (path, init) => {
      const response = await transport(path, init);
      status = response.status;
      return response;
    },
    { timeoutMs: opts.timeoutMs },
  );
  try {
    const answer = await client.raw<null>(API_PATHS.contactInsert, body);
    if (answer.success) return 'sent';
    opts.log?.(`HTTP ${status}`, answer.message);
    return status === 429 ? 'tooMany' : 'fail';
  } catch (err) {
    const code = err instanceof ApiCallError ? err.code : 'EUNKNOWN';
    opts.log?.(code, err instanceof Error ? err.message : String(err));
    if (status === 429) return 'tooMany';
    // an answer came, but not the API's (a proxy's error page): the server failed, not the line
    return code === 'EBADRESPONSE' ? 'fail' : 'network';
  }
}
