import { z } from 'zod';
import { IdFromText } from '../http';
import { LIMITS, LISTING_STATUS_LABEL, DEAL_TYPE_TEXT } from '../constants';
import { MSG } from '../messages';
import { DATE_PRESETS, isIsoDay } from './date-presets';

/** Criterion types 1 to 17 of spec/002 section 9, by id. */
export const CRITERION_TYPES = {
  text: 1,
  checkbox: 2,
  multiSelect: 3,
  date: 4,
  number: 5,
  ownerName: 6,
  fieldPopulated: 7,
  fieldNotPopulated: 8,
  imageCount: 9,
  imagesLowRes: 10,
  agentName: 11,
  openHouse: 12,
  hasVideo: 13,
  hasAdCopy: 14,
  isSelectSale: 15,
  hasExternalDataSetting: 16,
  hasSyndicationSetting: 17,
} as const;
export type CriterionTypeKey = keyof typeof CRITERION_TYPES;
export type CriterionTypeId = (typeof CRITERION_TYPES)[CriterionTypeKey];

/** Types answered with Yes (1) / No (0) checkboxes. */
export const YES_NO_TYPES: readonly CriterionTypeId[] = [2, 10, 12, 13, 14, 15, 16, 17];
/** Types answered with a minimum and a maximum. */
export const RANGE_TYPES: readonly CriterionTypeId[] = [5, 9];
/** Types answered with free text. */
export const TEXT_TYPES: readonly CriterionTypeId[] = [1, 6, 11];

export type Lookup = { id: number | string; name: string };
/** Lookups the server fills from the database (offices in scope, property types, regions). */
export type LookupSource =
  | 'statuses'
  | 'offices'
  | 'propertyTypes'
  | 'salesRegions'
  | 'dealTypes'
  | 'listingTypes'
  | 'populatableFields';

export type AdvancedSearchFieldDef = {
  fieldName: string;
  displayName: string;
  searchFieldType: CriterionTypeId;
  allowMultiple: boolean;
  lookupSource?: LookupSource;
  /** Can be shown as a result column; `defaultColumnOrder` places it among the default columns. */
  isColumn: boolean;
  defaultColumnOrder: number | null;
  /** Can be used as a criterion (some columns are display-only). */
  isCriterion?: boolean;
};

const f = (
  fieldName: string,
  displayName: string,
  type: CriterionTypeKey,
  opts: Partial<Omit<AdvancedSearchFieldDef, 'fieldName' | 'displayName' | 'searchFieldType'>> = {},
): AdvancedSearchFieldDef => ({
  fieldName,
  displayName,
  searchFieldType: CRITERION_TYPES[type],
  allowMultiple: false,
  isColumn: false,
  defaultColumnOrder: null,
  isCriterion: true,
  ...opts,
});

