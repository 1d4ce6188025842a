import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { ROLE_CATALOGUE, SALES_REGIONS } from '@atrium/domain';
import { rowsOf, type Db } from '../client';
import * as t from '../schema';
import {
  AD_COPY_LANGUAGES,
  AD_COPY_SIZES,
  AMENITY_CATALOGUE,
  IMAGE_TAGS,
  LANGUAGES,
  MARKETS,
  PROPERTY_TYPES,
  RENTAL_PERIODS,
  SALUTATIONS,
  SPECIALIZATIONS,
  STATES,
} from './reference-data';

/**
 * The reference data every installation needs, demo or real: the role catalogue, the sales
 * regions and the lookups (languages, salutations, states, property types, specializations,
 * rental periods, neighborhoods, the amenity catalogue, the image tags, the ad copy sizes and languages). None of the demo network (offices,
 * agents, users, listings, news). Idempotent: roles and regions missing from the catalogue are
 * added, and each lookup table is filled only while it is empty, so an administrator's later
 * changes to a lookup are kept. Answers the tables it filled.
 */
export async function seedReferenceData(db: Db): Promise<string[]> {
  return db.transaction(async (tx) => {
    const filled: string[] = [];
    const roles = await tx
      .insert(t.roles)
      .values(ROLE_CATALOGUE.map((r) => ({ key: r.key, code: r.code, value: r.value, grouping: r.grouping })))
      .onConflictDoNothing({ target: t.roles.key })
      .returning({ key: t.roles.key });
    if (roles.length) filled.push('roles');
    const regions = await tx
      .insert(t.salesRegions)
      .values(SALES_REGIONS.map((r) => ({ id: r.id, name: r.name })))
      .onConflictDoNothing({ target: t.salesRegions.id })
      .returning({ id: t.salesRegions.id });
    if (regions.length) filled.push('sales regions');

    const fill = async (name: string, table: PgTable, rows: Record<string, unknown>[]) => {
      const [{ n }] = rowsOf<{ n: number }>(await tx.execute(sql`select count(*)::int as n from ${table}`));
      if (Number(n) > 0) return;
      await tx.insert(table).values(rows);
      filled.push(name);
    };
    await fill(
      'languages',
      t.languages,
      LANGUAGES.map((name) => ({ name })),
    );
    await fill(
      'salutations',
      t.salutations,
      SALUTATIONS.map((name) => ({ name })),
    );
    await fill(
      'states',
      t.states,
      STATES.map(([code, name]) => ({ code, name })),
    );
    await fill(
      'property types',
      t.propertyTypes,
      PROPERTY_TYPES.map(([name, isCommercial]) => ({ name, isCommercial })),
    );
    await fill(
      'specializations',
      t.specializations,
      SPECIALIZATIONS.map((name) => ({ name })),
    );
    await fill(
      'rental periods',
      t.rentalPeriods,
      RENTAL_PERIODS.map(([name, allowCustomText], i) => ({ name, allowCustomText, displayOrder: i + 1 })),
    );
    await fill(
      'neighborhoods',
      t.neighborhoods,
      Object.entries(MARKETS).flatMap(([region, markets]) =>
        markets.flatMap((m) => m.neighborhoods.map((name) => ({ salesRegionId: Number(region), name }))),
      ),
    );
    await fill(
      'amenities',
      t.amenities,
      Object.entries(AMENITY_CATALOGUE).flatMap(([sectionName, groups]) =>
        Object.entries(groups).flatMap(([groupName, items]) =>
          items.map(([name, allowText]) => ({ name, groupName, sectionName, allowText })),
        ),
      ),
    );
    await fill(
      'image tags',
      t.imageTags,
      Object.entries(IMAGE_TAGS).flatMap(([kind, names]) =>
        names.map((name, i) => ({ kind: Number(kind), name, displayOrder: i + 1 })),
      ),
    );
    await fill(
      'ad copy sizes',
      t.adCopySizes,
      AD_COPY_SIZES.map((s, i) => ({ ...s, displayOrder: i + 1 })),
    );
    await fill(
      'ad copy languages',
      t.adCopyLanguages,
      AD_COPY_LANGUAGES.map((name, i) => ({ name, displayOrder: i + 1 })),
    );
    return filled;
  });
}
