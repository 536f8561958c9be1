/** What the server hands every loader (see server/pages.ts). */
import type { ApiTransport, DirectApi } from './api';

declare module 'react-router' {
  interface AppLoadContext {
    /** calls the API: in-process on this server, or over HTTP when API_BASE_URL is set */
    api: ApiTransport;
    /**
     * on this server with API_BASE_URL empty: the public calls' handlers, called without HTTP
     * (docs/decisions/0025); the clients of serverApi use it, `api` stays for everything else
     */
    apiDirect?: DirectApi;
    /** the API base the browser uses: API_BASE_URL + API_PREFIX */
    apiBase: string;
    /** CSP nonce of this response */
    nonce: string;
    /** logs a failed API call on the server */
    logApiError: (path: string, code: string, message: string) => void;
    /** production: the text of a built CSS file by its href, inlined into the page (app/components/document-links.tsx) */
    readCss?: (href: string) => string | undefined;
    /**
     * A form posted to the page (an action's), as the server read it within the route's limits
     * (server/body-rules.ts): a file is a File backed by the file the server wrote it to as it
     * arrived, never a copy in memory. Actions read it with actionForm (./action-form.ts) rather
     * than `request.formData()`, which would read the files into memory.
     */
    form?: FormData;
    /**
     * production server: takes a rendered page's HTML as its UTF-8 bytes, with the Response that
     * carries them (app/entry.server.tsx), so the server reads no body back and decodes none
     * (server/pages.ts)
     */
    takeHtml?: (response: Response, html: Buffer) => void;
  }
}

export {};
