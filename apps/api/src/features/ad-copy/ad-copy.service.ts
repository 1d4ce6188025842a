import sanitizeHtml from 'sanitize-html';
import {
  AD_COPY_ALLOWED_TAGS,
  adCopyBodyLimit,
  adCopyTextLength,
  aiTextToBodyHtml,
  canDraftAdCopyWithAi,
  checkFairHousing,
  isAdCopyEmpty,
  isSectionEditDisabled,
  MSG,
  stripExtraBreaks,
  type Actor,
  type AdCopyDraft,
  type AdCopySaved,
  type EndpointBody,
  type adCopyEndpoints,
} from '@atrium/domain';
import type { Db } from '../../db/client';
import { recordAudit, type DbOrTx } from '../../db/audited-write';
import { HttpError, badRequest, forbidden, notFound } from '../../lib/http-error';
import { requireEditableListing, requireVisibleListing, writeListing } from '../listings';
import { AiTextError, type AiText } from '../../adapters/ai-text/ai-text';
import {
  deleteAdCopy,
  findAdCopies,
  findAdCopyLanguages,
  findAdCopyRow,
  findAdCopyRowFor,
  findAdCopySize,
  findAdCopySizes,
  findDraft,
  findListingAdCopyFlags,
  findListingFacts,
  hasAdCopyLanguage,
  insertAdCopy,
  insertDraft,
  updateAdCopy,
  type AdCopyRow,
} from './ad-copy.repo';

type UpdateBody = EndpointBody<typeof adCopyEndpoints.updateAdCopy>;
type CreateBody = EndpointBody<typeof adCopyEndpoints.createAdCopy>;

/**
 * An ad copy body as stored: bold and italic in paragraphs and line breaks, nothing else (no
 * attributes, links, scripts or styles); <strong> and <em> become <b> and <i>; extra breaks go.
 */
export function sanitizeAdCopyBody(html: string): string {
  const clean = sanitizeHtml(html, {
    allowedTags: [...AD_COPY_ALLOWED_TAGS],
    allowedAttributes: {},
    disallowedTagsMode: 'discard',
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title'],
    transformTags: { strong: 'b', em: 'i', div: 'p' },
  });
  return stripExtraBreaks(clean.trim());
}

/** A headline is plain text: markup dropped, spaces collapsed. */
function sanitizeHeadline(text: string | null): string | null {
  if (!text) return null;
  const clean = sanitizeHtml(text, { allowedTags: [], allowedAttributes: {} })
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return clean || null;
}

export async function getListingAdCopies(db: Db, actor: Actor, listingId: number) {
  await requireVisibleListing(db, actor, listingId);
  const listing = (await findListingAdCopyFlags(db, listingId))!;
  return {
    listingId,
    title: listing.title,
    suppressAdCopyImport: listing.suppressAdCopyImport,
    adCopies: await findAdCopies(db, { listingId }),
  };
}

export async function getAdCopyLookups(db: Db) {
  return { sizes: await findAdCopySizes(db), languages: await findAdCopyLanguages(db) };
}

/** The texts checked against the size and cleaned, ready to store (or null when empty). */
async function preparedTexts(
  db: DbOrTx,
  actor: Actor,
  listingId: number,
  sizeId: number,
  body: UpdateBody,
  current: AdCopyRow | null,
) {
  const size = await findAdCopySize(db, sizeId);
  if (!size)
    throw badRequest(MSG.adCopyUnknownSize, [{ field: 'adCopySizeId', message: MSG.adCopyUnknownSize }]);
  const headline = sanitizeHeadline(body.headline ?? null);
  const clean = body.body ? sanitizeAdCopyBody(body.body) : '';
  const length = adCopyTextLength(clean);
  if (isAdCopyEmpty({ headline, body: clean })) return null;
  if (size.headlineLength && headline && headline.length > size.headlineLength) {
    const message = MSG.adCopyHeadlineMax(size.headlineLength);
    throw badRequest(message, [{ field: 'headline', message }]);
  }
  const limit = adCopyBodyLimit(size);
  if (length > limit) {
    const message = MSG.adCopyOverLimit(limit);
    throw badRequest(message, [{ field: 'body', message }]);
  }
  // saving a body drafted by AI is its approval: who asked for the draft and who saved it are kept
  let provenance = {
    aiAdcopy: current?.aiAdcopy ?? false,
    generatedBy: current?.generatedBy ?? null,
    approvedBy: current?.approvedBy ?? null,
  };
  if (body.aiDraftId) {
    const draft = await findDraft(db, body.aiDraftId, listingId);
    if (!draft)
      throw badRequest(MSG.adCopyDraftUnknown, [{ field: 'aiDraftId', message: MSG.adCopyDraftUnknown }]);
    provenance = { aiAdcopy: true, generatedBy: draft.generatedBy, approvedBy: actor.userId };
  }
  return { headline, body: clean || null, bodyLength: length, ...provenance };
}

const summary = (row: { headline: string | null; body: string | null } | null) =>
  row ? [row.headline, row.body].filter(Boolean).join(' | ') : null;

