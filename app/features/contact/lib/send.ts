/**
 * Sends a contact message through the API client (POST /contact/insert) and tells what became
 * of it, from the call's outcome and HTTP status (docs/api-contract.md): 429 is the per-address
 * rate limit (also when a proxy answers it), another refusal or a server failure is 'fail', and
 * no answer at all (network, timeout) is 'network'.
 */
import type { ContactInsertBody } from '../../../../shared/contract';
import { endpoints } from '../../../../shared/endpoints';
import { createApiClient, type ApiTransport, type DirectApi } from '../../../lib/api';
import type { ContactOutcome } from './form';

export interface SendOptions {
  timeoutMs?: number;
  /** told about a failure (the server's action logs it; the browser shows the message instead) */
  log?: (code: string, message: string) => void;
  /** on the server: the call's handler without HTTP (the load context's apiDirect) */
  direct?: DirectApi;
}

export async function sendContact(
  transport: ApiTransport,
  body: ContactInsertBody,
  opts: SendOptions = {},
): Promise<ContactOutcome> {
  const client = createApiClient(transport, {
    timeoutMs: opts.timeoutMs,
    log: (f) => opts.log?.(f.code, f.message),
    direct: opts.direct,
  });
  const outcome = await client.send(endpoints.contactInsert, body);
  if (outcome.ok) return 'sent';
  // (the client logs failed and rejected calls; a 404 here is no missing record but a failure)
  if (outcome.reason === 'missing') opts.log?.(outcome.code, outcome.message);
  if (outcome.status === 429) return 'tooMany';
  // no answer came (network, timeout): the line; any answer (the API's refusal or failure, or a
  // proxy's error page): the server said no
  return outcome.code === 'ENETWORK' || outcome.code === 'ETIMEDOUT' ? 'network' : 'fail';
}