/** The searchable listing fields and result columns of the advanced search. */
export const ADVANCED_SEARCH_FIELDS: readonly AdvancedSearchFieldDef[] = [
  f('listingNumber', 'Listing Number', 'text', {
    allowMultiple: true,
    isColumn: true,
    defaultColumnOrder: 1,
  }),
  f('mlsNumber', 'MLS Number', 'text', { allowMultiple: true, isColumn: true }),
  f('title', 'Title', 'text', { isColumn: true, defaultColumnOrder: 3 }),
  f('address1', 'Address', 'text', { isColumn: true, defaultColumnOrder: 4 }),
  f('city', 'City', 'text', { allowMultiple: true, isColumn: true }),
  f('zip', 'Zip', 'text', { allowMultiple: true, isColumn: true }),
  f('neighborhood', 'Neighborhood', 'text', { allowMultiple: true, isColumn: true }),
  f('county', 'County', 'text', { isColumn: true }),
  f('listingStatusId', 'Status', 'multiSelect', {
    allowMultiple: true,
    lookupSource: 'statuses',
    isColumn: true,
    defaultColumnOrder: 6,
  }),
  f('listingType', 'Listing Type', 'multiSelect', {
    allowMultiple: true,
    lookupSource: 'listingTypes',
    isColumn: true,
  }),
  f('officeId', 'Office', 'multiSelect', {
    allowMultiple: true,
    lookupSource: 'offices',
    isColumn: true,
    defaultColumnOrder: 7,
  }),
  f('salesRegionId', 'Sales Region', 'multiSelect', {
    allowMultiple: true,
    lookupSource: 'salesRegions',
    isColumn: true,
  }),
  f('propertyTypeId', 'Property Type', 'multiSelect', {
    allowMultiple: true,
    lookupSource: 'propertyTypes',
    isColumn: true,
  }),
  f('dealTypeId', 'Deal Type', 'multiSelect', {
    allowMultiple: true,
    lookupSource: 'dealTypes',
    isColumn: true,
  }),
  f('currentPrice', 'Current Price', 'number', { isColumn: true, defaultColumnOrder: 8 }),
  f('soldPrice', 'Sold Price', 'number', { isColumn: true }),
  f('bedrooms', 'Bedrooms', 'number', { isColumn: true }),
  f('fullBaths', 'Full Baths', 'number', { isColumn: true }),
  f('interiorSize', 'Interior Size', 'number', { isColumn: true }),
  f('year', 'Year Built', 'number', { isColumn: true }),
  f('listingDate', 'Listing Date', 'date', { isColumn: true, defaultColumnOrder: 9 }),
  f('expirationDate', 'Expiration Date', 'date', { isColumn: true }),
  f('contractDate', 'Contract Date', 'date', { isColumn: true }),
  f('closedDate', 'Closed Date', 'date', { isColumn: true }),
  f('projectedListDate', 'Projected List Date', 'date', { isColumn: true }),
  f('lastUpdated', 'Last Updated', 'date', { isColumn: true }),
  f('publish', 'Published', 'checkbox', { isColumn: true }),
  f('isValid', 'Data Complete', 'checkbox', { isColumn: true }),
  f('showAddress', 'Show Address', 'checkbox', { isColumn: true }),
  f('priceUponRequest', 'Price Upon Request', 'checkbox', { isColumn: true }),
  f('ownerName', 'Owner Name', 'ownerName'),
  f('fieldPopulated', 'Field Populated', 'fieldPopulated', {
    allowMultiple: true,
    lookupSource: 'populatableFields',
  }),
  f('fieldNotPopulated', 'Field Not Populated', 'fieldNotPopulated', {
    allowMultiple: true,
    lookupSource: 'populatableFields',
  }),
  f('imageCount', 'Image Count', 'imageCount', { isColumn: true }),
  f('imagesLowRes', 'Low Resolution Images', 'imagesLowRes', { isColumn: true }),
  f('agentName', 'Agent Name', 'agentName', { isColumn: true }),
  f('openHouse', 'Open House', 'openHouse'),
  f('hasVideo', 'Has Video', 'hasVideo'),
  f('hasAdCopy', 'Has Ad Copy', 'hasAdCopy'),
  f('isSelectSale', 'Select Sale', 'isSelectSale'),
  f('hasExternalDataSetting', 'External Data Settings', 'hasExternalDataSetting'),
  f('hasSyndicationSetting', 'Syndication Settings', 'hasSyndicationSetting'),
];

export function advancedSearchField(fieldName: string): AdvancedSearchFieldDef | undefined {
  return ADVANCED_SEARCH_FIELDS.find((x) => x.fieldName === fieldName);
}
export const DEFAULT_COLUMNS: string[] = ADVANCED_SEARCH_FIELDS.filter((x) => x.defaultColumnOrder != null)
  .sort((a, b) => a.defaultColumnOrder! - b.defaultColumnOrder!)
  .map((x) => x.fieldName);
export const DEFAULT_ADVANCED_SORT = { sortColumn: 'listingDate', sortDirection: 'desc' as const };

