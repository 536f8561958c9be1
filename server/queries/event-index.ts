/**
 * The event list's index in process (decision 0043): one version of the published events (their
 * id, status, dates and search text) in the list's orders, and a trigram → events map of their
 * search text, with each event's list columns. POST /event/list takes a page's ids (and its
 * total) from here and the rows of those ids from the snapshot, once it has read the events
 * table's version number (migration 0021): the same number as the index's (the rows were read
 * with it, in the build's one statement), or the index is not used (the SQL of ./events.ts
 * answers) and is built anew in the background. It is an index of the data, not of answers:
 * every call still finds its matches (a name search checks its candidates' text), walks its
 * order, counts and reads the version.
 *
 * What it answers is what the SQL answers (server/queries/event-index.test.ts compares the two
 * over random events and queries on both engines): search_text LIKE '%text%' is a substring
 * test of the search text, which is lower-cased when written (server/db/search-text.ts; SQLite's
 * trigram index compares it case-sensitively too); the orders are those of events.ts inOrder,
 * sorted by the database in the statement that reads the rows.
 *
 * Memory (decision 0043): 5.5 MB at 10,000 events of the bench's search texts without the list
 * columns, ~1 KB an event more with them; at most MAX_EVENTS events.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { EventSort } from '../../shared/api.js';
import type { Event } from '../../shared/contract.js';
import { EVENT_COLUMNS } from './event-columns.js';
import { offsetOf } from './paging.js';

type Db = Kysely<Database>;

/** a page asked of the index (the text lower-cased and trimmed, as the SQL's) */
export interface IndexQuery {
  text: string | undefined;
  status: string | undefined;
  sort: EventSort;
  order: 'asc' | 'desc';
  pageNo: number;
  pageSize: number;
  /** a search counts its matches no further than this + 1 (events.ts countLimit) */
  countLimit: number;
}

export interface IndexPage {
  ids: number[];
  /** exact without a search; with one, counted up to countLimit + 1 */
  total: number;
}

/** the length of the keys of the trigram map, in UTF-16 code units */
const GRAM = 3;

/** the trigram at `i` as one number (three UTF-16 code units, 16 bits each): no string made per position */
function gramAt(text: string, i: number): number {
  return (text.charCodeAt(i) * 65536 + text.charCodeAt(i + 1)) * 65536 + text.charCodeAt(i + 2);
}

/** the longest the trigram map's build holds the event loop at a time */
const SLICE_MS = 4;

/**
 * The most published events indexed (decision 0043): past it the SQL answers every call (as it
 * did before the index, decision 0012), until a content change finds fewer. The bound is set by
 * the build's one read of the rows, which holds SQLite's synchronous driver: 104 ms at 10,000
 * events on a loaded machine, 1.6 s at 100,000; at 20,000 about 0.2 s at worst, once per change
 * of the events, and ~11 MB of memory. The count is read first, so a larger site never pays the read.
 */
const MAX_EVENTS = 20_000;

/** candidates of a search sorted into another order one by one up to this many; more: a walk of that order */
const SORT_AT_MOST = 2048;

/** lone surrogates as the drivers send them (U+FFFD): the text the database compares */
function wellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

/** a published event as the build reads it, in begin_date desc, id desc order (the list's own) */
export interface IndexRow {
  id: number;
  status: string;
  text: string;
  /** its place (0-based) in end_date desc, id desc order, and in sort 'current' order */
  endRank: number;
  currentRank: number;
  /** the event as the list answers it (EVENT_COLUMNS), read in the same statement */
  row: Event;
}

/** one version of the published events; a position is an event's place in begin_date desc, id desc order */
export class EventSnapshot {
  readonly size: number;
  private readonly ids: Float64Array;
  private readonly status: string[];
  private readonly text: string[];
  /** positions in end_date desc, id desc order, and in sort 'current' order */
  private readonly orders: Record<'end_date' | 'current', Int32Array>;
  /** each position's place in those orders */
  private readonly ranks: Record<'end_date' | 'current', Int32Array>;
  private readonly grams = new Map<number, Int32Array>();
  private readonly perStatus = new Map<string, number>();
  /** the events as the list answers them, by id: a page's rows while the version is this one */
  readonly rows = new Map<number, Event>();

