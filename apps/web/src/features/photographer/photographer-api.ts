import { useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import type {
  ErrorBody,
  PhotographerForgotBody,
  PhotographerLoginBody,
  PhotographerRegisterBody,
  PhotographerResetBody,
} from '@atrium/domain';
import { ApiError, postLog } from '../../lib/api-client';

export type Photographer = { id: number; email: string; firstName: string; lastName: string };
export type PhotographerSession = { token: string; expiresAt: number; photographer: Photographer };
export type InvitedListing = {
  listingId: number;
  title: string | null;
  address1: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  listingStatusId: number;
  office: string | null;
  invitedDate: string;
};

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

/** A call of the photographer area: failures keep the server's sentence and are logged. */
async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const token = photographerSession.get()?.token;
  let res: Response;
  try {
    res = await fetch(`/api/photographer/${path}`, {
      method,
      headers: {
        accept: 'application/json',
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (err) {
    void postLog('error', `photographer/${path} unreachable`, String(err));
    throw new ApiError(0, 'The server cannot be reached. Check your connection.');
  }
  if (!res.ok) {
    const payload = (await res.json().catch(() => ({ message: res.statusText }))) as Partial<ErrorBody>;
    if (res.status === 401 && path === 'listings') photographerSession.set(null);
    if (res.status >= 500) void postLog('error', `photographer/${path} failed`, { status: res.status });
    throw new ApiError(res.status, payload.message ?? String(res.status), payload.errors ?? []);
  }
  return (await res.json()) as T;
}

export const photographerApi = {
  register: (body: PhotographerRegisterBody) => call<{ message: string }>('POST', 'register', body),
  login: (body: PhotographerLoginBody) => call<PhotographerSession>('POST', 'login', body),
  forgotPassword: (body: PhotographerForgotBody) => call<{ message: string }>('POST', 'forgotpassword', body),
  resetPassword: (body: PhotographerResetBody) => call<{ message: string }>('POST', 'resetpassword', body),
  listings: () => call<{ photographer: Photographer; listings: InvitedListing[] }>('GET', 'listings'),
};

export const photographerKeys = {
  all: ['photographer'] as const,
  listings: (accountId: number | undefined) => ['photographer', 'listings', accountId] as const,
};

export function useInvitedListings() {
  const session = usePhotographerSession();
  return useQuery({
    queryKey: photographerKeys.listings(session?.photographer.id),
    queryFn: photographerApi.listings,
    enabled: !!session,
    retry: false,
  });
}
