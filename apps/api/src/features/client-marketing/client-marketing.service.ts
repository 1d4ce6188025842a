import {
  canEditListing,
  LIMITS,
  MSG,
  noteTextLength,
  REPORT_SECTION,
  reportSectionByName,
  reportSectionDisplayName,
  reportSectionInfo,
  treeViolation,
  VIDEO_STATUS,
  type Actor,
  type ReportHeader,
  type ReportListingImage,
  type ReportPanel,
  type ReportChildSection,
  type ReportSection,
  type ReportSectionName,
  type ReportSortOrderBody,
} from '@atrium/domain';
import type { Db } from '../../db/client';
import type { DbOrTx, FieldChange } from '../../db/audited-write';
import { badRequest, notFound } from '../../lib/http-error';
import { requireVisibleListing, sanitizeNote, writeListing } from '../listings';
import { findMarketingItems } from '../marketing';
import { findOpenHouses, findShowings } from '../showings';
import { toVideo } from '../videos';
import {
  ensureSectionRows,
  findCover,
  findHeaderFacts,
  findListingVideos,
  findMainPhotos,
  findSectionRow,
  findSectionRows,
  saveCover,
  updateSectionPlace,
  updateSectionRow,
  type SectionRow,
} from './client-marketing.repo';

const WRITE = { expectedVersion: null };

const sectionOf = (r: SectionRow): ReportChildSection => {
  const info = reportSectionInfo(r.sectionId);
  return {
    id: r.id,
    sectionId: r.sectionId,
    name: info?.name ?? `section${r.sectionId}`,
    displayName: reportSectionDisplayName(r.sectionId),
    displaySection: r.displaySection,
    sortOrder: r.sortOrder,
    type: info?.type ?? 'text',
    childSections: [],
  };
};

/** The rows as a tree: top-level sections in order, each with its children in order. */
export function treeOf(rows: SectionRow[]): ReportSection[] {
  const bySort = [...rows].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
  return bySort
    .filter((r) => r.parentId == null || !rows.some((p) => p.id === r.parentId))
    .map((r) => ({
      ...sectionOf(r),
      childSections: bySort.filter((c) => c.parentId === r.id).map(sectionOf),
    }));
}

/** The order of a tree in one line, for the audit: '99, 98, 9 (3, 8), 4'. */
const orderText = (tree: { sectionId: number; childSections: { sectionId: number }[] }[]) =>
  tree
    .map((n) =>
      n.childSections.length
        ? `${n.sectionId} (${n.childSections.map((c) => c.sectionId).join(', ')})`
        : `${n.sectionId}`,
    )
    .join(', ');

export async function getReportSections(db: Db, actor: Actor, listingId: number) {
  await requireVisibleListing(db, actor, listingId);
  return treeOf(await ensureSectionRows(db, listingId));
}

/** A section row of a listing the actor may change, with its listing; 404 when it does not exist. */
async function requireSectionRow(db: Db, id: number) {
  const row = await findSectionRow(db, id);
  if (!row) throw notFound();
  return row;
}

export async function toggleReportSection(db: Db, actor: Actor, id: number, displaySection: boolean) {
  const row = await requireSectionRow(db, id);
  await writeListing(db, actor, row.listingId, WRITE, async (tx) => {
    if (row.displaySection === displaySection) return {};
    await updateSectionRow(tx, id, { displaySection });
    const field = `clientMarketing.${reportSectionInfo(row.sectionId)?.name ?? row.sectionId}.displaySection`;
    return {
      action: 'clientMarketing.toggle',
      related: [{ field, oldValue: row.displaySection, newValue: displaySection }],
    };
  });
}

/**
 * Saves the whole tree after a drop: it must name exactly the report's sections, once each, and
 * nest only as the rules allow (400 otherwise, nothing stored). Answers the tree as stored.
 */
