import { useQuery } from '@tanstack/react-query';
import {
  applicationEndpoints as E,
  applicationFormFields,
  MSG,
  type ApplicationListInput,
  type ApplicationValues,
} from '@atrium/domain';
import { callEndpoint } from '../../lib/api-client';

/** Calls and query keys of the application directory. */
export const applicationKeys = {
  all: ['applications'] as const,
  list: (q: ApplicationListInput) => ['applications', 'list', q] as const,
};

export function useApplicationList(q: ApplicationListInput) {
  return useQuery({
    queryKey: applicationKeys.list(q),
    queryFn: () =>
      callEndpoint(E.listApplications, { body: q }, { errorMessage: MSG.applicationListFailed }).then(
        (r) => r.data,
      ),
    placeholderData: (previous) => previous,
  });
}

export const applicationCalls = {
  /** The form's fields and, when chosen, the logo, as one multipart form. */
  save: (values: ApplicationValues, logo: File | null) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(applicationFormFields(values))) form.append(name, value);
    if (logo) form.append('logo', logo);
    return callEndpoint(
      E.saveApplication,
      {},
      { form, errorMessage: MSG.applicationAddFailed, preferServerMessage: true },
    ).then((r) => r.data);
  },
  remove: (id: number) =>
    callEndpoint(E.deleteApplication, { params: { id } }, { errorMessage: MSG.applicationDeleteFailed }),
  togglePromoted: (id: number) =>
    callEndpoint(E.togglePromoted, { params: { id } }, { errorMessage: MSG.applicationAddFailed }).then(
      (r) => r.data,
    ),
  toggleCanShow: (id: number) =>
    callEndpoint(E.toggleCanShow, { params: { id } }, { errorMessage: MSG.applicationAddFailed }).then(
      (r) => r.data,
    ),
  setFavourite: (id: number, user: number, isFavourite: boolean) =>
    callEndpoint(
      isFavourite ? E.addFavouriteApplication : E.removeFavouriteApplication,
      { params: { id, user } },
      { errorMessage: MSG.applicationAddFailed },
    ),
};
