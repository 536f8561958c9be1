/**
 * camelCase in TypeScript, snake_case in the database, at the cost of a name lookup (issue 29
 * item 2). Kysely's CamelCasePlugin renamed every identifier by copying the whole query tree
 * before it is compiled (an OperationNodeTransformer: every node rebuilt and frozen), on every
 * query: 10–16% of an uncached page's time in the profiles of bench/profiles/issue-29.md. Here
 * the compiler renames each identifier as it writes it (`sanitizeIdentifier`: every identifier
 * the compiler writes goes through it, exactly the IdentifierNodes the plugin's transformer
 * renamed), and the plugin only maps the result rows' keys back, as before. Same SQL, same rows:
 * server/db/snake-case.test.ts compiles queries of every kind both ways.
 */
import {
  CamelCasePlugin,
  PostgresDialect,
  PostgresQueryCompiler,
  SqliteDialect,
  SqliteQueryCompiler,
  type PluginTransformQueryArgs,
  type QueryCompiler,
  type RootOperationNode,
} from 'kysely';

/** CamelCasePlugin for the result rows only; its snake_case, remembered per name, for the compilers */
class CamelCaseRows extends CamelCasePlugin {
  readonly #names = new Map<string, string>();

  override transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }

  /** the plugin's own snake_case of a name (identifiers are the code's: few; kept up to 10,000) */
  snake(name: string): string {
    let snake = this.#names.get(name);
    if (snake === undefined) {
      snake = this.snakeCase(name);
      if (this.#names.size >= 10_000) this.#names.clear();
      this.#names.set(name, snake);
    }
    return snake;
  }
}

/** the plugin that maps result rows' keys to camelCase (the dialects below name the columns) */
export const camelCaseRows = new CamelCaseRows();

class SnakeSqliteCompiler extends SqliteQueryCompiler {
  protected override sanitizeIdentifier(identifier: string): string {
    return super.sanitizeIdentifier(camelCaseRows.snake(identifier));
  }
}

class SnakePostgresCompiler extends PostgresQueryCompiler {
  protected override sanitizeIdentifier(identifier: string): string {
    return super.sanitizeIdentifier(camelCaseRows.snake(identifier));
  }
}

/** SQLite, its identifiers written in snake_case (use with `camelCaseRows`) */
export class SnakeSqliteDialect extends SqliteDialect {
  override createQueryCompiler(): QueryCompiler {
    return new SnakeSqliteCompiler();
  }
}

/** PostgreSQL, its identifiers written in snake_case (use with `camelCaseRows`) */
export class SnakePostgresDialect extends PostgresDialect {
  override createQueryCompiler(): QueryCompiler {
    return new SnakePostgresCompiler();
  }
}