  /** rows in the list's order with their ranks in the two others, as the database sorted them (no sort here) */
  private constructor(
    readonly version: number,
    rows: IndexRow[],
  ) {
    const n = rows.length;
    this.size = n;
    this.ids = Float64Array.from(rows, (r) => r.id);
    this.status = rows.map((r) => r.status);
    this.text = rows.map((r) => r.text);
    for (const r of rows) this.rows.set(r.id, r.row);
    for (const s of this.status) this.perStatus.set(s, (this.perStatus.get(s) ?? 0) + 1);
    this.ranks = {
      end_date: Int32Array.from(rows, (r) => r.endRank),
      current: Int32Array.from(rows, (r) => r.currentRank),
    };
    const order = (rank: Int32Array) => {
      const o = new Int32Array(n);
      rank.forEach((place, pos) => (o[place] = pos));
      return o;
    };
    this.orders = { end_date: order(this.ranks.end_date), current: order(this.ranks.current) };
  }

  /**
   * Built from the rows of one statement (so one version), in slices of SLICE_MS while the
   * trigram map is made: each `next()` runs one slice. EventListIndex runs them between other
   * work (setImmediate) and one in each call that finds the build under way, so that the build
   * neither holds up the calls for long nor waits behind them (calls made in process, as
   * bench:scale's, never leave room for setImmediate). The read of the rows is one statement.
   */
  static *make(version: number, rows: IndexRow[]): Generator<undefined, EventSnapshot, void> {
    const snap = new EventSnapshot(version, rows);
    const lists = new Map<number, number[]>();
    let slice = performance.now();
    for (let pos = 0; pos < snap.size; pos++) {
      const t = snap.text[pos]!;
      for (let i = 0; i + GRAM <= t.length; i++) {
        const gram = gramAt(t, i);
        const list = lists.get(gram);
        if (list === undefined) lists.set(gram, [pos]);
        else if (list[list.length - 1] !== pos) list.push(pos);
      }
      if ((pos & 63) === 63 && performance.now() - slice > SLICE_MS) {
        yield;
        slice = performance.now();
      }
    }
    for (const [gram, list] of lists) snap.grams.set(gram, Int32Array.from(list));
    return snap;
  }

  /** the candidates of a search (positions ascending), null: every event (a text too short for the map) */
  private candidates(text: string): Int32Array | null {
    if (text.length < GRAM) return null;
    let fewest: Int32Array | undefined;
    for (let i = 0; i + GRAM <= text.length; i++) {
      const list = this.grams.get(gramAt(text, i));
      if (list === undefined) return new Int32Array(0);
      if (fewest === undefined || list.length < fewest.length) fewest = list;
    }
    return fewest!;
  }

