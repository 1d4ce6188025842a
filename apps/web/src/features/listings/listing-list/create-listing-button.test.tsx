import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SHELL_MSG } from '@atrium/domain';
import { sessionStore, type SessionUser } from '../../../lib/session-store';
import { toastStore } from '../../../lib/toast-store';
import { loaderStore } from '../../../lib/loader-store';
import { CreateListingButton } from './create-listing-button';

// the dialog's code cannot be fetched (offline, or a deployment took it away), then it can
let dialogArrives = false;
vi.mock('./create-listing-dialog', () => {
  if (!dialogArrives) throw new Error('Failed to fetch dynamically imported module');
  return { default: () => <div role="dialog" aria-label="New listing" /> };
});

const staff = {
  userId: 7,
  email: 'staff@meridian.example',
  firstName: 'Sam',
  lastName: 'Staff',
  roleCodes: ['staff', 'listingCreation'],
  officeIds: [1],
  agentIds: [],
  salesTeamIds: [],
  isAssociatedWithBuilding: false,
} as unknown as SessionUser;

beforeEach(() => sessionStore.set({ accessToken: 't', user: staff, expiresAt: Date.now() + 60_000 }));
afterEach(() => {
  cleanup(); // before the session ends: a signed-out render of the button has no user
  sessionStore.clear();
  toastStore.close();
});

describe("the 'New listing' button", () => {
  it('shows the loading bar while the dialog loads, says so when it cannot, and tries again at the next click', async () => {
    render(<CreateListingButton />);
    const button = screen.getByRole('button', { name: 'New listing' });
    fireEvent.click(button);
    expect(loaderStore.get()).toContain('createListingDialog');
    expect(button).toHaveProperty('disabled', true);
    await waitFor(() =>
      expect(toastStore.get()).toMatchObject({ severity: 'error', message: SHELL_MSG.serverError }),
    );
    expect(loaderStore.get()).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(button).toHaveProperty('disabled', false));

    dialogArrives = true;
    vi.resetModules();
    fireEvent.click(button);
    expect(await screen.findByRole('dialog', { name: 'New listing' })).toBeTruthy();
  });

  it('is not there for a user who may not create listings', () => {
    sessionStore.set({ user: { ...staff, roleCodes: ['agent'] } as unknown as SessionUser });
    render(<CreateListingButton />);
    expect(screen.queryByRole('button', { name: 'New listing' })).toBeNull();
  });
});
