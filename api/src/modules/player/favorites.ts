import type { Db } from '../../db/database';

/**
 * Favourite games belong to the games module (its own table); the player's display data only reads the ids.
 * Looked up by table shape rather than imported, so this module works before and without the games module.
 */
const favoritesSqlByDb = new WeakMap<Db, string | null>();

function favoritesSql(db: Db): string | null {
  if (favoritesSqlByDb.has(db)) return favoritesSqlByDb.get(db) ?? null;
  let sql: string | null = null;
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE '%favorite%'")
    .all() as { name: string }[];
  for (const { name } of tables) {
    const columns = new Set(
      (db.prepare(`PRAGMA table_info("${name.replace(/"/g, '')}")`).all() as { name: string }[]).map(
        (c) => c.name,
      ),
    );
    if (columns.has('player_id') && columns.has('game_id')) {
      sql = `SELECT game_id AS gameId FROM "${name}" WHERE player_id = ? ORDER BY rowid`;
      break;
    }
  }
  favoritesSqlByDb.set(db, sql);
  return sql;
}

export function favoriteGameIds(db: Db, playerId: number): number[] {
  const sql = favoritesSql(db);
  if (!sql) return [];
  return (db.prepare(sql).all(playerId) as { gameId: unknown }[])
    .map((row) => Number(row.gameId))
    .filter(Number.isInteger);
}