  /** the page's ids and the total, as events.ts listIds / searchIds + capCount's input */
  page(q: IndexQuery): IndexPage {
    const offset = offsetOf(q.pageNo, q.pageSize);
    const end = offset + q.pageSize;
    const reverse = q.sort !== 'current' && q.order === 'asc';
    const order = q.sort === 'begin_date' ? null : this.orders[q.sort];
    const at = (i: number) => {
      const k = reverse ? this.size - 1 - i : i;
      return order === null ? k : order[k]!;
    };
    const status = q.status;
    const found: number[] = [];
    let total = 0;
    /** counts an accepted position, keeping it when it falls on the page; false: counted far enough */
    const take = (pos: number, stop: number) => {
      if (total >= offset && total < end) found.push(this.ids[pos]!);
      return ++total < stop;
    };

    if (q.text === undefined) {
      total = status === undefined ? this.size : (this.perStatus.get(status) ?? 0);
      if (status === undefined) {
        for (let i = offset; i < Math.min(end, this.size); i++) found.push(this.ids[at(i)]!);
        return { ids: found, total };
      }
      let seen = 0;
      for (let i = 0; i < this.size && seen < end; i++) {
        const pos = at(i);
        if (this.status[pos] !== status) continue;
        if (seen >= offset) found.push(this.ids[pos]!);
        seen++;
      }
      return { ids: found, total };
    }

    const text = q.text;
    const stop = q.countLimit + 1;
    const accept = (pos: number) =>
      (status === undefined || this.status[pos] === status) && this.text[pos]!.includes(text);
    const candidates = this.candidates(text);

    if (candidates === null) {
      // every event, in the page's order
      for (let i = 0; i < this.size; i++) if (accept(at(i)) && !take(at(i), stop)) break;
    } else if (order === null) {
      // the candidates are in begin_date desc order already
      const n = candidates.length;
      for (let i = 0; i < n; i++) {
        const pos = candidates[reverse ? n - 1 - i : i]!;
        if (accept(pos) && !take(pos, stop)) break;
      }
    } else if (candidates.length <= SORT_AT_MOST) {
      const rank = this.ranks[q.sort as 'end_date' | 'current'];
      const hits = Array.from(candidates).filter(accept);
      hits.sort(reverse ? (a, b) => rank[b]! - rank[a]! : (a, b) => rank[a]! - rank[b]!);
      for (const pos of hits) if (!take(pos, stop)) break;
    } else {
      const marked = new Uint8Array(this.size);
      for (const pos of candidates) marked[pos] = 1;
      for (let i = 0; i < this.size; i++) {
        const pos = at(i);
        if (marked[pos] === 1 && accept(pos) && !take(pos, stop)) break;
      }
    }
    return { ids: found, total };
  }

  /** the search text's code units held (UTF-16) and the trigram map's entries: what the index keeps */
  footprint(): { events: number; textUnits: number; grams: number; postings: number } {
    let postings = 0;
    for (const list of this.grams.values()) postings += list.length;
    return {
      events: this.size,
      textUnits: this.text.reduce((n, t) => n + t.length, 0),
      grams: this.grams.size,
      postings,
    };
  }
}

/**
 * The index of one database, kept by the API's dependencies (server/app.ts): the snapshot of the
 * last version built, and at most one build under way. A build is started by a call that finds
 * no snapshot or an old one, or by a content change (server/content-changes.ts: this process's
 * console, or another process's through server/content-relay.ts) that moved the version; a call
 * answers from SQL until the build is done.
 */
export class EventListIndex {
  private snap: EventSnapshot | undefined;
  private building: Promise<void> | undefined;
  /** a build was asked for while one was under way */
  private again = false;
  /** the build under way, past its read of the rows */
  private making: Generator<undefined, EventSnapshot, void> | undefined;
  /** the version found with more than MAX_EVENTS published events: not indexed */
  private tooMany: number | undefined;
  /** when the last build ended and how long it took */
  private lastEnd = -Infinity;
  private lastTook = 0;

  constructor(
    private readonly db: Db,
    /** the most published events indexed (MAX_EVENTS; tests: fewer) */
    private readonly maxEvents = MAX_EVENTS,
  ) {}

  /** the snapshot to answer from, or undefined (a build is started if none is under way) */
  snapshot(): EventSnapshot | undefined {
    if (this.making) this.advance();
    else if (this.snap === undefined && this.tooMany === undefined) this.rebuild();
    return this.snap;
  }

  /** one slice of the build under way; true when there is none left */
  private advance(): boolean {
    const making = this.making;
    if (making === undefined) return true;
    try {
      const step = making.next();
      if (!step.done) return false;
      this.snap = step.value;
    } catch {
      // (the calls keep answering from SQL; the next one starts another build)
    }
    this.making = undefined;
    return true;
  }

  /** a read found the events at another version than `snap`'s: it is dropped and built anew */
  outdated(snap: EventSnapshot): void {
    if (this.snap === snap) this.snap = undefined;
    // (a build under way may have read the rows before the change: another follows it)
    if (this.building) this.again = true;
    else this.rebuild();
  }

  /** content may have changed: if the events' version moved, the snapshot goes and a new one is built */
  async changed(): Promise<void> {
    // (a build under way may have read the rows before the change: it is checked once done)
    await this.settled();
    const snap = this.snap;
    if (snap === undefined && this.tooMany === undefined) return;
    const version = await readVersion(this.db);
    if (snap !== undefined && version !== snap.version) this.outdated(snap);
    if (this.tooMany !== undefined && version !== this.tooMany) {
      this.tooMany = undefined;
      this.rebuild();
    }
  }