/** Fields the 'field populated' and 'field not populated' criteria can test. */
export const POPULATABLE_FIELDS: readonly Lookup[] = [
  { id: 'mlsNumber', name: 'MLS Number' },
  { id: 'title', name: 'Title' },
  { id: 'address2', name: 'Address 2' },
  { id: 'neighborhood', name: 'Neighborhood' },
  { id: 'propertyTypeId', name: 'Property Type' },
  { id: 'currentPrice', name: 'Current Price' },
  { id: 'soldPrice', name: 'Sold Price' },
  { id: 'listingDate', name: 'Listing Date' },
  { id: 'expirationDate', name: 'Expiration Date' },
  { id: 'contractDate', name: 'Contract Date' },
  { id: 'closedDate', name: 'Closed Date' },
  { id: 'interiorSize', name: 'Interior Size' },
  { id: 'bedrooms', name: 'Bedrooms' },
  { id: 'year', name: 'Year Built' },
  { id: 'virtualTourUrl', name: 'Virtual Tour' },
  { id: 'buyerCommission', name: 'Buyer Commission' },
];

/** Lookups known without the database. */
export const STATIC_LOOKUPS: Partial<Record<LookupSource, readonly Lookup[]>> = {
  statuses: Object.entries(LISTING_STATUS_LABEL).map(([id, name]) => ({ id: Number(id), name })),
  dealTypes: Object.entries(DEAL_TYPE_TEXT).map(([id, name]) => ({ id: Number(id), name })),
  listingTypes: [
    { id: 'Sale', name: 'Sale' },
    { id: 'Rental', name: 'Rental' },
  ],
  populatableFields: POPULATABLE_FIELDS,
};

export const YES = '1';
export const NO = '0';

export const AdvancedSearchCriterionSchema = z.object({
  fieldName: z.string().max(60),
  values: z.array(z.string().max(200)).max(500).default([]),
  endValue: z.string().max(200).nullish(),
});
export type AdvancedSearchCriterion = z.infer<typeof AdvancedSearchCriterionSchema>;

const isNumber = (v: string) =>
  v.trim() !== '' && Number.isFinite(Number(v)) && Math.abs(Number(v)) <= LIMITS.maxNumeric;

/**
 * Checks one criterion against its field's type (spec/002 section 5): a date is a preset or a
 * start and end; a number a min and max; text comma-separated when multiple; checkbox Yes (1)
 * and No (0). Returns the sentence to show, or null when valid.
 */
export function criterionError(c: AdvancedSearchCriterion): string | null {
  const field = advancedSearchField(c.fieldName);
  if (!field || field.isCriterion === false) return MSG.unknownSearchField(c.fieldName);
  const type = field.searchFieldType;
  const values = c.values.map((v) => v.trim());
  const name = field.displayName;
  if (YES_NO_TYPES.includes(type)) {
    if (!values.length || values.some((v) => v !== YES && v !== NO)) return MSG.criterionYesNo(name);
    return null;
  }
  if (RANGE_TYPES.includes(type)) {
    const min = values[0] ?? '';
    const max = c.endValue?.trim() ?? '';
    if (!min && !max) return MSG.criterionNumber(name);
    if ((min && !isNumber(min)) || (max && !isNumber(max))) return MSG.criterionNumber(name);
    if (min && max && Number(min) > Number(max)) return MSG.criterionMinMax(name);
    return null;
  }
  if (type === CRITERION_TYPES.date) {
    const preset = values[0];
    if (!preset || !(DATE_PRESETS as readonly string[]).includes(preset)) return MSG.criterionDate(name);
    if (preset === 'Date Range') {
      const start = values[1] ?? '';
      const end = c.endValue?.trim() ?? '';
      if (!start && !end) return MSG.criterionDate(name);
      if ((start && !isIsoDay(start)) || (end && !isIsoDay(end))) return MSG.criterionDate(name);
      if (start && end && start > end) return MSG.criterionDate(name);
    }
    return null;
  }
  if (TEXT_TYPES.includes(type)) {
    const words = splitTextValues(values, field.allowMultiple);
    if (!words.length) return MSG.criterionText(name);
    return null;
  }
  // multiSelect, fieldPopulated, fieldNotPopulated
  if (!values.length) return MSG.criterionChoose(name);
  const known = field.lookupSource ? STATIC_LOOKUPS[field.lookupSource] : undefined;
  if (known) {
    if (values.some((v) => !known.some((k) => String(k.id) === v))) return MSG.criterionChoose(name);
  } else if (values.some((v) => !/^\d{1,9}$/.test(v))) return MSG.criterionChoose(name);
  return null;
}

