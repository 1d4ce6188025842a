import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { MSG, type Actor, type RoleCode, type ShowcaseSite } from '@atrium/domain';
import type { ListingDetailsData } from '../../listings-api';
import { LISTING_SECTIONS } from '../index';
import { toastStore } from '../../../../lib/toast-store';
import { ShowcaseSettingsForm } from './showcase-settings-form';

const site = (over: Partial<ShowcaseSite> = {}): ShowcaseSite => ({
  id: 3,
  listingId: 7,
  domainId: 5,
  domainUrl: '12mainstreet.com',
  headerOptions: 1,
  customHeader: null,
  headline: null,
  headlineShown: '12 Main Street',
  subheadline: null,
  showPrice: true,
  titleOption: 1,
  customTitle: null,
  displayOptions: 2,
  publish: false,
  status: 1,
  googleAnalyticsTrackingId: null,
  hotjarTrackingId: null,
  googleTagManager: null,
  privateSite: false,
  privateListingAccessEmailOption: 0,
  autoGenerateCode: false,
  alreadyOwned: false,
  showcaseVideoUrl: null,
  customTabs: [
    { tabId: 1, orderNo: 1, title: 'The terrace', body: '<p>Sunset views.</p>' },
    { tabId: 2, orderNo: 2, title: 'The harbor', body: '<p>A short walk.</p>' },
  ],
  domain: null,
  ...over,
});

function renderForm(s = site(), readOnly = false) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const element = (
    <ShowcaseSettingsForm listingId={7} site={s} defaultHeadline="12 Main Street" readOnly={readOnly} />
  );
  // useBlocker needs a data router
  const router = createMemoryRouter([
    { path: '/', element },
    { path: '/elsewhere', element: <p>Elsewhere</p> },
  ]);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('the showcase settings form', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    toastStore.close();
  });

  it('shows the tabs in the spec order, and Save only once something changed', () => {
    renderForm();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Main Menu',
      'Tracking',
      'Video Section',
      'Private Showcase Site',
      'Custom Tabs',
    ]);
    expect(button('Save').disabled).toBe(true);
    expect(screen.getByText('Left empty, the site shows “12 Main Street”.')).toBeTruthy();
  });

  it('refuses a custom header over 50 characters with the catalogue message, before any request', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('radio', { name: 'Custom Header' }));
    await user.type(screen.getByRole('textbox', { name: 'Custom Header' }), 'x'.repeat(51));
    await screen.findByText(MSG.showcaseCustomHeaderMax);
    await user.click(button('Save'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('saves the whole form with the tabs in the order shown', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Headline' }), 'Light on the water');
    await user.click(screen.getByRole('tab', { name: 'Tracking' }));
    await user.type(screen.getByRole('textbox', { name: 'Hotjar tracking id' }), 'hj-42');
    await user.click(screen.getByRole('tab', { name: 'Custom Tabs' }));
    await user.click(button('Save'));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/showCaseSite');
    expect(init.method).toBe('PUT');
    const body = JSON.parse(String(init.body));
    expect(body).toMatchObject({
      listingId: 7,
      headline: 'Light on the water',
      hotjarTrackingId: 'hj-42',
      displayOptions: 2,
      customTabs: [
        { title: 'The terrace', body: '<p>Sunset views.</p>' },
        { title: 'The harbor', body: '<p>A short walk.</p>' },
      ],
    });
    // nothing but the schema's fields travels (the server refuses unknown ones)
    expect(Object.keys(body.customTabs[0]).sort()).toEqual(['body', 'title']);
    await waitFor(() => expect(button('Save').disabled).toBe(true));
    expect(toastStore.get()?.message).toBe(MSG.websiteSaved);
  });

  it('asks before leaving with unsaved settings', async () => {
    const user = userEvent.setup();
    const router = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Subheadline' }), 'On the bay');
    await act(() => router.navigate('/elsewhere'));
    await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    await screen.findByText('Elsewhere');
  });

  it('offers Add tab until there are four, then says why not', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('tab', { name: 'Custom Tabs' }));
    await user.click(button('Add tab'));
    expect(button('Add tab').disabled).toBe(false);
    await user.click(button('Add tab'));
    expect(screen.getAllByTestId('custom-tab')).toHaveLength(4);
    expect(button('Add tab').disabled).toBe(true);
    expect(screen.getByText(`${MSG.showcaseCustomTabsMax}: delete one to add another.`)).toBeTruthy();
  });

  it('asks before deleting a tab, and numbers the rest from 1', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('tab', { name: 'Custom Tabs' }));
    await user.click(button('Delete tab 1'));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getAllByTestId('custom-tab')).toHaveLength(1);
    expect((screen.getByRole('textbox', { name: 'Tab 1 title' }) as HTMLInputElement).value).toBe(
      'The harbor',
    );
  });

  it('without the right to edit: the settings are shown, nothing can be changed', async () => {
    const user = userEvent.setup();
    renderForm(site(), true);
    expect((screen.getByRole('textbox', { name: 'Headline' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Custom Tabs' }));
    expect(screen.queryByRole('button', { name: 'Add tab' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Move tab 1' })).toBeNull();
    expect(screen.getByText('Sunset views.')).toBeTruthy();
  });
});

describe('the Showcase Website section on the listing page', () => {
  const section = LISTING_SECTIONS.find((s) => s.key === 'ShowcaseWebsite')!;
  const actor = (roles: RoleCode[]) => ({ roles, officeIds: [1], agentIds: [] }) as unknown as Actor;
  const listing = {} as ListingDetailsData;

  it.each([
    [['staff', 'listingEdit'], true],
    [['staff', 'listingEdit', 'disableShowcaseEdit'], false],
    [['systemAdmin', 'disableShowcaseEdit'], true],
  ] as [RoleCode[], boolean][])('with the roles %j it is shown: %s', (roles, isShown) => {
    expect(section.visible(actor(roles), listing)).toBe(isShown);
  });
});
