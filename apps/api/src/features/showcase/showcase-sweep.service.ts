import { DOMAIN_STATUS, domainSweepAction, streetAddress } from '@atrium/domain';
import type { Db } from '../../db/client';
import { recordAudit, type FieldChange } from '../../db/audited-write';
import type { Mailer } from '../../adapters/mail/mail';
import {
  claimExpiryWarning,
  findShowcaseSite,
  listDomainsToSweep,
  listingAgentEmails,
  moveDomainStatus,
  resetExpiryWarning,
  updateShowcaseSite,
} from './showcase.repo';

/** The daily job that warns of expiring showcase domains and moves domains through their windows. */
export const DOMAIN_SWEEP_JOB = 'showcase-domain-sweep';
export const DOMAIN_SWEEP_CRON = '15 6 * * *';

export type SweepDeps = { db: Db; mailer: Mailer };
export type SweepResult = { warned: number; expired: number; deactivated: number };

const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));

/**
 * One run of the sweep at `now` (the job passes the clock; tests pass a date). Each step claims its
 * row with a conditional update first, so a second run, or two runs at once, never warn twice or
 * move a domain twice. The job has no user: its changes are audited without one.
 */
export async function sweepShowcaseDomains(d: SweepDeps, now: Date = new Date()): Promise<SweepResult> {
  const result: SweepResult = { warned: 0, expired: 0, deactivated: 0 };
  for (const row of await listDomainsToSweep(d.db)) {
    const action = domainSweepAction(row, now);
    if (action === 'warn') {
      if (await warnAgents(d, row)) result.warned++;
    } else if (action === 'expire') {
      if (await moveDomain(d.db, row, DOMAIN_STATUS.expired)) result.expired++;
    } else if (action === 'deactivate') {
      if (await moveDomain(d.db, row, DOMAIN_STATUS.inactive)) result.deactivated++;
    }
  }
  return result;
}

type SweptDomain = Awaited<ReturnType<typeof listDomainsToSweep>>[number];

async function warnAgents(d: SweepDeps, row: SweptDomain): Promise<boolean> {
  const expiration = row.expirationDate!;
  if (!(await claimExpiryWarning(d.db, row.id, expiration))) return false;
  try {
    const address =
      streetAddress(row.address1, row.address2) ??
      ([row.city, row.state].filter(Boolean).join(', ') || `listing ${row.entityId}`);
    const emails = (await listingAgentEmails(d.db, row.entityId)).filter((e): e is string => !!e?.trim());
    for (const email of new Set(emails.map((e) => e.trim().toLowerCase())))
      await d.mailer.sendTemplate(email, 'showcaseDomainExpiring', {
        domain: row.domainUrl,
        address,
        listingId: row.entityId,
        expiresOn: longDate(expiration),
        renewBy: longDate(row.renewDeadline ?? expiration),
        redeemBy: longDate(row.redeemDeadline ?? expiration),
      });
  } catch (err) {
    // not recorded as sent, so the next run (or the job's retry) warns again
    await resetExpiryWarning(d.db, row.id, row.expiryWarnedFor);
    throw err;
  }
  return true;
}

/** EXPIRED, or INACTIVE with the showcase site taken down; audited on the listing. */
async function moveDomain(db: Db, row: SweptDomain, to: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await moveDomainStatus(tx, row.id, row, to))) return false;
    const changes: FieldChange[] = [{ field: 'domain.status', oldValue: row.status, newValue: to }];
    const site = to === DOMAIN_STATUS.inactive ? await findShowcaseSite(tx, row.entityId) : null;
    if (site?.site.publish) {
      await updateShowcaseSite(tx, site.site.id, { publish: false });
      changes.push({ field: 'showcase.publish', oldValue: true, newValue: false });
    }
    await recordAudit(tx, {
      entityType: 'listing',
      entityId: row.entityId,
      action: to === DOMAIN_STATUS.inactive ? 'showcase.deactivate' : 'showcase.expire',
      actor: null,
      changes,
    });
    return true;
  });
}
