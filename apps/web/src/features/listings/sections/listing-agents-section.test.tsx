import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MSG, type ListingAgentView } from '@atrium/domain';
import { sectionCalls, sectionKeys } from '../listing-sections-api';
import type { SectionFormProps } from './section-contract';
import { ListAgentEditForm } from './listing-agents-section';

const agent = (agentId: number, name: string, split: number, displayOrder: number): ListingAgentView => ({
  id: agentId * 10,
  agentId,
  sideTypeId: 1,
  displayOrder,
  selectSale: false,
  split,
  name,
  office: 'Rye Office',
});

/** The list side's editor over a cache holding two agents at 60/40; no request leaves the test. */
function renderEditor(agents = [agent(1, 'Avery Lindqvist', 60, 1), agent(2, 'Noor Haddad', 40, 2)]) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(sectionKeys.agents(7), {
    listingId: 7,
    dealTypeId: 1,
    dealType: 'Our List/OB Sale',
    sides: [1],
    canEdit: true,
    listingAgents: agents,
  });
  const props = { listing: { id: 7 }, leave: vi.fn(), save: vi.fn() } as unknown as SectionFormProps;
  render(
    <QueryClientProvider client={client}>
      <ListAgentEditForm {...props} />
    </QueryClientProvider>,
  );
}
const split = (name: string) => screen.getByLabelText(`Split of ${name}`) as HTMLInputElement;

describe('the agent splits editor', () => {
  let updateAgent: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    updateAgent = vi
      .spyOn(sectionCalls, 'updateAgent')
      .mockResolvedValue({ warning: false, message: '' } as never);
    // the refresh after a save never answers: the test looks at what was sent, not at a reload
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => undefined)),
    );
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('shows each split and the total', () => {
    renderEditor();
    expect(split('Avery Lindqvist').value).toBe('60');
    expect(split('Noor Haddad').value).toBe('40');
    expect(screen.getByTestId('split-total').textContent).toBe('Total 100%');
  });

  it('keeps digits and the point only, at most five characters', async () => {
    renderEditor();
    await userEvent.clear(split('Avery Lindqvist'));
    await userEvent.type(split('Avery Lindqvist'), '5a0.255');
    expect(split('Avery Lindqvist').value).toBe('50.25');
  });

  it('says what is missing while the total is under 100 and saves the split on blur', async () => {
    renderEditor();
    await userEvent.clear(split('Avery Lindqvist'));
    await userEvent.type(split('Avery Lindqvist'), '50');
    expect(screen.getByTestId('split-total').textContent).toBe(`Total 90% · ${MSG.splitUnder100}`);
    await userEvent.tab();
    await waitFor(() => expect(updateAgent).toHaveBeenCalledTimes(1));
    expect(updateAgent).toHaveBeenCalledWith(7, { agentId: 1, sideTypeId: 1, split: 50 });
  });

  it('refuses a total over 100 without sending it', async () => {
    renderEditor();
    await userEvent.clear(split('Noor Haddad'));
    await userEvent.type(split('Noor Haddad'), '45');
    await userEvent.tab();
    expect((await screen.findByRole('alert')).textContent).toBe(MSG.splitOver100);
    expect(updateAgent).not.toHaveBeenCalled();
  });

  it('does not save a split left unchanged', async () => {
    renderEditor();
    await userEvent.click(split('Avery Lindqvist'));
    await userEvent.tab();
    await new Promise((r) => setTimeout(r, 20));
    expect(updateAgent).not.toHaveBeenCalled();
  });
});
