/** The API client for loaders: the server's transport from the load context. */
import type { AppLoadContext } from 'react-router';
import { createApiClient, type ApiClient } from './api';

export function serverApi(context: AppLoadContext): ApiClient {
  return createApiClient(context.api, { log: (err) => context.logApiError(err.path, err.code, err.message) });
}
