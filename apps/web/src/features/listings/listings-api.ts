import { useQuery } from '@tanstack/react-query';
import { MSG, type ListingOwner } from '@atrium/domain';
import { api } from '../../lib/api-client';

/** GET listing/{id}/details (spec/000 sections 3.1 and 7): the fields the listing page reads. */
export type ListingDetailsData = {
  id: number;
  version: number;
  listingType: 'Sale' | 'Rental';
  listingStatusId: number;
  status: string | null;
  title: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  regionId: number | null;
  state: string | null;
  zip: string | null;
  county: string | null;
  neighborhood: string | null;
  aineighborhood: string | null;
  marketArea: string | null;
  salesRegionId: number | null;
  officeId: number | null;
  office: string | null;
  propertyTypeId: number | null;
  mlsNumber: string | null;
  listingNumber: string | null;
  tridentDealNumber: string | null;
  rfgId: string | null;
  taxMapNumber: string | null;
  dataSource: string | null;
  initialPrice: number | null;
  currentPrice: number | null;
  soldPrice: number | null;
  lastAskingPrice: number | null;
  priceUponRequest: boolean;
  commonCharges: number | null;
  maintenance: number | null;
  realEstateTax: number | null;
  taxesAreMonthly: boolean;
  doNotDisplayTaxesOnWebsite: boolean;
  listingBudget: number | null;
  listingCommission: number | null;
  listingCommissionType: number | null;
  buyerCommission: number | null;
  buyerCommissionType: number | null;
  displayBuyerCommissionOnWebsite: boolean;
  noFeeRental: boolean;
  maxFinancing: number | null;
  flipTaxAmount: number | null;
  flipTaxSide: string | null;
  listingDate: string | null;
  expirationDate: string | null;
  contractDate: string | null;
  closedDate: string | null;
  canceledDate: string | null;
  projectedListDate: string | null;
  dealTypeId: number;
  dealType: string | null;
  priorBrokerSale: boolean;
  showPendingAsActive: boolean;
  interiorSize: number | null;
  exteriorSize: number | null;
  lotSize: number | null;
  lotSizeTypeId: number | null;
  outdoorSpace: string | null;
  rooms: number | null;
  bedrooms: number | null;
  fullBaths: number | null;
  halfBaths: number | null;
  year: number | null;
  publish: boolean;
  isValid: boolean;
  published: boolean;
  isCommercial: boolean;
  showAddress: boolean;
  showMap: boolean;
  useAddressAsTitle: boolean;
  displayOfferPriceForSelectSold: boolean;
  suppressMlsImport: boolean;
  imageCount: number;
  lastUpdated: string;
  ownerInfo: Array<ListingOwner & { id: number }>;
  listingRentalDetails: Array<{
    rentalPeriodId: number;
    name: string;
    price: number;
    yearInfo: string | null;
    description: string | null;
  }>;
  listingAgents: Array<{
    agentId: number;
    sideTypeId: number;
    name: string;
    office: string | null;
    split: number;
  }>;
};

export type ListingLookups = {
  propertyTypes: Array<{ id: number; name: string; isCommercial: boolean }>;
  rentalPeriods: Array<{ id: number; name: string; allowCustomText: boolean }>;
  states: Array<{ id: number; code: string; name: string }>;
  offices: Array<{ id: number; name: string; salesRegionId: number | null }>;
  lotSizeUnits: Array<{ id: number; name: string }>;
  flipTaxSides: string[];
  taxPeriods: string[];
};

export type RentalPeriodTerm = {
  rentalPeriodId: number;
  name: string;
  allowCustomText: boolean;
  price: number | null;
  yearInfo: string | null;
  description: string | null;
};

export const listingKeys = {
  details: (id: number) => ['listing', id, 'details'] as const,
  lookups: ['listing', 'lookups'] as const,
  neighborhoods: (salesRegionId: number | null) => ['salesregion', salesRegionId, 'neighborhoods'] as const,
  rentalPeriods: (id: number) => ['listing', id, 'rentalperiods'] as const,
};

/** The listing with its ETag; the page keeps the ETag for the next write's If-Match. */
export function useListingDetails(id: number) {
  return useQuery({
    queryKey: listingKeys.details(id),
    queryFn: () =>
      api.getWithEtag<ListingDetailsData>(`listing/${id}/details`, { errorMessage: MSG.fetchListingAppData }),
    enabled: Number.isFinite(id) && id > 0,
    staleTime: 0,
  });
}

export function useListingLookups() {
  return useQuery({
    queryKey: listingKeys.lookups,
    queryFn: () => api.get<ListingLookups>('listing/lookups', { errorMessage: MSG.fetchListingAppData }),
    staleTime: Infinity,
  });
}

export function useNeighborhoods(salesRegionId: number | null) {
  return useQuery({
    queryKey: listingKeys.neighborhoods(salesRegionId),
    queryFn: () => api.get<Array<{ id: number; name: string }>>(`salesregion/${salesRegionId}/neighborhoods`),
    enabled: salesRegionId != null,
    staleTime: Infinity,
  });
}

export function useRentalPeriods(id: number, enabled: boolean) {
  return useQuery({
    queryKey: listingKeys.rentalPeriods(id),
    queryFn: () =>
      api.get<RentalPeriodTerm[]>(`listing/rentalperiods/${id}`, {
        errorMessage: MSG.errorSavingRentalPrices,
      }),
    enabled,
  });
}

/** One write: sends If-Match and resolves with the new ETag. */
export type ListingWrite = (ifMatch: string | null) => Promise<string | null>;

const put =
  (path: string, body: unknown, errorMessage: string): ListingWrite =>
  (ifMatch) =>
    api.put(path, body, { ifMatch, errorMessage }).then((r) => r.etag);

/** The writes of the listing page; each takes the If-Match of the version being changed. */
export const listingWrites = {
  details: (id: number, body: unknown) => put(`listing/${id}/details`, body, MSG.errorSavingListingDetails),
  status: (id: number, body: { listingStatusId: number; showPendingAsActive?: boolean }) =>
    put(`listing/${id}/status`, body, MSG.errorSavingListingDetails),
  dates: (id: number, body: unknown) => put(`listing/${id}/dates`, body, MSG.errorSavingListingDates),
  prices: (id: number, body: unknown) => put(`listing/${id}/prices`, body, MSG.errorSavingListingPrices),
  rentalTerms: (id: number, body: unknown) =>
    put(`listing/${id}/rentalterms`, body, MSG.errorSavingRentalPrices),
  owners:
    (id: number, body: unknown): ListingWrite =>
    (ifMatch) =>
      api
        .raw('POST', `listing/${id}/owner`, { body, ifMatch, errorMessage: MSG.ownerInfoError })
        .then((res) => res.headers.get('etag')),
  toggle: (id: number, toggle: string, value: boolean): ListingWrite =>
    toggle === 'togglesuppressmls'
      ? put(`listing/${id}/${toggle}`, { toggleStatus: value }, MSG.failedListingOptions)
      : put(
          `listing/${id}/${toggle}/${value}`,
          undefined,
          toggle === 'togglepublish' ? MSG.failedPublishStatus : MSG.failedListingOptions,
        ),
};
