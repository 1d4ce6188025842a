import {
  canEditPrivateUser,
  endOfDay,
  expiredDates,
  generateAccessCode,
  listingIdOfSiteUrl,
  MSG,
  privateSiteUrl,
  privateUserStatus,
  startOfDay,
  type Actor,
  type ApproveAccessCode,
  type PrivateSiteUser,
  type PrivateSiteUserCreate,
  type PrivateSiteUserUpdate,
} from '@atrium/domain';
import type { Db } from '../../db/client';
import { recordAudit, type DbOrTx, type FieldChange } from '../../db/audited-write';
import type { Mailer } from '../../adapters/mail/mail';
import { HttpError, badRequest, notFound } from '../../lib/http-error';
import { requireVisibleListing, writeListing } from '../listings';
import { findShowcaseSite, listingAgentEmails } from './showcase.repo';
import {
  findPrivateSiteUser,
  findPrivateSiteUserByCode,
  insertPrivateSiteUser,
  listPrivateSiteUsers,
  loginDatesByUser,
  recordPrivateSiteLogin,
  updatePrivateSiteUser,
  type PrivateSiteUserRow,
} from './private-site.repo';
import { approvalLink, isApprovalSigned } from './private-site-signing';

export type PrivateSiteDeps = { db: Db; mailer: Mailer; publicUrl: string; secret: string; now?: () => Date };

const SECTION = { section: 'ShowcaseWebsite' as const, expectedVersion: null };
const nowOf = (d: Pick<PrivateSiteDeps, 'now'>) => (d.now ? d.now() : new Date());

function toUser(row: PrivateSiteUserRow, logins: string[], now: Date): PrivateSiteUser {
  return {
    id: row.id,
    showcaseSiteId: row.showcaseSiteId,
    name: row.name,
    accessCode: row.accessCode,
    email: row.email,
    phone: row.phone,
    approved: row.approved,
    customDate: row.customDate,
    startDate: row.startDate,
    endDate: row.endDate,
    createdDate: row.createdDate,
    status: privateUserStatus(row, now),
    canEdit: canEditPrivateUser(row, now),
    totalLogins: logins.length,
    privateSiteUserAudits: logins.map((loginDate) => ({ loginDate })),
  };
}

async function requireSite(db: DbOrTx, listingId: number) {
  const found = await findShowcaseSite(db, listingId);
  if (!found) throw notFound(MSG.showcaseNotAvailable);
  return found.site;
}

export async function listPrivateUsers(d: PrivateSiteDeps, actor: Actor, listingId: number) {
  await requireVisibleListing(d.db, actor, listingId);
  const site = await requireSite(d.db, listingId);
  const rows = await listPrivateSiteUsers(d.db, site.id);
  const logins = await loginDatesByUser(
    d.db,
    rows.map((r) => r.id),
  );
  const now = nowOf(d);
  return rows.map((r) => toUser(r, logins.get(r.id) ?? [], now));
}

async function answerUser(d: PrivateSiteDeps, row: PrivateSiteUserRow) {
  const logins = await loginDatesByUser(d.db, [row.id]);
  return { message: MSG.privateUserSaved, user: toUser(row, logins.get(row.id) ?? [], nowOf(d)) };
}

/** The stored window: whole days (00:00:00 to 23:59:59), or none without custom dates. */
const windowOf = (b: { customDate: boolean; startDate?: string | null; endDate?: string | null }) => ({
  customDate: b.customDate,
  startDate: b.customDate && b.startDate ? startOfDay(b.startDate) : null,
  endDate: b.customDate && b.endDate ? endOfDay(b.endDate) : null,
});

async function requireFreeCode(db: DbOrTx, siteId: number, code: string, exceptId?: number) {
  const holder = await findPrivateSiteUserByCode(db, siteId, code);
  if (holder && holder.id !== exceptId)
    throw new HttpError(409, MSG.privateUserCodeTaken, [
      { field: 'accessCode', message: MSG.privateUserCodeTaken },
    ]);
}

