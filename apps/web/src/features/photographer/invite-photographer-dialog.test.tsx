import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MSG } from '@atrium/domain';
import { InvitePhotographerDialog } from './invite-photographer-dialog';

type Sent = { method: string; url: string; body: unknown };

/**
 * The dialog over a fake server: GET image/7/photographers answers `invited`, POST
 * photographer/invite answers `already`; what was sent is recorded.
 */
function renderDialog(opts: { invited?: string[]; already?: string[] } = {}) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const method = init.method ?? 'GET';
      sent.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const json =
        method === 'GET'
          ? (opts.invited ?? []).map((email) => ({ email, invitedDate: '2026-11-20T10:00:00.000Z' }))
          : (opts.already ?? []);
      return new Response(JSON.stringify(json), { status: 200 });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <InvitePhotographerDialog
        listing={{ id: 7, listingNumber: 'F0000007', address1: '1 Harbor Way', city: 'Sag Harbor' }}
        open
        onClose={() => undefined}
      />
    </QueryClientProvider>,
  );
  return sent;
}

const field = (n: number) =>
  screen.getByLabelText(new RegExp(`^Photographer email ${n}`)) as HTMLInputElement;

// typing in a simulated DOM is slow on a busy machine
describe('the invite photographer dialog', { timeout: 30_000 }, () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('lists the photographers already invited', async () => {
    renderDialog({ invited: ['lens@studio.example'] });
    expect(await screen.findByText('lens@studio.example')).toBeTruthy();
  });

  it('offers at most five address fields', async () => {
    renderDialog();
    const add = screen.getByRole('button', { name: 'Add address' });
    for (let i = 0; i < 4; i++) await userEvent.click(add);
    expect(field(5)).toBeTruthy();
    expect((add as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Remove address 5' }));
    expect((add as HTMLButtonElement).disabled).toBe(false);
  });

  it('refuses a duplicate address and a missing message before sending anything', async () => {
    const sent = renderDialog();
    await userEvent.type(field(1), 'pix@studio.example');
    await userEvent.click(screen.getByRole('button', { name: 'Add address' }));
    await userEvent.type(field(2), 'PIX@studio.example');
    await userEvent.click(screen.getByRole('button', { name: 'Send invite' }));
    expect(await screen.findByText(MSG.inviteAddressDuplicate('pix@studio.example'))).toBeTruthy();
    expect(await screen.findByText(MSG.required(['Message']))).toBeTruthy();
    expect(sent.filter((s) => s.method === 'POST')).toHaveLength(0);
  });

  it("sends 'email,listingNumber' lowercased with the message and names the addresses already invited", async () => {
    const sent = renderDialog({ already: ['old@studio.example'] });
    await userEvent.type(field(1), 'Old@Studio.example');
    await userEvent.click(screen.getByRole('button', { name: 'Add address' }));
    await userEvent.type(field(2), 'new@studio.example');
    await userEvent.type(screen.getByLabelText(/^Message/), 'Twilight shots, please.');
    await userEvent.click(screen.getByRole('button', { name: 'Send invite' }));
    expect(await screen.findByText(MSG.invitationAlreadySent('old@studio.example'))).toBeTruthy();
    const post = sent.find((s) => s.method === 'POST')!;
    expect(post.url).toBe('/api/photographer/invite');
    expect(post.body).toMatchObject({
      toAddress: ['old@studio.example,F0000007', 'new@studio.example,F0000007'],
      message: 'Twilight shots, please.',
      listingId: 7,
      address: '1 Harbor Way',
      city: 'Sag Harbor',
    });
    // the invited list is read again
    await waitFor(() => expect(sent.filter((s) => s.method === 'GET').length).toBeGreaterThanOrEqual(2));
  });
});
