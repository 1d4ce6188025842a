import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { createAiArea } from '../factories';
import { neighborhoods } from '../schema';

/** What the demo says of some neighborhoods: [region, name, alias, summary, status (1 approved, 2 rejected, 3 not reviewed)]. */
const AREAS: Array<[region: number, name: string, alias: string | null, summary: string, status: number]> = [
  [1, 'Tribeca', 'TriBeCa', 'Cobblestone streets, converted warehouses and full-floor lofts.', 1],
  [1, 'SoHo', null, 'Cast-iron facades above the galleries and flagship stores.', 1],
  [1, 'West Village', 'The Village', 'Tree-lined blocks of brownstones and small restaurants.', 1],
  [1, 'Upper East Side', 'UES', 'Pre-war co-ops between the park and the river.', 1],
  [1, 'Chelsea', null, 'Galleries, the High Line and new glass towers.', 3],
  [1, 'Village', null, 'A duplicate of West Village drawn by the model from agent notes.', 2],
  [2, 'Pacific Heights', 'Pac Heights', 'Mansions on the ridge with views over the bay.', 1],
  [2, 'Sea Cliff', null, 'Quiet homes above Baker Beach and the Golden Gate.', 1],
  [2, 'Carbon Beach', 'Billionaire Beach', 'Beachfront estates along the Pacific Coast Highway.', 1],
  [2, 'The Flats', null, 'Large lots on the level streets south of Sunset.', 3],
  [3, 'Red Mountain', null, 'Estates on the slope above town, facing the ski area.', 1],
  [3, 'West End', null, 'Victorian houses a short walk from the music tent.', 1],
  [3, 'Vail Village', null, 'Slopeside residences in the pedestrian village.', 3],
  [4, 'Condado', null, 'Oceanfront towers between the lagoon and the beach.', 1],
  [5, 'Gold Coast', null, 'Historic mansions and lakefront high-rises.', 1],
  [5, 'Lincoln Park', null, 'Greystones and single-family homes by the park and the zoo.', 3],
];

/** Wider areas the demo groups some neighborhoods under: [region, name, summary, children]. */
const PARENTS: Array<[region: number, name: string, summary: string, children: string[]]> = [
  [1, 'Lower Manhattan', 'Everything below 14th Street.', ['Tribeca', 'SoHo', 'West Village']],
  [2, 'Malibu', 'The coast from Topanga to the county line.', ['Carbon Beach', 'Point Dume']],
  [3, 'Aspen', 'The town and its surrounding valleys.', ['Red Mountain', 'West End']],
];

/**
 * AI areas: summaries, descriptions and statuses for some of the reference neighborhoods, three
 * wider areas above a few of them, and the AI area named on two of every three listings (their
 * neighborhood), so that the areas' listing counts mean something.
 */
export async function seedAiAreas(db: Db) {
  for (const [salesRegionId, name, alias, summary, status] of AREAS)
    await db
      .update(neighborhoods)
      .set({
        alias,
        summary,
        status,
        description: `${name}: ${summary} Drafted by the AI area service from listing descriptions; reviewed by the marketing team.`,
      })
      .where(and(eq(neighborhoods.salesRegionId, salesRegionId), eq(neighborhoods.name, name)));
  for (const [salesRegionId, name, summary, children] of PARENTS) {
    const parent = await createAiArea(db, { salesRegionId, name, summary, status: 1 });
    await db
      .update(neighborhoods)
      .set({ parentNeighborhoodId: parent.id })
      .where(
        and(
          eq(neighborhoods.salesRegionId, salesRegionId),
          inArray(neighborhoods.name, children),
          ne(neighborhoods.id, parent.id),
        ),
      );
  }
  await db.execute(sql`
    update listings l set aineighborhood = l.neighborhood
    where l.id % 3 <> 0 and l.aineighborhood is null and exists (
      select 1 from neighborhoods n where n.name = l.neighborhood and n.sales_region_id = l.sales_region_id)`);
}
