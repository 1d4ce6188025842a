import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MSG, shareSizesFor } from '@atrium/domain';
import { toastStore } from '../../lib/toast-store';
import { ShareDialog } from './share-dialog';

type Sent = { method: string; url: string; body: unknown };

/**
 * The dialog over a fake server: POST share/Send answers `answer` once `release` is called (so
 * the sending state can be seen); what was sent is recorded.
 */
function renderDialog(opts: { salesRegionId?: number; answer?: { status: number; body: unknown } } = {}) {
  const sent: Sent[] = [];
  let release: () => void = () => undefined;
  const held = new Promise<void>((r) => (release = r));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const method = init.method ?? 'GET';
      sent.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      if (url.includes('/log/')) return new Response(null, { status: 204 });
      await held;
      const answer = opts.answer ?? { status: 201, body: { id: 1, expiresAt: '2026-12-25T08:00:00.000Z' } };
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }),
  );
  const onClose = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ShareDialog
        imageIds={['img-1', 'img-2']}
        sizes={shareSizesFor(opts.salesRegionId ?? 1)}
        onClose={onClose}
      />
    </QueryClientProvider>,
  );
  return { sent, release, onClose };
}

const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const posts = (sent: Sent[]) => sent.filter((s) => s.url.endsWith('/api/share/Send'));

// typing in a simulated DOM is slow on a busy machine
describe('the share dialog', { timeout: 30_000 }, () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    toastStore.close();
  });

  it.each([
    [1, ['1800 x 1200', '3600 x 2400', 'Original']],
    [6, ['1800 x 1200', '3600 x 2400', 'Original', 'Street Easy (2048 x 1365)']],
    [9, ['1800 x 1200', '3600 x 2400', 'Original', '800 x 600']],
  ])('offers the sizes of sales region %s', (salesRegionId, labels) => {
    renderDialog({ salesRegionId });
    expect(screen.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(labels);
  });

  it('refuses a bad address, a missing title and a 501-character message before sending', async () => {
    const { sent } = renderDialog();
    await userEvent.type(input(/^Email/), 'nobody');
    fireEvent.change(input(/^Message/), { target: { value: 'm'.repeat(501) } });
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText(MSG.userEmailNotValid)).toBeTruthy();
    expect(screen.getByText(MSG.required(['Title']))).toBeTruthy();
    expect(screen.getByText(MSG.userTextMax('Message', 500))).toBeTruthy();
    expect(screen.getByText('501 / 500')).toBeTruthy();
    expect(posts(sent)).toHaveLength(0);
  });

  it("sends the form with the images, shows 'Sending...' meanwhile and the spec's toast after", async () => {
    const { sent, release, onClose } = renderDialog({ salesRegionId: 6 });
    await userEvent.type(input(/^Email/), 'Buyer@Example.com');
    await userEvent.type(input(/^Title/), 'The photos');
    await userEvent.click(screen.getByRole('radio', { name: 'Street Easy (2048 x 1365)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    const sending = await screen.findByRole('button', { name: 'Sending...' });
    expect((sending as HTMLButtonElement).disabled).toBe(true);
    release();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posts(sent).map((s) => s.body)).toEqual([
      {
        email: 'buyer@example.com',
        title: 'The photos',
        message: null,
        size: 'streetEasy',
        imageIds: ['img-1', 'img-2'],
      },
    ]);
    expect(toastStore.get()).toMatchObject({ severity: 'success', message: MSG.imagesShared });
  });

  it("shows the server's sentence, on the field it names, and stays open", async () => {
    const refusal = {
      message: MSG.shareSizeNotOffered,
      errors: [{ field: 'size', message: MSG.shareSizeNotOffered }],
    };
    const { release, onClose } = renderDialog({ answer: { status: 400, body: refusal } });
    release();
    await userEvent.type(input(/^Email/), 'buyer@example.com');
    await userEvent.type(input(/^Title/), 'The photos');
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(screen.getAllByText(MSG.shareSizeNotOffered)).toHaveLength(2));
    expect(toastStore.get()).toMatchObject({ severity: 'error', message: MSG.shareSizeNotOffered });
    expect(onClose).not.toHaveBeenCalled();
  });
});
