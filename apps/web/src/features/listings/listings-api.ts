import { useQuery } from '@tanstack/react-query';
import {
  listingSectionEndpoints as S,
  MSG,
  TOGGLE_ENDPOINTS,
  type EndpointDef,
  type EndpointInput,
  type EndpointResponse,
  type ListingOwner,
  type ListingToggle,
} from '@atrium/domain';
import { api, callEndpoint } from '../../lib/api-client';

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

export type ListingLookups = EndpointResponse<typeof S.getListingLookups>;
export type RentalPeriodTerm = EndpointResponse<typeof S.getRentalPeriods>[number];

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
    queryFn: () =>
      callEndpoint(S.getListingLookups, {}, { errorMessage: MSG.fetchListingAppData }).then((r) => r.data),
    staleTime: Infinity,
  });
}

export function useNeighborhoods(salesRegionId: number | null) {
  return useQuery({
    queryKey: listingKeys.neighborhoods(salesRegionId),
    queryFn: () => callEndpoint(S.getNeighborhoods, { params: { id: salesRegionId! } }).then((r) => r.data),
    enabled: salesRegionId != null,
    staleTime: Infinity,
  });
}

export function useRentalPeriods(id: number, enabled: boolean) {
  return useQuery({
    queryKey: listingKeys.rentalPeriods(id),
    queryFn: () =>
      callEndpoint(
        S.getRentalPeriods,
        { params: { id } },
        { errorMessage: MSG.errorSavingRentalPrices },
      ).then((r) => r.data),
    enabled,
  });
}

/** One write: sends If-Match and resolves with the new ETag. */
export type ListingWrite = (ifMatch: string | null) => Promise<string | null>;

const put =
  (path: string, body: unknown, errorMessage: string): ListingWrite =>
  (ifMatch) =>
    api.put(path, body, { ifMatch, errorMessage }).then((r) => r.etag);

/** A write through its contract: the answer's ETag is the new version. */
const write =
  <E extends EndpointDef>(
    e: E,
    input: Parameters<typeof callEndpoint<E>>[1],
    errorMessage: string,
  ): ListingWrite =>
  (ifMatch) =>
    callEndpoint(e, input, { ifMatch, errorMessage }).then((r) => r.etag);

/** The writes of the listing page; each takes the If-Match of the version being changed. */
export const listingWrites = {
  details: (id: number, body: unknown) => put(`listing/${id}/details`, body, MSG.errorSavingListingDetails),
  dates: (id: number, body: EndpointInput<typeof S.saveListingDates>['body']) =>
    write(S.saveListingDates, { params: { id }, body }, MSG.errorSavingListingDates),
  prices: (id: number, body: EndpointInput<typeof S.saveListingPrices>['body']) =>
    write(S.saveListingPrices, { params: { id }, body }, MSG.errorSavingListingPrices),
  rentalTerms: (id: number, body: EndpointInput<typeof S.saveRentalTerms>['body']) =>
    write(S.saveRentalTerms, { params: { id }, body }, MSG.errorSavingRentalPrices),
  owners: (id: number, body: EndpointInput<typeof S.saveOwners>['body']) =>
    write(S.saveOwners, { params: { id }, body }, MSG.ownerInfoError),
  toggle: (id: number, toggle: ListingToggle, value: boolean): ListingWrite =>
    toggle === 'togglesuppressmls'
      ? write(
          S.toggleSuppressMls,
          { params: { id }, body: { toggleStatus: value } },
          MSG.failedListingOptions,
        )
      : write(
          TOGGLE_ENDPOINTS[toggle],
          { params: { id, flag: value } },
          toggle === 'togglepublish' ? MSG.failedPublishStatus : MSG.failedListingOptions,
        ),
};
