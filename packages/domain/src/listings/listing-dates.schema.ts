import { z } from 'zod';
import { LISTING_STATUS } from '../constants';
import { MSG } from '../messages';
import { dateField } from './listing-fields';
import { areListingDatesRequired } from './listing-status.rules';

/**
 * Listing dates (spec/000 sections 4.2 and 5.3). ListingDatesSchema holds the rules that need
 * nothing but the dates; listingDatesIssues adds those that depend on the listing (status, deal
 * type, prior broker sale); listingDatesFormSchema joins both for the form.
 */
export const ListingDatesSchema = z
  .object({
    listingDate: dateField('Listing date'),
    expirationDate: dateField('Expiration date'),
    contractDate: dateField('Contract date'),
    closedDate: dateField('Closed date'),
    canceledDate: dateField('Cancel date'),
    projectedListDate: dateField('Projected list date'),
  })
  .superRefine((d, ctx) => {
    if (d.canceledDate && (d.contractDate || d.closedDate))
      ctx.addIssue({ code: 'custom', path: ['canceledDate'], message: MSG.cancelDateWithContractOrClosed });
    if (d.closedDate && !d.contractDate)
      ctx.addIssue({ code: 'custom', path: ['closedDate'], message: MSG.closedDateWithoutContract });
  });
export type ListingDates = z.output<typeof ListingDatesSchema>;
export type ListingDatesInput = z.input<typeof ListingDatesSchema>;

export type ListingDatesContext = {
  listingStatusId: number;
  dealTypeId: number | null;
  priorBrokerSale: boolean;
};

/** The rules that depend on the listing, in the order the form shows them. */
export function listingDatesIssues(
  d: ListingDates,
  ctx: ListingDatesContext,
): Array<{ field: keyof ListingDates; message: string }> {
  const issues: Array<{ field: keyof ListingDates; message: string }> = [];
  if (areListingDatesRequired(ctx)) {
    if (!d.listingDate) issues.push({ field: 'listingDate', message: MSG.listingDateRequired });
    if (!d.expirationDate) issues.push({ field: 'expirationDate', message: MSG.expirationDateRequired });
  }
  const status = ctx.listingStatusId;
  if (status === LISTING_STATUS.comingSoon && !d.projectedListDate)
    issues.push({ field: 'projectedListDate', message: MSG.projectedDateRequired });
  if (status === LISTING_STATUS.pending) {
    if (d.canceledDate) issues.push({ field: 'canceledDate', message: MSG.pendingWithCancelledDate });
    if (!d.contractDate) issues.push({ field: 'contractDate', message: MSG.pendingWithoutContractDate });
  }
  if (status === LISTING_STATUS.sold) {
    if (d.canceledDate) issues.push({ field: 'canceledDate', message: MSG.soldWithCancelledDate });
    if (!d.closedDate) issues.push({ field: 'closedDate', message: MSG.soldWithoutClosedDate });
  }
  return issues;
}

/** The dates form of a given listing: the shared schema plus the listing's rules. */
export function listingDatesFormSchema(ctx: ListingDatesContext) {
  return ListingDatesSchema.superRefine((d, c) => {
    for (const issue of listingDatesIssues(d, ctx))
      c.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
  });
}
