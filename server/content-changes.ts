/**
 * "Published content may have changed": the staff console's API says so after every committed
 * change (server/api/admin/content-http.ts), and whatever keeps copies of public answers
 * listens and drops them: the API answer cache (server/app.ts createSiteApi), the page cache
 * (server/pages.ts) and the /uploads access answers (server/media-access.ts). Clearing whole
 * caches is simple and always right: a change is rare next to reads, and a cache refills from
 * the next request.
 *
 * Several processes on one PostgreSQL database: server/content-relay.ts passes each change on
 * (NOTIFY) and calls changed() here when another process's arrives (LISTEN), so every process
 * shows the change at once. With SQLite there is one process.
 */
export type ContentListener = () => void;

export class ContentChanges {
  private readonly listeners = new Set<ContentListener>();

  /** calls `listener` on every change; answers the function that stops it */
  on(listener: ContentListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** tells every listener (call it after the change's transaction has committed) */
  changed(): void {
    for (const listener of this.listeners) {
      try {
        listener();
      } catch {
        // a listener's failure is its own: the others still clear
      }
    }
  }
}