/** An access code added by an agent: approved at once. */
export async function createPrivateUser(d: PrivateSiteDeps, actor: Actor, body: PrivateSiteUserCreate) {
  await requireVisibleListing(d.db, actor, body.listingId);
  const { result } = await writeListing(d.db, actor, body.listingId, SECTION, async (tx) => {
    const site = await requireSite(tx, body.listingId);
    await requireFreeCode(tx, site.id, body.accessCode);
    const row = await insertPrivateSiteUser(tx, {
      showcaseSiteId: site.id,
      name: body.name,
      accessCode: body.accessCode,
      email: body.email,
      phone: body.phone,
      approved: true,
      ...windowOf(body),
    });
    return {
      action: 'showcase.privateUser.add',
      related: [{ field: 'showcase.privateUser', oldValue: null, newValue: row.name }],
      result: row,
    };
  });
  return answerUser(d, result);
}

/** An edit of an access code, its approval, or its expiry (end date yesterday). */
export async function updatePrivateUser(d: PrivateSiteDeps, actor: Actor, body: PrivateSiteUserUpdate) {
  await requireVisibleListing(d.db, actor, body.listingId);
  const now = nowOf(d);
  const { result } = await writeListing(d.db, actor, body.listingId, SECTION, async (tx) => {
    const site = await requireSite(tx, body.listingId);
    const before = await findPrivateSiteUser(tx, site.id, body.id);
    if (!before) throw notFound();
    if (!canEditPrivateUser(before, now)) throw badRequest(MSG.privateUserNotEditable);
    await requireFreeCode(tx, site.id, body.accessCode, before.id);
    const values = {
      name: body.name,
      accessCode: body.accessCode,
      email: body.email,
      phone: body.phone,
      approved: body.approved ?? before.approved,
      ...(body.expire ? expiredDates(before, now) : windowOf(body)),
    };
    await updatePrivateSiteUser(tx, before.id, values);
    const related: FieldChange[] = [];
    for (const [key, value] of Object.entries(values)) {
      const old = before[key as keyof typeof values] ?? null;
      // the code itself opens the site: the history says it changed, not what it is
      if (old !== value)
        related.push({
          field: `showcase.privateUser.${key}`,
          oldValue: key === 'accessCode' ? '…' : old,
          newValue: key === 'accessCode' ? '…' : value,
        });
    }
    return {
      action: body.expire ? 'showcase.privateUser.expire' : 'showcase.privateUser.update',
      related: related.length
        ? [{ field: 'showcase.privateUser', oldValue: before.name, newValue: values.name }, ...related]
        : [],
      result: { before, after: { ...before, ...values } },
    };
  });
  if (!result.before.approved && result.after.approved)
    await mailAccessGranted(d, body.listingId, result.after);
  return answerUser(d, result.after);
}

/** The visitor's e-mail once approved: their code and the site's address. */
async function mailAccessGranted(d: PrivateSiteDeps, listingId: number, user: PrivateSiteUserRow) {
  if (!user.email) return;
  await d.mailer.sendTemplate(user.email, 'privateSiteAccessGranted', {
    userName: user.name,
    accessCode: user.accessCode,
    siteUrl: privateSiteUrl(d.publicUrl, listingId),
  });
}

export type AccessRequest = { name: string; email: string; phone: string | null };

/**
 * A visitor asks for access. Without Auto Generate Code: a pending user with a generated code (the
 * same pending user again when this e-mail already asked), and the agents e-mailed by the site's
 * preference (0 nobody, 1 the lead agent, 2 every list-side agent) with a signed approval link
 * each. With Auto Generate Code: the code is approved at once and e-mailed to the visitor (an
 * active code of this e-mail is sent again instead of a new one), and the agents are told by the
 * same preference, without a link. Answers whether the visitor was sent a code.
 */
