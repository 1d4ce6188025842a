import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MSG, type Image } from '@atrium/domain';
import { toastStore } from '../../lib/toast-store';
import { EntityPhoto } from './entity-photo';

type Sent = { method: string; url: string };

const PHOTO: Image = {
  id: '5b0f4a0e-4c1e-4d7e-9a55-6a1f0f3e2a11',
  entityType: 'agent',
  entityId: 7,
  imageType: 'photo',
  orderNo: 1,
  caption: null,
  floorplancaption: null,
  size: { width: 840, height: 1120, sizeKb: 90 },
  mimeType: 'image/jpeg',
  fileName: 'portrait.jpg',
  islandscape: false,
  isLowResolution: false,
  renditionStatus: 'ready',
  urls: {
    original: '0e0d6a51-6f4c-4f55-9b66-0a1b2c3d4e5f',
    small: '1e0d6a51-6f4c-4f55-9b66-0a1b2c3d4e5f',
    medium: '2e0d6a51-6f4c-4f55-9b66-0a1b2c3d4e5f',
  },
  tagId: null,
  tagName: null,
  createdDate: '2026-11-27T10:00:00.000Z',
};

/** A server answering the photo list with `photos` (or `listStatus`), deletes with 204 and uploads with `upload`. */
function server(opts: { photos?: Image[]; listStatus?: number; upload?: { status: number; body: object } }) {
  const sent: Sent[] = [];
  let photos = opts.photos ?? [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      sent.push({ method, url });
      const json = (status: number, body: unknown) =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      if (url.includes('/log/')) return new Response(null, { status: 204 });
      if (url.includes('/api/image/delete')) {
        photos = [];
        return new Response(null, { status: 204 });
      }
      if (url.includes('/api/image/save')) return json(opts.upload!.status, opts.upload!.body);
      if (url.includes('/api/image/'))
        return opts.listStatus ? json(opts.listStatus, { message: 'x' }) : json(200, photos);
      if (url.includes('/api/files/')) return new Response(new Blob(['jpg']), { status: 200 });
      return json(404, { message: 'not found' });
    }),
  );
  return sent;
}

function wrap(children: ReactNode) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={qc}>{children}</QueryClientProvider>;
}

// MUI's first render in jsdom is slow on a shared machine
describe('EntityPhoto', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    toastStore.close();
  });

  it('without a photo: a calm empty state with the rules, and a button to choose one', async () => {
    server({});
    render(wrap(<EntityPhoto entityType="agent" entityId={7} canEdit />));
    expect(await screen.findByText('No agent photo yet')).toBeTruthy();
    for (const rule of ['JPG or JPEG', 'portrait (taller than wide)', 'at least 840 × 1120 px', 'in colour'])
      expect(screen.getByText(rule)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Choose photo' })).toBeTruthy();
  });

  it('not editable: no upload, crop or delete', async () => {
    server({ photos: [PHOTO] });
    render(wrap(<EntityPhoto entityType="agent" entityId={7} canEdit={false} />));
    expect(await screen.findByText(/840 × 1120 px · portrait.jpg/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Crop|Delete|Replace/ })).toBeNull();
  });

  it("the office's own sentence when its photo cannot be read", async () => {
    server({ listStatus: 500 });
    render(wrap(<EntityPhoto entityType="office" entityId={3} canEdit />));
    expect(await screen.findByText(MSG.officePhotoFetchFailed)).toBeTruthy();
  });

  it("deletes after the confirmation, with 'Agent photo is deleted'", async () => {
    const sent = server({ photos: [PHOTO] });
    const onChanged = vi.fn();
    render(wrap(<EntityPhoto entityType="agent" entityId={7} canEdit onChanged={onChanged} />));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(sent.some((s) => s.url.includes('/api/image/delete'))).toBe(false);
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(toastStore.get()).toMatchObject({ severity: 'success', message: MSG.agentPhotoDeleted }),
    );
    expect(sent.filter((s) => s.url.includes('/api/image/delete'))).toHaveLength(1);
    expect(onChanged).toHaveBeenCalled();
    expect(await screen.findByText('No agent photo yet')).toBeTruthy();
  });

  it("a refused upload shows the server's sentence", async () => {
    server({ upload: { status: 400, body: { message: MSG.photoMustBePortrait, errors: [] } } });
    render(wrap(<EntityPhoto entityType="agent" entityId={7} canEdit />));
    await screen.findByText('No agent photo yet');
    const input = screen.getByLabelText('Choose the agent photo') as HTMLInputElement;
    await userEvent.upload(input, new File(['x'], 'wide.jpg', { type: 'image/jpeg' }));
    await waitFor(() =>
      expect(toastStore.get()).toMatchObject({ severity: 'error', message: MSG.photoMustBePortrait }),
    );
  });
});
