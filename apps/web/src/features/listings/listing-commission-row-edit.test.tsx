import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG, type ListingCommissionRow } from '@atrium/domain';
import { sectionCalls } from './listing-sections-api';
import {
  BuyerCommissionEdit,
  CommissionEditActions,
  ListingCommissionEdit,
  useCommissionRowEdit,
} from './listing-commission-row-edit';

const row = {
  id: 41,
  version: 3,
  listingCommission: 5,
  listingCommissionType: 1,
  buyerCommission: 2.5,
  buyerCommissionType: 1,
  doNotDisplayBuyerCommission: false,
} as ListingCommissionRow;

/** A row's edit as the commissions page lays it out: the fields of two cells and the actions. */
function Row({ onSaved }: { onSaved: () => Promise<unknown> }) {
  const edit = useCommissionRowEdit(onSaved);
  if (edit.editingId == null) return <button onClick={() => edit.start(row)}>Edit</button>;
  return (
    <div>
      <ListingCommissionEdit control={edit.control} />
      <BuyerCommissionEdit control={edit.control} />
      <CommissionEditActions
        onCancel={edit.cancel}
        onSave={() => void edit.save()}
        error={edit.serverError}
      />
    </div>
  );
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const messageUnder = (el: HTMLElement) =>
  document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent ?? null;

async function openRow() {
  const onSaved = vi.fn(async () => undefined);
  render(<Row onSaved={onSaved} />);
  await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
  return onSaved;
}

describe('the commissions row edit', () => {
  let saveCommission: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    saveCommission = vi.spyOn(sectionCalls, 'saveCommission').mockResolvedValue(undefined as never);
  });
  afterEach(() => vi.restoreAllMocks());

  it("shows the rule's message under the field and saves nothing while a percentage is over 100", async () => {
    await openRow();
    expect(input('Listing commission').value).toBe('5');
    await userEvent.clear(input('Listing commission'));
    await userEvent.type(input('Listing commission'), '120');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(messageUnder(input('Listing commission'))).toBe(MSG.listingCommissionMax));
    expect(saveCommission).not.toHaveBeenCalled();
    // corrected, the message goes as the value changes
    await userEvent.clear(input('Listing commission'));
    await userEvent.type(input('Listing commission'), '5.5');
    await waitFor(() => expect(messageUnder(input('Listing commission'))).not.toBe(MSG.listingCommissionMax));
  });

  it('saves the values with the row version, then closes and refreshes the list', async () => {
    const onSaved = await openRow();
    await userEvent.clear(input('Listing commission'));
    await userEvent.type(input('Listing commission'), '6');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Display on website' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saveCommission).toHaveBeenCalledTimes(1));
    expect(saveCommission).toHaveBeenCalledWith(
      41,
      {
        listingCommission: 6,
        listingCommissionType: 1,
        buyerCommission: 2.5,
        buyerCommissionType: 1,
        doNotDisplayBuyerCommission: true,
      },
      3,
    );
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
  });

  it("clears and disables the buyer amount when it is 'Not Offered'", async () => {
    await openRow();
    const types = screen.getAllByLabelText('Type');
    await userEvent.click(types[1]);
    await userEvent.click(await screen.findByRole('option', { name: 'Not Offered' }));
    await waitFor(() => expect(input('Buyer commission').disabled).toBe(true));
    expect(input('Buyer commission').value).toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saveCommission).toHaveBeenCalledTimes(1));
    expect(saveCommission.mock.calls[0][1]).toMatchObject({ buyerCommissionType: 3, buyerCommission: null });
  });

  it("shows the server's refusal beside Save and keeps the row open", async () => {
    saveCommission.mockRejectedValue(new Error(MSG.commissionsUpdateError));
    await openRow();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MSG.commissionsUpdateError);
    expect(input('Listing commission')).toBeTruthy();
  });
});