/** Text values: comma-separated when the field allows several, one phrase otherwise. */
export function splitTextValues(values: string[], allowMultiple: boolean): string[] {
  const joined = values.join(',');
  const parts = allowMultiple ? joined.split(',') : [values.join(' ')];
  return parts
    .map((p) => p.trim())
    .filter(Boolean)
    .slice(0, 100);
}

const checkCriteria = (criteria: AdvancedSearchCriterion[], ctx: z.RefinementCtx) => {
  criteria.forEach((c, i) => {
    const error = criterionError(c);
    if (error) ctx.addIssue({ code: 'custom', message: error, path: ['criteria', i, 'values'] });
  });
};
const isColumn = (name: string) => ADVANCED_SEARCH_FIELDS.some((x) => x.isColumn && x.fieldName === name);

const SortColumn = z
  .string()
  .max(60)
  .nullish()
  .refine((v) => v == null || v === '' || isColumn(v), {
    error: 'The sort column is not one of the result columns',
  });
const SortDirection = z
  .enum(['asc', 'desc', 'ASC', 'DESC'])
  .nullish()
  .transform((v) => (v ? (v.toLowerCase() as 'asc' | 'desc') : null));
const Columns = z
  .array(z.string().max(60))
  .max(60)
  .nullish()
  .refine((v) => !v || v.every(isColumn), { error: 'A column is not one of the result columns' });

const AdvancedSearchBase = z.object({
  criteria: z.array(AdvancedSearchCriterionSchema).max(50).default([]),
  currentPage: z.coerce.number().int().min(1).default(1),
  itemsPerPage: z.coerce.number().int().min(1).max(500).default(LIMITS.listingSearchPageSize),
  sortColumn: SortColumn,
  sortDirection: SortDirection,
  columns: Columns,
});

/** POST /api/listing/advancedsearch. */
export const AdvancedSearchRequestSchema = AdvancedSearchBase.superRefine((v, ctx) =>
  checkCriteria(v.criteria, ctx),
);
export type AdvancedSearchRequest = z.input<typeof AdvancedSearchRequestSchema>;

/** POST /api/listing/advancedsearch/export: the same search, every page, as CSV or XLSX. */
export const AdvancedSearchExportSchema = AdvancedSearchBase.extend({
  format: z.enum(['csv', 'xlsx']).default('xlsx'),
}).superRefine((v, ctx) => checkCriteria(v.criteria, ctx));
export type AdvancedSearchExportRequest = z.input<typeof AdvancedSearchExportSchema>;

/** A saved search's name: the save dialog checks it with this schema, the API too. */
export const SavedSearchName = z
  .string({ error: MSG.required(['Name']) })
  .trim()
  .min(1, { error: MSG.required(['Name']) })
  .max(LIMITS.savedSearchNameMax, { error: MSG.userTextMax('Name', LIMITS.savedSearchNameMax) });

/** A saved search (spec/002 section 3): name, criteria, sort column and direction, default flag. */
export const SavedSearchSchema = z
  .object({
    id: IdFromText.nullish(),
    name: SavedSearchName,
    criteria: z.array(AdvancedSearchCriterionSchema).max(50).default([]),
    sortColumn: SortColumn,
    sortDirection: SortDirection,
    columns: Columns,
    isDefault: z.boolean().default(false),
  })
  .superRefine((v, ctx) => checkCriteria(v.criteria, ctx));
export type SavedSearchInput = z.input<typeof SavedSearchSchema>;
/** Spreadsheet formula injection guard: a text cell starting with = + - @ (or tab, CR) gets a quote. */
export function safeCellText(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
