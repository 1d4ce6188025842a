import { useQuery } from '@tanstack/react-query';
import {
  adCopyEndpoints as E,
  listingEndpoints as L,
  MSG,
  type AdCopyCreate,
  type AdCopyUpdate,
} from '@atrium/domain';
import { callEndpoint } from '../../lib/api-client';
import type { ListingWrite } from './listings-api';

/** Calls and query keys of the listing's ad copy section. */
export const adCopyKeys = {
  listing: (id: number) => ['listing', id, 'adcopy'] as const,
  lookups: ['adcopy', 'lookups'] as const,
};

export function useListingAdCopies(id: number) {
  return useQuery({
    queryKey: adCopyKeys.listing(id),
    queryFn: () =>
      callEndpoint(E.getListingAdCopies, { params: { id } }, { errorMessage: MSG.errorGettingAdCopies }).then(
        (r) => r.data,
      ),
  });
}

export function useAdCopyLookups() {
  return useQuery({
    queryKey: adCopyKeys.lookups,
    staleTime: Infinity,
    queryFn: () =>
      callEndpoint(E.getAdCopyLookups, {}, { errorMessage: MSG.errorGettingAdCopies }).then((r) => r.data),
  });
}

/** The ad copy writes; each takes the listing's If-Match and answers its new ETag. */
export const adCopyWrites = {
  update:
    (id: number, body: AdCopyUpdate): ListingWrite =>
    (ifMatch) =>
      callEndpoint(
        E.updateAdCopy,
        { params: { id }, body },
        { ifMatch, errorMessage: MSG.errorSavingAdCopy },
      ).then((r) => r.etag),
  create:
    (body: AdCopyCreate): ListingWrite =>
    (ifMatch) =>
      callEndpoint(E.createAdCopy, { body }, { ifMatch, errorMessage: MSG.errorCreatingAdCopy }).then(
        (r) => r.etag,
      ),
  toggleSuppressImport:
    (listingId: number, value: boolean): ListingWrite =>
    (ifMatch) =>
      callEndpoint(
        E.toggleSuppressAdCopyImport,
        { params: { id: listingId }, body: { toggleStatus: value } },
        { ifMatch, errorMessage: MSG.errorTogglingAdCopyImport },
      ).then((r) => r.etag),
  title:
    (listingId: number, title: string): ListingWrite =>
    (ifMatch) =>
      callEndpoint(
        L.saveListingTitle,
        { params: { id: listingId }, body: { title } },
        { ifMatch, errorMessage: MSG.errorUpdatingListingTitle },
      ).then((r) => r.etag),
};

/** An AI draft of the listing's ad copy (staff and system administrators); never saved by itself. */
export const draftAdCopy = (listingId: number) =>
  callEndpoint(E.draftAdCopy, { body: { listingId } }, { errorMessage: MSG.adCopyAiFailed }).then(
    (r) => r.data,
  );
