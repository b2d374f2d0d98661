import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';

export type SafetyAuditAction =
  'safe-place.add' | 'safe-place.edit' | 'safe-place.remove' | 'keyword.add' | 'keyword.remove' | 'ad.hold' | 'ad.flag';

export type SafetyAudit = {
  /** null: the site itself (a keyword hold, a duplicate-photo flag). */
  operatorId: string | null;
  action: SafetyAuditAction;
  targetType: 'safe-place' | 'keyword' | 'ad';
  targetId: string;
  reason: string | null;
  details?: Record<string, unknown>;
};

type PlaceRow = { id: number; location_id: string; name: string; note: string | null };
export type PlaceValues = { locationId: string; name: string; note: string | null };

const toPlace = (row: PlaceRow) => ({ id: row.id, locationId: row.location_id, name: row.name, note: row.note });

/** Safe meeting places, held keywords and their audit entries (decision 030). Writes take the caller's transaction. */
export function createSafetyRepository(db: Db) {
  return {
    db,

    async places(locationId: string | undefined) {
      const rows = await queryRows<PlaceRow>(
        db,
        sql`SELECT id, location_id, name, note FROM safe_places
          WHERE ${locationId === undefined ? sql`TRUE` : sql`location_id = ${locationId}`}
          ORDER BY location_id, position, id`,
      );
      return rows.map(toPlace);
    },

    async findPlace(tx: Db, id: number) {
      const [row] = await queryRows<PlaceRow>(tx, sql`SELECT id, location_id, name, note FROM safe_places WHERE id = ${id} FOR UPDATE`);
      return row && toPlace(row);
    },

    /** A new place goes last in its locality. */
    async addPlace(tx: Db, v: PlaceValues) {
      const [row] = await queryRows<PlaceRow>(
        tx,
        sql`INSERT INTO safe_places (location_id, name, note, position)
          VALUES (${v.locationId}, ${v.name}, ${v.note},
            (SELECT COALESCE(max(position) + 1, 0) FROM safe_places WHERE location_id = ${v.locationId}))
          RETURNING id, location_id, name, note`,
      );
      return toPlace(row!);
    },

    async editPlace(tx: Db, id: number, v: PlaceValues) {
      const [row] = await queryRows<PlaceRow>(
        tx,
        sql`UPDATE safe_places SET location_id = ${v.locationId}, name = ${v.name}, note = ${v.note} WHERE id = ${id}
          RETURNING id, location_id, name, note`,
      );
      return row && toPlace(row);
    },

    async removePlace(tx: Db, id: number): Promise<void> {
      await tx.execute(sql`DELETE FROM safe_places WHERE id = ${id}`);
    },

    async keywords() {
      return queryRows<{ word: string; created_at: Date | string; created_by_name: string | null }>(
        db,
        sql`SELECT k.word, k.created_at, u.display_name AS created_by_name
          FROM held_keywords k LEFT JOIN users u ON u.id = k.created_by ORDER BY k.word`,
      );
    },

    /** Answers whether the word was new. */
    async addKeyword(tx: Db, word: string, by: string): Promise<boolean> {
      const rows = await queryRows<{ word: string }>(
        tx,
        sql`INSERT INTO held_keywords (word, created_by) VALUES (${word}, ${by}) ON CONFLICT (word) DO NOTHING RETURNING word`,
      );
      return rows.length > 0;
    },

    async removeKeyword(tx: Db, word: string): Promise<boolean> {
      const rows = await queryRows<{ word: string }>(tx, sql`DELETE FROM held_keywords WHERE word = ${word} RETURNING word`);
      return rows.length > 0;
    },

    async audit(tx: Db, entry: SafetyAudit): Promise<void> {
      await tx.execute(sql`INSERT INTO audit_log (operator_id, action, target_type, target_id, reason, details)
        VALUES (${entry.operatorId}, ${entry.action}, ${entry.targetType}, ${entry.targetId}, ${entry.reason},
          ${entry.details ? JSON.stringify(entry.details) : null}::jsonb)`);
    },
  };
}

export type SafetyRepository = ReturnType<typeof createSafetyRepository>;
