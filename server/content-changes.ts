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
/**
 * What a change touched, when it is known to touch only the records of one event (a results
 * publication: docs/decisions/0022-stale-while-revalidate.md). Absent: anything may have changed.
 * The page cache may serve the pages of *other* events from before such a change while it renders
 * them anew; the event's own pages, and every page that names no event, show the change at once.
 */
export interface ChangeScope {
  eventCd: string;
}

export type ContentListener = (scope?: ChangeScope) => void;

export class ContentChanges {
  private readonly listeners = new Set<ContentListener>();

  /** calls `listener` on every change; answers the function that stops it */
  on(listener: ContentListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * tells every listener (call it after the change's transaction has committed); `scope` when the
   * change touched only one event's records (another process hears of it without: everything)
   */
  changed(scope?: ChangeScope): void {
    for (const listener of this.listeners) {
      try {
        listener(scope);
      } catch {
        // a listener's failure is its own: the others still clear
      }
    }
  }
}
