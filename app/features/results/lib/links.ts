/** The links of the results (docs/results.md "On the page"): the page's query kept and changed. */

/** the page's results query: what the links keep and change */
export interface ResultsLinkQuery {
  pub: string | null;
  group: string | null;
  nat: string | null;
  club: string | null;
  race: string | null;
}

export function resultsHref(base: string, query: ResultsLinkQuery): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) params.set(name, value);
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}

/** the links of the shown publication */
export interface Links {
  query: ResultsLinkQuery;
  href: (change: Partial<ResultsLinkQuery>) => string;
  /** a boat's competitor view */
  boat: (key: string) => string;
  /** the decision of a protest hearing of the event (issue 30); absent when the page has none */
  hearing?: (n: number) => string;
}
