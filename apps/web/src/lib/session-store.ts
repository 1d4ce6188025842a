import { useSyncExternalStore } from 'react';
import type { RoleCode } from '@atrium/domain';

/** The user of POST /api/user/authorize (spec/000 section 3.2), with role codes resolved. */
export type SessionUser = {
  userId: number;
  profileId: number | null;
  firstName: string;
  lastName: string;
  email: string;
  userName: string | null;
  employeeType: string | null;
  oktaId: string | null;
  dashStaffId: number | null;
  roles: Array<{ roleId: string; name: string }>;
  roleCodes: RoleCode[];
  officeIds: number[];
  agentIds: number[];
  salesTeamIds: number[];
  isAssociatedWithBuilding: boolean;
  agentId: number | null;
  masquerade?: { originalUserId: number; originalFirstName: string; originalLastName: string } | null;
};

export type Session = {
  accessToken: string | null;
  idToken?: string | null;
  refreshToken?: string | null;
  expiresAt?: number | null;
  user: SessionUser | null;
};

const STORAGE_KEY = 'atrium.session';
let session: Session = load();
const listeners = new Set<() => void>();

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
    session = { ...session, ...next };
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

export function useSession(): Session {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get);
}
export function useCurrentUser(): SessionUser | null {
  return useSession().user;
}
