import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MARKETING_LIMITS, MSG, type MarketingFile } from '@atrium/domain';
import { toastStore } from '../../../../lib/toast-store';
import { MarketingFileField } from './marketing-file-field';

type Sent = { method: string; url: string; body: unknown };

const SAVED: MarketingFile = {
  id: '00000000-0000-4000-8000-0000000000aa',
  fileName: 'tear sheet.pdf',
  contentType: 'application/pdf',
  sizeBytes: 2048,
};

/** The field over a fake server that accepts every upload and delete; what was sent is recorded. */
function renderField(file: MarketingFile | null, marketingTypeId = 14) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const method = init.method ?? 'GET';
      sent.push({ method, url, body: init.body });
      if (url.includes('/log/') || method === 'DELETE') return new Response(null, { status: 204 });
      return new Response(JSON.stringify(SAVED), { status: 201 });
    }),
  );
  const onChanged = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MarketingFileField
        listingId={7}
        itemId={42}
        marketingTypeId={marketingTypeId}
        file={file}
        onChanged={onChanged}
      />
    </QueryClientProvider>,
  );
  return { sent, onChanged };
}

const choose = (file: File) =>
  fireEvent.change(screen.getByTestId('marketing-file-input'), { target: { files: [file] } });
const calls = (sent: Sent[]) => sent.filter((s) => !s.url.includes('/log/'));

describe("a marketing item's file", { timeout: 30_000 }, () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    toastStore.close();
  });

  it("uploads the chosen file to the item's address and shows it as the tear sheet", async () => {
    const { sent, onChanged } = renderField(null);
    expect(screen.getByText('Tear Sheet')).toBeTruthy();
    choose(new File(['%PDF-1.4'], 'Tear Sheet.pdf', { type: 'application/pdf' }));
    const link = await screen.findByRole('link', { name: 'tear sheet.pdf' });
    expect(link.getAttribute('href')).toBe(`/api/files/${SAVED.id}`);
    const [upload] = calls(sent);
    expect(upload.method).toBe('POST');
    expect(upload.url).toBe('/api/listing/7/marketing/42/file');
    expect((upload.body as FormData).get('file')).toBeInstanceOf(File);
    expect(toastStore.get()?.message).toBe(MSG.marketingFileUploaded);
    expect(onChanged).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Replace File' })).toBeTruthy();
  });

  it('refuses a file over 50 MB without sending it', async () => {
    const { sent } = renderField(null, 12);
    expect(screen.getByText('File')).toBeTruthy();
    const big = new File(['x'], 'big.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: MARKETING_LIMITS.fileMaxBytes + 1 });
    choose(big);
    expect(toastStore.get()).toMatchObject({ severity: 'error', message: MSG.maxFileSize });
    expect(calls(sent)).toEqual([]);
  });

  it('deletes the file only after the confirmation', async () => {
    const { sent, onChanged } = renderField(SAVED);
    await userEvent.click(screen.getByRole('button', { name: 'Delete File' }));
    expect(calls(sent)).toEqual([]);
    const dialog = await screen.findByRole('dialog', { name: 'Delete tear sheet' });
    await userEvent.click(dialog.querySelector('button:last-of-type') as HTMLElement);
    await waitFor(() => expect(toastStore.get()?.message).toBe(MSG.marketingFileRemoved));
    expect(calls(sent)).toMatchObject([{ method: 'DELETE', url: '/api/listing/7/marketing/42/file' }]);
    expect(onChanged).toHaveBeenCalledTimes(1);
    // the confirmation closes (it hides the rest of the page from the accessibility tree while open)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('link', { name: 'tear sheet.pdf' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Upload File' })).toBeTruthy();
  });
});
