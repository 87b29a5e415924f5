import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

export type Db = Database.Database;

const migrationsDir = path.join(__dirname, 'migrations');

/**
 * Opens (creating if needed) the SQLite file and applies pending migrations in file-name order.
 * Migration files are plain SQL named `NNNN_what.sql`; applied names are recorded in `schema_migrations`.
 * Returns whether the database was new, so the caller knows to seed it.
 */
export function openDatabase(file: string, { reset = false } = {}): { db: Db; fresh: boolean } {
  if (file !== ':memory:') {
    fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    if (reset) for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true });
  }
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)');
  const applied = new Set(
    db
      .prepare('SELECT name FROM schema_migrations')
      .all()
      .map((row) => (row as { name: string }).name),
  );
  const fresh = applied.size === 0;
  const pending = fs
    .readdirSync(migrationsDir)
    .filter((name) => name.endsWith('.sql') && !applied.has(name))
    .sort();
  for (const name of pending) {
    const sql = fs.readFileSync(path.join(migrationsDir, name), 'utf8');
    db.transaction(() => {
      db.exec(sql);
      db.prepare('INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)').run(name, new Date().toISOString());
    })();
  }
  return { db, fresh };
}

/** ISO timestamp for "now"; one place so tests can reason about time columns. */
export const nowIso = (): string => new Date().toISOString();
