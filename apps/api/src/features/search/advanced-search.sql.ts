import { sql, type SQL } from 'drizzle-orm';
import {
  advancedSearchField,
  CRITERION_TYPES,
  datePresetRange,
  NO,
  splitTextValues,
  YES,
  type AdvancedSearchCriterion,
  type DatePreset,
} from '@atrium/domain';

/**
 * How each advanced-search field reads from a listing `l` (joined with its office `o`, sales
 * region `sr` and property type `pt`). Only names of this table reach SQL: a criterion's field
 * name is looked up here, never interpolated.
 */
export const COLUMN_SQL: Record<
  string,
  { value: SQL; sort?: SQL; kind: 'text' | 'int' | 'number' | 'date' | 'bool' }
> = {
  listingNumber: { value: sql`l.listing_number`, kind: 'text' },
  mlsNumber: { value: sql`l.mls_number`, kind: 'text' },
  title: { value: sql`l.title`, kind: 'text' },
  address1: { value: sql`l.address1`, kind: 'text' },
  address2: { value: sql`l.address2`, kind: 'text' },
  city: { value: sql`l.city`, kind: 'text' },
  zip: { value: sql`l.zip`, kind: 'text' },
  neighborhood: { value: sql`l.neighborhood`, kind: 'text' },
  county: { value: sql`l.county`, kind: 'text' },
  listingStatusId: { value: sql`l.listing_status_id`, kind: 'int' },
  listingType: { value: sql`l.listing_type`, kind: 'text' },
  officeId: { value: sql`l.office_id`, sort: sql`o.name`, kind: 'int' },
  salesRegionId: { value: sql`l.sales_region_id`, sort: sql`sr.name`, kind: 'int' },
  propertyTypeId: { value: sql`l.property_type_id`, sort: sql`pt.name`, kind: 'int' },
  dealTypeId: { value: sql`l.deal_type_id`, kind: 'int' },
  currentPrice: { value: sql`l.current_price`, kind: 'number' },
  soldPrice: { value: sql`l.sold_price`, kind: 'number' },
  buyerCommission: { value: sql`l.buyer_commission`, kind: 'number' },
  bedrooms: { value: sql`l.bedrooms`, kind: 'number' },
  fullBaths: { value: sql`l.full_baths`, kind: 'number' },
  interiorSize: { value: sql`l.interior_size`, kind: 'number' },
  year: { value: sql`l.year`, kind: 'number' },
  listingDate: { value: sql`l.listing_date`, kind: 'date' },
  expirationDate: { value: sql`l.expiration_date`, kind: 'date' },
  contractDate: { value: sql`l.contract_date`, kind: 'date' },
  closedDate: { value: sql`l.closed_date`, kind: 'date' },
  projectedListDate: { value: sql`l.projected_list_date`, kind: 'date' },
  lastUpdated: { value: sql`l.updated_at::date`, sort: sql`l.updated_at`, kind: 'date' },
  publish: { value: sql`l.publish`, kind: 'bool' },
  isValid: { value: sql`l.is_valid`, kind: 'bool' },
  showAddress: { value: sql`l.show_address`, kind: 'bool' },
  priceUponRequest: { value: sql`l.price_upon_request`, kind: 'bool' },
  virtualTourUrl: { value: sql`l.virtual_tour_url`, kind: 'text' },
  imageCount: { value: sql`l.image_count`, kind: 'number' },
  imagesLowRes: { value: sql`l.has_low_res_images`, kind: 'bool' },
  agentName: {
    value: sql`(select string_agg(a.first_name || ' ' || a.last_name, ', ' order by la.side_type_id, la.display_order)
      from listing_agents la join agents a on a.id = la.agent_id where la.listing_id = l.id)`,
    kind: 'text',
  },
};

const like = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const or = (parts: SQL[]) => (parts.length ? sql`(${sql.join(parts, sql` or `)})` : sql`false`);

