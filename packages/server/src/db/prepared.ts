/**
 * A statement prepared once per database under a name, for a statement PostgreSQL takes longer
 * to plan than to run: a named statement is planned for its first few runs on a connection, then
 * its generic plan is reused. The statement log learns its name, so the bench runs it prepared
 * too.
 */
import type { Database } from './database';
import { preparedAs } from './statement-log';

type Preparable<Prepared> = { toSQL(): { sql: string }; prepare(name: string): Prepared };

export function prepared<Prepared>(query: Preparable<Prepared>, name: string): Prepared {
  preparedAs(query.toSQL().sql, name);
  return query.prepare(name);
}

/** What `make` prepares, made once for each database it is asked for. */
export function perDatabase<Statements>(
  make: (db: Database) => Statements,
): (db: Database) => Statements {
  const made = new WeakMap<Database, Statements>();
  return (db) => {
    let statements = made.get(db);
    if (!statements) {
      statements = make(db);
      made.set(db, statements);
    }
    return statements;
  };
}