export async function saveReportSortOrder(db: Db, actor: Actor, body: ReportSortOrderBody) {
  const { listingId } = body;
  await requireVisibleListing(db, actor, listingId);
  await ensureSectionRows(db, listingId);
  await writeListing(db, actor, listingId, WRITE, async (tx) => {
    const rows = await findSectionRows(tx, listingId);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const sent = body.sections.flatMap((n) => [n.id, ...n.childSections.map((c) => c.id)]);
    if (sent.length !== rows.length || new Set(sent).size !== sent.length || sent.some((id) => !byId.has(id)))
      throw badRequest(MSG.reportSectionsMismatch);
    const tree = body.sections.map((n) => ({
      id: n.id,
      sectionId: byId.get(n.id)!.sectionId,
      childSections: n.childSections.map((c) => ({
        id: c.id,
        sectionId: byId.get(c.id)!.sectionId,
        childSections: [],
      })),
    }));
    const violation = treeViolation(tree);
    if (violation) {
      const message = MSG.reportNestingRefused(
        reportSectionDisplayName(violation.parentSectionId),
        reportSectionDisplayName(violation.childSectionId),
      );
      throw badRequest(message, [{ field: 'sections', message }]);
    }
    const before = orderText(treeOf(rows));
    const places = tree.flatMap((n, i) => [
      { id: n.id, parentId: null as number | null, sortOrder: i + 1 },
      ...n.childSections.map((c, j) => ({ id: c.id, parentId: n.id as number | null, sortOrder: j + 1 })),
    ]);
    const moved = places.filter(
      (p) => byId.get(p.id)!.parentId !== p.parentId || byId.get(p.id)!.sortOrder !== p.sortOrder,
    );
    for (const p of moved) await updateSectionPlace(tx, listingId, p.id, p);
    const after = orderText(tree);
    const related: FieldChange[] =
      before === after ? [] : [{ field: 'clientMarketing.sortOrder', oldValue: before, newValue: after }];
    return { action: 'clientMarketing.sortOrder', related };
  });
  return treeOf(await findSectionRows(db, listingId));
}

/** The notes: markup kept to bold, italic and lists; at most 3000 characters of text; blank clears. */
export async function saveReportIntroduction(db: Db, actor: Actor, id: number, remark: string) {
  const row = await requireSectionRow(db, id);
  await writeListing(db, actor, row.listingId, WRITE, async (tx) => {
    if (row.sectionId !== REPORT_SECTION.notes) throw badRequest(MSG.reportNotesOnly);
    const clean = sanitizeNote(remark);
    if (noteTextLength(clean) > LIMITS.notesMax) throw badRequest(MSG.reportNotesMax);
    const next = noteTextLength(clean) === 0 ? null : clean;
    if (next === row.remark) return {};
    await updateSectionRow(tx, id, { remark: next });
    return {
      action: 'clientMarketing.notes',
      related: [{ field: 'clientMarketing.notes', oldValue: row.remark, newValue: next }],
    };
  });
}

export async function getReportPanel(
  db: Db,
  actor: Actor,
  listingId: number,
  section: ReportSectionName,
): Promise<ReportPanel> {
  const facts = await requireVisibleListing(db, actor, listingId);
  const rows = await ensureSectionRows(db, listingId);
  const info = reportSectionByName(section)!;
  const row = rows.find((r) => r.sectionId === info.sectionId)!;
  const typeId = info.marketingTypeId;
  return {
    section,
    sectionRowId: row.id,
    marketingItems:
      typeId == null
        ? []
        : (await findMarketingItems(db, listingId)).filter((i) => i.marketingTypeId === typeId),
    showings: info.sectionId === REPORT_SECTION.showings ? await findShowings(db, listingId) : [],
    openHouses: info.sectionId === REPORT_SECTION.openHouses ? await findOpenHouses(db, listingId) : [],
    remark: info.sectionId === REPORT_SECTION.notes ? row.remark : null,
    allowEditing: canEditListing(actor, facts),
  };
}

