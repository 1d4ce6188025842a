import { useSyncExternalStore } from 'react';
import type { EndpointResponse, identityEndpoints } from '@atrium/domain';

/** The signed-in user as POST user/authorize answers it (the target while masquerading). */
export type SessionUser = EndpointResponse<typeof identityEndpoints.authorizeUser>;

export type Session = {
  accessToken: string | null;
  idToken?: string | null;
  refreshToken?: string | null;
  expiresAt?: number | null;
  user: SessionUser | null;
};

// public/early-calls.js reads the same key (a classic script cannot import it); rename both.
const STORAGE_KEY = 'atrium.session';
let session: Session = load();
const listeners = new Set<() => void>();

/**
 * The same user again (the shell re-reads it on arrival, a renewal stores the user it read) keeps
 * its object, so no screen that shows the user draws again.
 */
function keepingUser(next: Session): Session {
  const isSame =
    Boolean(next.user && session.user) && JSON.stringify(next.user) === JSON.stringify(session.user);
  return isSame ? { ...next, user: session.user } : next;
}

function load(): Session {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (raw) return JSON.parse(raw) as Session;
  } catch {
    /* storage unavailable or corrupt: start signed out */
  }
  return { accessToken: null, user: null };
}

/** The signed-in session, kept in localStorage so a reload stays signed in. */
export const sessionStore = {
  get: () => session,
  set(next: Partial<Session>) {
    // merged into what is stored now: another tab may have renewed the tokens since this one read them
    session = keepingUser({ ...load(), ...next });
    localStorage.setItem(STORAGE_KEY, JSON.stringify(session));
    listeners.forEach((l) => l());
  },
  clear() {
    session = { accessToken: null, user: null };
    localStorage.removeItem(STORAGE_KEY);
    listeners.forEach((l) => l());
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

// another tab's renewal, sign-in or sign-out reaches this one
if (typeof window !== 'undefined')
  window.addEventListener('storage', (e) => {
    if (e.key !== STORAGE_KEY && e.key !== null) return;
    session = keepingUser(load());
    listeners.forEach((l) => l());
  });

/** The user of a session that can call the API now (a token not yet expired), else null. */
export function liveSessionUser(): SessionUser | null {
  const { user, accessToken, expiresAt } = session;
  return user && accessToken && !(expiresAt && expiresAt <= Date.now()) ? user : null;
}

export function useSession(): Session {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get);
}
const currentUser = () => session.user;
export function useCurrentUser(): SessionUser | null {
  return useSyncExternalStore(sessionStore.subscribe, currentUser);
}
