/** What the migrations share: the engine's id column and the event search text rewrite. */
import { sql, type Kysely, type CreateTableBuilder } from 'kysely';
import type { Dialect } from '../dialect.js';
import { eventSearchText } from '../search-text.js';

export type AnyDb = Kysely<unknown>;

export function withId<T extends string>(dialect: Dialect, t: CreateTableBuilder<T, never>) {
  return dialect === 'postgres'
    ? t.addColumn('id', 'serial', (c) => c.primaryKey())
    : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

interface SearchRow {
  id: number;
  name: string;
  name_code: string | null;
  address: string | null;
  address_code: string | null;
  keywords: string | null;
}

/** every event's search_text computed anew (in JavaScript: Unicode lower case), 500 rows a statement */
export async function rewriteEventSearchText(db: AnyDb): Promise<void> {
  const raw = db.withoutPlugins();
  for (let after = 0; ;) {
    const { rows } = await sql<SearchRow>`SELECT id, name, name_code, address, address_code, keywords
      FROM events WHERE id > ${after} ORDER BY id LIMIT 500`.execute(raw);
    if (rows.length === 0) return;
    const texts = rows.map((r) => {
      const text = eventSearchText({
        name: r.name,
        nameCode: r.name_code,
        address: r.address,
        addressCode: r.address_code,
        keywords: r.keywords,
      });
      return sql`(CAST(${r.id} AS integer), CAST(${text} AS text))`;
    });
    // (VALUES names its columns column1, column2 on both engines)
    await sql`UPDATE events SET search_text = v.column2 FROM (VALUES ${sql.join(texts)}) AS v
      WHERE events.id = v.column1`.execute(raw);
    after = rows[rows.length - 1]!.id;
  }
}
