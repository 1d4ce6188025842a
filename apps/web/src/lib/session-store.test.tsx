import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore, useCurrentUser, type SessionUser } from './session-store';

const user = (roleCodes: string[]) =>
  ({
    userId: 7,
    email: 'agent@meridian.example',
    roleCodes,
    agentIds: [3],
    officeIds: [2],
  }) as unknown as SessionUser;

// act() flushes the store's updates into the render before the counts are read
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
afterEach(() => sessionStore.clear());

let draws = 0;
function WhoAmI() {
  draws++;
  const me = useCurrentUser();
  return <p>{me?.roleCodes.join(', ')}</p>;
}

describe('the session store', () => {
  it('keeps the user object when the same user is read again, and replaces it when the user changed', () => {
    sessionStore.set({ accessToken: 'a', user: user(['agent']) });
    const first = sessionStore.get().user;
    sessionStore.set({ user: user(['agent']) });
    expect(sessionStore.get().user).toBe(first);
    sessionStore.set({ user: user(['agent', 'officeManager']) });
    expect(sessionStore.get().user).not.toBe(first);
    expect(sessionStore.get().user?.roleCodes).toEqual(['agent', 'officeManager']);
  });

  it('keeps the user object when another tab stores the same user (its token renewal), and takes a changed one', () => {
    sessionStore.set({ accessToken: 'a', user: user(['agent']) });
    const first = sessionStore.get().user;
    const fromOtherTab = (session: object) => {
      localStorage.setItem('atrium.session', JSON.stringify(session));
      window.dispatchEvent(new StorageEvent('storage', { key: 'atrium.session' }));
    };
    fromOtherTab({ accessToken: 'b', user: user(['agent']) });
    expect(sessionStore.get().accessToken).toBe('b');
    expect(sessionStore.get().user).toBe(first);
    fromOtherTab({ accessToken: 'c', user: user(['agent', 'officeManager']) });
    expect(sessionStore.get().user).not.toBe(first);
    expect(sessionStore.get().user?.roleCodes).toEqual(['agent', 'officeManager']);
  });

  it("does not draw the user's screens again for a token renewal or the same user, and does for a changed user", () => {
    sessionStore.set({ accessToken: 'a', user: user(['agent']) });
    draws = 0;
    const { unmount } = render(<WhoAmI />);
    expect(draws).toBe(1);
    act(() => sessionStore.set({ accessToken: 'b', user: user(['agent']) }));
    expect(sessionStore.get().accessToken).toBe('b');
    expect(draws).toBe(1);
    act(() => sessionStore.set({ user: user(['agent', 'officeManager']) }));
    expect(draws).toBe(2);
    expect(screen.getByText('agent, officeManager')).toBeTruthy();
    unmount();
  });
});
