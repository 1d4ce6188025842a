import { useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  photographerEndpoints as E,
  type EndpointDef,
  type EndpointResponse,
  type PhotographerForgotBody,
  type PhotographerLoginBody,
  type PhotographerRegisterBody,
  type PhotographerResetBody,
} from '@atrium/domain';
import { ApiError, callEndpoint, postLog, type CallOptions } from '../../lib/api-client';

export type PhotographerSession = EndpointResponse<typeof E.loginPhotographer>;
export type InvitedListing = EndpointResponse<typeof E.getInvitedListings>['listings'][number];

/**
 * The photographer's own session (a separate login area): kept apart from the staff session so
 * neither token is ever sent where the other belongs.
 */
const STORAGE_KEY = 'atrium.photographer';
const listeners = new Set<() => void>();
let current: PhotographerSession | null = load();

function load(): PhotographerSession | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    const session = raw ? (JSON.parse(raw) as PhotographerSession) : null;
    return session && session.expiresAt > Date.now() ? session : null;
  } catch {
    return null;
  }
}

export const photographerSession = {
  get: () => (current && current.expiresAt > Date.now() ? current : null),
  set(next: PhotographerSession | null) {
    current = next;
    if (next) localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
    else localStorage.removeItem(STORAGE_KEY);
    listeners.forEach((l) => l());
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
export const usePhotographerSession = () =>
  useSyncExternalStore(photographerSession.subscribe, photographerSession.get);

/**
 * A call of the photographer area with the photographer's own token (never the staff one): no
 * toast, the page shows the server's sentence; a 401 on the listings ends the session, and a
 * failure of the server or the network is logged.
 */
async function call<P extends EndpointDef>(
  e: P,
  input: Parameters<typeof callEndpoint<P>>[1],
  opts: Pick<CallOptions, 'form' | 'signal'> = {},
) {
  try {
    const res = await callEndpoint(e, input, {
      ...opts,
      silent: true,
      bearer: photographerSession.get()?.token ?? null,
    });
    return res.data;
  } catch (err) {
    if (err instanceof ApiError) {
      if (err.status === 401) photographerSession.set(null);
      if (err.status === 0 || err.status >= 500)
        void postLog('error', `${e.path} failed`, { status: err.status });
    }
    throw err;
  }
}

export const photographerApi = {
  register: (body: PhotographerRegisterBody) => call(E.registerPhotographer, { body }),
  login: (body: PhotographerLoginBody) => call(E.loginPhotographer, { body }),
  forgotPassword: (body: PhotographerForgotBody) => call(E.forgotPhotographerPassword, { body }),
  resetPassword: (body: PhotographerResetBody) => call(E.resetPhotographerPassword, { body }),
  listings: () => call(E.getInvitedListings, {}),
  /** One image into the photographer images of an invited listing. */
  upload: (listingId: number, file: File, signal?: AbortSignal) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return call(E.uploadPhotographerImage, { params: { listingId } }, { form, signal });
  },
  images: (listingId: number) => call(E.listPhotographerImages, { params: { listingId } }),
  imageCount: () => call(E.getPhotographerImageCount, {}),
  /** A file of a photographer image, as a blob (the token cannot ride on an img src). */
  fileBlob: async (id: string) => (await call(E.downloadPhotographerFile, { params: { id } })).blob(),
};

export const photographerKeys = {
  all: ['photographer'] as const,
  listings: (accountId: number | undefined) => ['photographer', 'listings', accountId] as const,
  images: (accountId: number | undefined, listingId: number) =>
    ['photographer', 'images', accountId, listingId] as const,
};

/** The photographer images of an invited listing; polled while renditions are being made. */
export function usePhotographerImages(listingId: number) {
  const session = usePhotographerSession();
  return useQuery({
    queryKey: photographerKeys.images(session?.photographer.id, listingId),
    queryFn: () => photographerApi.images(listingId),
    enabled: !!session,
    retry: false,
    refetchInterval: (q) => (q.state.data?.some((i) => i.renditionStatus === 'pending') ? 2000 : false),
  });
}

export function useInvitedListings() {
  const session = usePhotographerSession();
  return useQuery({
    queryKey: photographerKeys.listings(session?.photographer.id),
    queryFn: photographerApi.listings,
    enabled: !!session,
    retry: false,
  });
}