/** PUT adcopy/{id}: through the listing's one write path (Disable Listing AdCopy Edit refuses it). */
export async function saveAdCopy(
  db: Db,
  actor: Actor,
  id: number,
  body: UpdateBody,
  expectedVersion: number | null,
): Promise<{ saved: AdCopySaved; version: number }> {
  const current = await findAdCopyRow(db, id);
  if (!current) throw notFound();
  await requireVisibleListing(db, actor, current.listingId);
  const { row, result } = await writeListing(
    db,
    actor,
    current.listingId,
    { expectedVersion, section: 'AdCopy' },
    async (tx) => {
      const texts = await preparedTexts(tx, actor, current.listingId, current.adCopySizeId, body, current);
      if (!texts) await deleteAdCopy(tx, id);
      else await updateAdCopy(tx, id, texts);
      const after = texts ? { headline: texts.headline, body: texts.body } : null;
      const changed =
        summary(current) !== summary(after) || (texts?.approvedBy ?? null) !== current.approvedBy;
      return {
        action: texts ? 'adcopy.update' : 'adcopy.remove',
        related: changed
          ? [{ field: `adCopy.${id}`, oldValue: summary(current), newValue: summary(after) }]
          : [],
        result: texts ? ((await findAdCopies(tx, { id }))[0] ?? null) : null,
      };
    },
  );
  return { saved: { adCopy: result, message: MSG.adCopySaved }, version: row.version };
}

/** POST adcopy: a new ad copy in a size and language the listing has none of yet. */
export async function createAdCopy(
  db: Db,
  actor: Actor,
  body: CreateBody,
  expectedVersion: number | null,
): Promise<{ saved: AdCopySaved; version: number }> {
  await requireVisibleListing(db, actor, body.listingId);
  if (!(await hasAdCopyLanguage(db, body.languageId)))
    throw badRequest(MSG.adCopyUnknownLanguage, [
      { field: 'languageId', message: MSG.adCopyUnknownLanguage },
    ]);
  const { row, result } = await writeListing(
    db,
    actor,
    body.listingId,
    { expectedVersion, section: 'AdCopy' },
    async (tx) => {
      const texts = await preparedTexts(tx, actor, body.listingId, body.adCopySizeId, body, null);
      if (!texts) return { result: null };
      if (await findAdCopyRowFor(tx, body.listingId, body.adCopySizeId, body.languageId))
        throw new HttpError(409, MSG.adCopyExists);
      const created = await insertAdCopy(tx, {
        listingId: body.listingId,
        adCopySizeId: body.adCopySizeId,
        languageId: body.languageId,
        ...texts,
      });
      return {
        action: 'adcopy.add',
        related: [{ field: `adCopy.${created.id}`, oldValue: null, newValue: summary(texts) }],
        result: (await findAdCopies(tx, { id: created.id }))[0] ?? null,
      };
    },
  );
  return { saved: { adCopy: result, message: MSG.adCopySaved }, version: row.version };
}

/** PUT adcopy/{listingId}/togglesuppressimport. */
export async function toggleSuppressAdCopyImport(
  db: Db,
  actor: Actor,
  listingId: number,
  value: boolean,
  expectedVersion: number | null,
) {
  const { row } = await writeListing(
    db,
    actor,
    listingId,
    { expectedVersion, section: 'AdCopy' },
    async () => ({
      fields: { suppressAdCopyImport: value },
    }),
  );
  return row;
}

/**
 * POST adcopy/openai: a draft from the listing's stored facts only (the request's prompt is
 * passed on as tone, never as facts), checked for fair-housing phrases and the internet ad
 * copy's limit. The draft is kept as a record of who asked; no ad copy is written.
 */
export async function draftAdCopy(
  db: Db,
  ai: AiText,
  actor: Actor,
  listingId: number,
  prompt: string | null,
): Promise<AdCopyDraft> {
  if (!canDraftAdCopyWithAi(actor)) throw forbidden();
  await requireEditableListing(db, actor, listingId);
  if (isSectionEditDisabled(actor, 'AdCopy')) throw forbidden();
  const facts = await findListingFacts(db, listingId);
  if (!facts) throw notFound();
  const [first] = await findAdCopySizes(db);
  const limit = adCopyBodyLimit(first);
  let draft;
  try {
    draft = await ai.draft({ facts, tone: prompt?.trim() || null, maxLength: limit });
  } catch (err) {
    if (err instanceof AiTextError) throw new HttpError(503, MSG.adCopyAiFailed);
    throw err;
  }
  const body = aiTextToBodyHtml(draft.text);
  const text = body ? sanitizeAdCopyBody(body) : '';
  const plain = draft.text.trim();
  const saved = await db.transaction(async (tx) => {
    const row = await insertDraft(tx, {
      listingId,
      generatedBy: actor.userId,
      source: draft.source,
      model: draft.model,
      prompt: prompt?.trim() || null,
      text: plain,
    });
    await recordAudit(tx, {
      entityType: 'listing',
      entityId: listingId,
      action: 'adcopy.draft',
      actor,
      changes: [{ field: 'adCopyDraft', oldValue: null, newValue: `${draft.source} draft ${row.id}` }],
    });
    return row;
  });
  const length = adCopyTextLength(text);
  return {
    draftId: saved.id,
    text: plain,
    body: text,
    source: draft.source,
    model: draft.model,
    generatedBy: { userId: actor.userId, name: `${actor.firstName} ${actor.lastName}`.trim() },
    createdAt: saved.createdDate,
    flags: checkFairHousing(plain),
    length,
    limit,
    isOverLimit: length > limit,
  };
}
