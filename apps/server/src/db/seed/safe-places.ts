import type { LocationId } from '@mohalla/shared';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../client.ts';
import { safePlaces } from '../schema.ts';

/** Well-lit, busy public places to meet a stranger, per locality: the operators' starting list (decision 030). */
export const SAFE_PLACES_SEED: Record<LocationId, { name: string; note: string }[]> = {
  nagaram: [
    { name: 'Nagaram Police Station (front gate)', note: 'Staffed round the clock; meet at the gate on the main road.' },
    { name: 'Nagaram bus stop, Keesara road', note: 'Busy and lit until late; plenty of people about in the evening.' },
    { name: 'State Bank of India, Nagaram branch', note: 'CCTV at the entrance; meet outside during banking hours.' },
  ],
  ecil: [
    { name: 'ECIL X Roads bus stop', note: 'The main bus stop at the crossroads: crowded and lit at all hours.' },
    { name: 'Kushaiguda Police Station (front gate)', note: 'Near ECIL X Roads; meet at the gate, in view of the duty desk.' },
    { name: 'Mall entrance at ECIL X Roads', note: 'Security guards and CCTV at the doors; good for checking phones and gadgets.' },
  ],
  dammaiguda: [
    { name: 'Dammaiguda bus stop, main road', note: 'Busy through the day; shops around stay open into the evening.' },
    { name: 'Jawaharnagar Police Station (front gate)', note: 'The station for Dammaiguda; meet at the gate.' },
    { name: 'Bank branch on Dammaiguda main road', note: 'Guard and CCTV at the entrance; meet outside during banking hours.' },
  ],
};

/**
 * Writes the starting list on a database whose places nobody has touched: none there and no operator ever edited
 * them (audit_log), so a list the operators emptied on purpose stays empty and their edits are never overwritten.
 */
export async function seedSafePlaces(tx: Db): Promise<void> {
  const [row] = await queryRows<{ touched: boolean }>(
    tx,
    sql`SELECT EXISTS (SELECT 1 FROM safe_places) OR EXISTS (SELECT 1 FROM audit_log WHERE target_type = 'safe-place') AS touched`,
  );
  if (row?.touched) return;
  const values = Object.entries(SAFE_PLACES_SEED).flatMap(([locationId, places]) =>
    places.map((place, position) => ({ locationId, name: place.name, note: place.note, position })),
  );
  await tx.insert(safePlaces).values(values);
}