/** Yes (1) keeps the listings meeting `condition`, No (0) the others; both or neither: no filter. */
function yesNo(values: string[], condition: SQL): SQL {
  const yes = values.includes(YES);
  const no = values.includes(NO);
  if (yes === no) return sql`true`;
  return yes ? sql`(${condition})` : sql`not coalesce((${condition}), false)`;
}

function populated(field: string): SQL {
  const col = COLUMN_SQL[field];
  if (!col) return sql`false`;
  return col.kind === 'text' ? sql`coalesce(${col.value}, '') <> ''` : sql`${col.value} is not null`;
}

/**
 * The SQL condition of one criterion already validated by the shared schema. Areas without
 * data yet (open houses, syndication settings) answer as 'none has one'; 'has video'
 * reads the listing's virtual tour links; 'external data settings' reads the MLS and agent
 * import suppression and the ignore-back-office-price flags (docs/decisions/search.md).
 */
export function criterionSql(c: AdvancedSearchCriterion, today: string): SQL {
  const field = advancedSearchField(c.fieldName);
  if (!field) return sql`false`;
  const values = c.values.map((v) => v.trim());
  const col = COLUMN_SQL[c.fieldName];
  const T = CRITERION_TYPES;
  switch (field.searchFieldType) {
    case T.text: {
      const words = splitTextValues(values, field.allowMultiple);
      return or(words.map((w) => sql`${col.value} ilike ${like(w)}`));
    }
    case T.checkbox:
    case T.imagesLowRes:
      return yesNo(values, sql`${col.value}`);
    case T.multiSelect: {
      const list = col.kind === 'int' ? values.map((v) => sql`${Number(v)}`) : values.map((v) => sql`${v}`);
      return sql`${col.value} in (${sql.join(list, sql`, `)})`;
    }
    case T.date: {
      const preset = values[0] as DatePreset;
      const range = datePresetRange(preset, today, { start: values[1] ?? null, end: c.endValue ?? null });
      const parts: SQL[] = [];
      if (range.start) parts.push(sql`${col.value} >= ${range.start}::date`);
      if (range.end) parts.push(sql`${col.value} <= ${range.end}::date`);
      return parts.length ? sql`(${sql.join(parts, sql` and `)})` : sql`true`;
    }
    case T.number:
    case T.imageCount: {
      const parts: SQL[] = [];
      if (values[0]) parts.push(sql`${col.value} >= ${Number(values[0])}`);
      if (c.endValue?.trim()) parts.push(sql`${col.value} <= ${Number(c.endValue)}`);
      return parts.length ? sql`(${sql.join(parts, sql` and `)})` : sql`true`;
    }
    case T.ownerName: {
      const name = splitTextValues(values, false)[0] ?? '';
      return sql`exists (select 1 from listing_owners w where w.listing_id = l.id
        and (w.first_name || ' ' || w.last_name) ilike ${like(name)})`;
    }
    case T.agentName: {
      const name = splitTextValues(values, false)[0] ?? '';
      return sql`exists (select 1 from listing_agents la join agents a on a.id = la.agent_id
        where la.listing_id = l.id and (a.first_name || ' ' || a.last_name) ilike ${like(name)})`;
    }
    case T.fieldPopulated:
      return sql`(${sql.join(values.map(populated), sql` and `)})`;
    case T.fieldNotPopulated:
      return sql`(${sql.join(
        values.map((v) => sql`not ${populated(v)}`),
        sql` and `,
      )})`;
    case T.hasVideo:
      return yesNo(values, sql`l.virtual_tour_url is not null or l.virtual_tour_3d_url is not null`);
    case T.isSelectSale:
      return yesNo(
        values,
        sql`exists (select 1 from listing_agents la where la.listing_id = l.id and la.select_sale)`,
      );
    case T.hasExternalDataSetting:
      return yesNo(values, sql`l.suppress_mls_import or l.suppress_agent_import or l.ignore_trident_price`);
    case T.hasAdCopy:
      return yesNo(values, sql`exists (select 1 from ad_copies ac where ac.listing_id = l.id)`);
    case T.openHouse:
    case T.hasSyndicationSetting:
      return yesNo(values, sql`false`);
    default:
      return sql`false`;
  }
}