export async function requestPrivateAccess(
  d: PrivateSiteDeps,
  listingId: number,
  listingTitle: string,
  request: AccessRequest,
): Promise<{ user: PrivateSiteUserRow; isCodeSent: boolean }> {
  const site = await requireSite(d.db, listingId);
  const now = nowOf(d);
  const isAuto = site.autoGenerateCode;
  const sameEmail = (await listPrivateSiteUsers(d.db, site.id)).filter(
    (u) => u.email?.toLowerCase() === request.email.toLowerCase(),
  );
  const active = isAuto ? sameEmail.find((u) => privateUserStatus(u, now) === 'Active') : undefined;
  if (active) {
    await mailAccessGranted(d, listingId, active);
    return { user: active, isCodeSent: true };
  }
  const pending = sameEmail.find((u) => !u.approved);
  const contact = { name: request.name, phone: request.phone, ...(isAuto ? { approved: true } : {}) };
  let user: PrivateSiteUserRow;
  if (pending) {
    await updatePrivateSiteUser(d.db, pending.id, contact);
    user = { ...pending, ...contact };
  } else {
    let code = generateAccessCode();
    while (await findPrivateSiteUserByCode(d.db, site.id, code)) code = generateAccessCode();
    user = await insertPrivateSiteUser(d.db, {
      showcaseSiteId: site.id,
      accessCode: code,
      email: request.email,
      approved: false,
      ...contact,
    });
  }
  if (isAuto) {
    await recordAudit(d.db, {
      entityType: 'listing',
      entityId: listingId,
      action: 'showcase.privateUser.autoApprove',
      actor: null,
      changes: [{ field: 'showcase.privateUser', oldValue: null, newValue: user.name }],
    });
    await mailAccessGranted(d, listingId, user);
  }
  const emails = await listingAgentEmails(d.db, listingId);
  const option = site.privateListingAccessEmailOption;
  const to = option === 1 ? emails.slice(0, 1) : option === 2 ? emails : [];
  const siteUrl = privateSiteUrl(d.publicUrl, listingId);
  for (const agentEmail of new Set(to.filter((e): e is string => !!e))) {
    const values = {
      email: request.email,
      accessCode: user.accessCode,
      listingTitle,
      userName: request.name,
      siteUrl,
      agentEmail,
    };
    await d.mailer.sendTemplate(agentEmail, 'privateSiteAccessRequest', {
      userName: request.name,
      email: request.email,
      phone: request.phone,
      listingTitle,
      siteUrl,
      approvalLink: isAuto ? null : approvalLink(d.publicUrl, d.secret, values),
    });
  }
  return { user, isCodeSent: isAuto };
}

/**
 * The approval link: approved when the server signed exactly these values and the site still has
 * this pending user. Opening it again answers 'Approved' and changes nothing.
 */
export async function approveAccessCode(d: PrivateSiteDeps, body: ApproveAccessCode) {
  const { signature, ...values } = body;
  const refused = () => badRequest(MSG.accessNotApproved);
  if (!isApprovalSigned(d.secret, values, signature)) throw refused();
  const listingId = listingIdOfSiteUrl(values.siteUrl);
  const site = listingId != null ? await findShowcaseSite(d.db, listingId) : null;
  const user = site && (await findPrivateSiteUserByCode(d.db, site.site.id, values.accessCode));
  if (!user || user.email?.toLowerCase() !== values.email.toLowerCase()) throw refused();
  if (user.approved) return { message: MSG.accessApproved };
  await d.db.transaction(async (tx) => {
    await updatePrivateSiteUser(tx, user.id, { approved: true });
    await recordAudit(tx, {
      entityType: 'listing',
      entityId: listingId!,
      action: 'showcase.privateUser.approve',
      actor: null,
      changes: [
        { field: 'showcase.privateUser', oldValue: user.name, newValue: user.name },
        { field: 'showcase.privateUser.approved', oldValue: false, newValue: true },
        { field: 'showcase.privateUser.approvedBy', oldValue: null, newValue: values.agentEmail },
      ],
    });
  });
  await mailAccessGranted(d, listingId!, { ...user, approved: true });
  return { message: MSG.accessApproved };
}

/** The user a code opens now (approved and Active), with the login recorded; null otherwise. */
export async function loginWithCode(
  d: Pick<PrivateSiteDeps, 'db' | 'now'>,
  listingId: number,
  accessCode: string,
): Promise<PrivateSiteUserRow | null> {
  const found = await findShowcaseSite(d.db, listingId);
  const user = found && accessCode ? await findPrivateSiteUserByCode(d.db, found.site.id, accessCode) : null;
  if (!user || privateUserStatus(user, nowOf(d)) !== 'Active') return null;
  await recordPrivateSiteLogin(d.db, user.id);
  return user;
}

/** Whether the user of a site's access cookie may still open it (not expired, edited away or removed). */
export async function hasPrivateAccess(
  d: Pick<PrivateSiteDeps, 'db' | 'now'>,
  listingId: number,
  userId: number,
) {
  const found = await findShowcaseSite(d.db, listingId);
  const user = found && (await findPrivateSiteUser(d.db, found.site.id, userId));
  return !!user && privateUserStatus(user, nowOf(d)) === 'Active';
}