const ratioOf = (width: number | null, height: number | null) =>
  width && height ? Math.round((width / height) * 1000) / 1000 : 1;

/** The photos and finished videos of the listing, the chosen cover marked. */
async function listMedia(db: DbOrTx, listingId: number): Promise<ReportListingImage[]> {
  const cover = await findCover(db, listingId);
  const photos = await findMainPhotos(db, listingId);
  const clips = (await findListingVideos(db, listingId)).filter((v) => v.status === VIDEO_STATUS.completed);
  const firstPhoto = !cover?.imageId && !cover?.videoId ? photos[0]?.id : undefined;
  return [
    ...clips.map((v) => {
      const video = toVideo(v);
      return {
        assetId: String(v.id),
        mediaType: 'video' as const,
        url: video.url,
        posterUrl: video.posterUrl,
        caption: v.caption ?? v.title,
        landscapeRatio: ratioOf(v.width, v.height),
        isSelected: cover?.videoId === v.id,
      };
    }),
    ...photos.map((p) => ({
      assetId: p.id,
      mediaType: 'image' as const,
      url: p.mediumFileId ?? p.originalFileId,
      posterUrl: null,
      caption: p.caption,
      landscapeRatio: ratioOf(p.width, p.height),
      isSelected: cover?.imageId === p.id || firstPhoto === p.id,
    })),
  ];
}

export async function getReportListingImages(db: Db, actor: Actor, listingId: number) {
  await requireVisibleListing(db, actor, listingId);
  return listMedia(db, listingId);
}

export async function getReportHeader(db: Db, actor: Actor, listingId: number): Promise<ReportHeader> {
  const access = await requireVisibleListing(db, actor, listingId);
  const facts = (await findHeaderFacts(db, listingId))!;
  const media = await listMedia(db, listingId);
  const chosen = media.find((m) => m.isSelected);
  const photo = chosen?.mediaType === 'image' ? chosen : undefined;
  const video = chosen?.mediaType === 'video' ? chosen : undefined;
  return {
    listingId,
    streetAddress: facts.address1,
    city: facts.city,
    state: facts.state,
    videoUrl: video?.url ?? null,
    videoPosterUrl: video?.posterUrl ?? null,
    videoSelected: video != null,
    photoUrl: photo?.url ?? null,
    photoAssetId: photo?.assetId ?? null,
    photoIsLandscape: photo ? photo.landscapeRatio >= 1 : true,
    salesRegionId: facts.sales_region_id,
    officeId: facts.office_id,
    listingDate: facts.listing_date,
    office: facts.office_name,
    allowEditing: canEditListing(actor, access),
  };
}

/** Chooses the cover: one of the listing's main photos or finished videos (400 otherwise). */
export async function selectReportMedia(
  db: Db,
  actor: Actor,
  listingId: number,
  choice: { assetId: string; mediaType: 'image' | 'video' },
) {
  await writeListing(db, actor, listingId, WRITE, async (tx) => {
    const media = await listMedia(tx, listingId);
    const found = media.find((m) => m.mediaType === choice.mediaType && m.assetId === choice.assetId);
    if (!found)
      throw badRequest(MSG.reportMediaNotFound, [{ field: 'assetId', message: MSG.reportMediaNotFound }]);
    const before = await findCover(tx, listingId);
    const cover = {
      imageId: choice.mediaType === 'image' ? choice.assetId : null,
      videoId: choice.mediaType === 'video' ? Number(choice.assetId) : null,
    };
    if (before && before.imageId === cover.imageId && before.videoId === cover.videoId) return {};
    await saveCover(tx, listingId, cover);
    return {
      action: 'clientMarketing.cover',
      related: [
        {
          field: 'clientMarketing.cover',
          oldValue: before ? (before.imageId ?? `video ${before.videoId}`) : null,
          newValue: cover.imageId ?? `video ${cover.videoId}`,
        },
      ],
    };
  });
}
