import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MSG } from '@atrium/domain';
import { sectionCalls, sectionKeys } from '../listing-sections-api';
import type { SectionFormProps } from './section-contract';
import { ListingFeaturesEditForm } from './listing-features-form';

const listing = {
  id: 7,
  year: 1990,
  fullBaths: 2,
  halfBaths: 1,
  rooms: 6,
  bedrooms: 3,
  interiorSize: 1800,
  lotSize: 0.5,
  lotSizeTypeId: 1,
  outdoorSpace: 'Deck',
};

/** The features form over a cache without amenities; `save` runs the writes with an ETag. */
function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(sectionKeys.amenities(7), []);
  const save = vi.fn(async (writes: Array<(ifMatch: string | null) => Promise<unknown>>) => {
    for (const write of writes) await write('"v1"');
    return true;
  });
  const props = { listing, leave: vi.fn(), save } as unknown as SectionFormProps;
  render(
    <QueryClientProvider client={client}>
      <ListingFeaturesEditForm {...props} />
    </QueryClientProvider>,
  );
  return Object.assign(save, { leave: props.leave as unknown as ReturnType<typeof vi.fn> });
}
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const messageUnder = (el: HTMLElement) =>
  document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent ?? null;

describe('the features form', () => {
  let saveTab: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    saveTab = vi.spyOn(sectionCalls, 'saveFeatureTab').mockResolvedValue({ etag: '"v2"' } as never);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => undefined)),
    );
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('saves a changed size once on blur, with the tab schema output and the If-Match', async () => {
    const save = renderForm();
    await userEvent.click(screen.getByRole('tab', { name: 'INTERIOR' }));
    await userEvent.clear(input('Interior size (sq. ft.)'));
    await userEvent.type(input('Interior size (sq. ft.)'), '2,4a00');
    await userEvent.tab();
    await waitFor(() => expect(saveTab).toHaveBeenCalledTimes(1));
    expect(saveTab).toHaveBeenCalledWith(
      7,
      'interior',
      { fullBaths: 2, halfBaths: 1, rooms: 6, bedrooms: 3, interiorSize: 2400 },
      '"v1"',
    );
    expect(save).toHaveBeenCalledWith(expect.any(Array), { success: MSG.listingSectionSaved('interior') });
    // leaving fields without another change saves nothing more
    await userEvent.click(input('Bedrooms'));
    await userEvent.tab();
    await new Promise((r) => setTimeout(r, 20));
    expect(saveTab).toHaveBeenCalledTimes(1);
  });

  it('saves the tab once when switching tabs after a change', async () => {
    renderForm();
    await userEvent.clear(input('Year built'));
    await userEvent.type(input('Year built'), '1991');
    await userEvent.click(screen.getByRole('tab', { name: 'LOT' }));
    await waitFor(() => expect(saveTab).toHaveBeenCalledTimes(1));
    expect(saveTab).toHaveBeenCalledWith(7, 'building', { developmentId: null, year: 1991 }, '"v1"');
    await new Promise((r) => setTimeout(r, 20));
    expect(saveTab).toHaveBeenCalledTimes(1);
  });

  it("shows the schema's message under an invalid field and does not save", async () => {
    const save = renderForm();
    await userEvent.clear(input('Year built'));
    await userEvent.type(input('Year built'), '99');
    await userEvent.tab();
    await waitFor(() => expect(messageUnder(input('Year built'))).toBe(MSG.yearFourDigits));
    expect(input('Year built').getAttribute('aria-invalid')).toBe('true');
    await new Promise((r) => setTimeout(r, 20));
    expect(save).not.toHaveBeenCalled();
    expect(saveTab).not.toHaveBeenCalled();
    // Close keeps the form open while a value is invalid, instead of dropping what was typed
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await new Promise((r) => setTimeout(r, 20));
    expect(save.leave).not.toHaveBeenCalled();
    expect(saveTab).not.toHaveBeenCalled();
  });

  it('closes after saving a valid change on Close', async () => {
    const save = renderForm();
    await userEvent.clear(input('Year built'));
    await userEvent.type(input('Year built'), '1999');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(save.leave).toHaveBeenCalledWith('close'));
    expect(saveTab).toHaveBeenCalledTimes(1);
  });
});