  /** resolves when no build is under way (tests; bench) */
  async settled(): Promise<void> {
    while (this.building) await this.building;
  }

  private rebuild(): void {
    if (this.building) return;
    // (a build waits until as long as the last one took has passed since it ended: at most half the time building)
    const wait = Math.max(0, this.lastEnd + this.lastTook - performance.now());
    this.building = (async () => {
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const start = performance.now();
      try {
        const making = await this.load();
        if (making) {
          this.making = making;
          await new Promise<void>((resolve) => {
            const run = () => (this.advance() ? resolve() : setImmediate(run));
            run();
          });
        }
      } catch {
        // the calls keep answering from SQL; the next one tries again
      } finally {
        this.lastEnd = performance.now();
        this.lastTook = this.lastEnd - start;
        this.building = undefined;
        if (this.again) {
          this.again = false;
          this.rebuild();
        }
      }
    })();
  }

  private async load(): Promise<Generator<undefined, EventSnapshot, void> | undefined> {
    // past the bound, the rows are not read at all: the count (the list index's, cheap) and its version
    const head = await sql<{ v: number | string; c: number | string }>`SELECT v.n AS v,
        (SELECT count(*) FROM events WHERE is_publish = 1) AS c FROM events_version v`.execute(this.db);
    if (Number(head.rows[0]?.c ?? 0) > this.maxEvents) {
      this.tooMany = Number(head.rows[0]!.v);
      return undefined;
    }
    // one statement: the version and the rows it counts, in the list's order (begin_date, id
    // descending) with their places in the two other orders (events.ts inOrder), sorted by the
    // database as the SQL sorts them
    const { rows } = await sql<{
      v: number | string;
      id: number | null;
      s: string | null;
      t: string | null;
      re: number | string | null;
      rc: number | string | null;
      [column: `c${number}`]: unknown;
    }>`SELECT v.n AS v, e.id AS id, e.status AS s, e.search_text AS t, ${COLUMNS},
        row_number() OVER (ORDER BY e.end_date DESC, e.id DESC) AS re,
        row_number() OVER (ORDER BY CASE e.status WHEN '2' THEN 0 WHEN '1' THEN 1 ELSE 2 END,
          CASE WHEN e.status = '1' THEN e.begin_date END, CASE WHEN e.status = '1' THEN e.id END,
          e.begin_date DESC, e.id DESC) AS rc
      FROM events_version v LEFT JOIN events e ON e.is_publish = 1
      ORDER BY e.begin_date DESC, e.id DESC`.execute(this.db);
    const events: IndexRow[] = [];
    for (const r of rows) {
      if (r.id === null) continue;
      const row: Record<string, unknown> = {};
      EVENT_COLUMNS.forEach((name, i) => (row[name] = r[`c${i}`]));
      events.push({
        id: r.id,
        status: r.s!,
        text: r.t!,
        endRank: Number(r.re) - 1,
        currentRank: Number(r.rc) - 1,
        row: row as unknown as Event,
      });
    }
    const version = Number(rows[0]?.v ?? NaN);
    if (events.length > this.maxEvents) {
      this.tooMany = version;
      return undefined;
    }
    return EventSnapshot.make(version, events);
  }
}

/** the list's columns in the build's statement, as c0, c1, … (EVENT_COLUMNS' order) */
const COLUMNS = sql.raw(
  EVENT_COLUMNS.map((name, i) => `e.${name.replace(/[A-Z]/g, (c) => '_' + c.toLowerCase())} AS c${i}`).join(', '),
);

/** the events table's version (migration 0021) */
export async function readVersion(db: Db): Promise<number> {
  const row = await db.selectFrom('eventsVersion').select('n').executeTakeFirst();
  return Number(row?.n ?? NaN);
}

/** a search's text as the index compares it: what the drivers send the database */
export function indexText(text: string): string {
  return wellFormed(text);
}
