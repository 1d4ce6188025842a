import {
  GlobalSearchRequestSchema,
  LISTING_STATUS_LABEL,
  officeStatusText,
  type Actor,
  type GlobalSearchEntry,
  type GlobalSearchResponse,
  type ListingStatusId,
} from '@atrium/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import {
  findAgentHits,
  findApplicationHits,
  findHits,
  findListingHits,
  findOfficeHits,
  findSalesTeamHits,
  type PersonHitRow,
} from './search.repo';
import { readSearchText } from './search-text.sql';

type Request = z.output<typeof GlobalSearchRequestSchema>;

/** POST /api/search/global: one page of results in the actor's data scope. */
export async function globalSearch(db: Db, actor: Actor, req: Request): Promise<GlobalSearchResponse> {
  const text = readSearchText(req.text);
  const base = { currentPage: req.currentPage, itemsPerPage: req.itemsPerPage };
  if (text.kind === 'empty') return { ...base, totalRecords: 0, results: [] };
  const { total, hits } = await findHits(db, actor, {
    text,
    entityType: req.entityType ?? null,
    status: req.status,
    limit: req.itemsPerPage,
    offset: (req.currentPage - 1) * req.itemsPerPage,
  });
  const idsOf = (type: GlobalSearchEntry['entityType']) =>
    hits.filter((h) => h.entity_type === type).map((h) => Number(h.id));
  const [listings, agents, teams, offices, apps] = await Promise.all([
    findListingHits(db, idsOf('Listing')),
    findAgentHits(db, idsOf('Agent')),
    findSalesTeamHits(db, idsOf('SalesTeam')),
    findOfficeHits(db, idsOf('Office')),
    findApplicationHits(db, idsOf('Application')),
  ]);
  const entries = new Map<string, GlobalSearchEntry>();
  for (const l of listings) {
    const address = [l.address1, l.address2].filter(Boolean).join(', ') || null;
    entries.set(`Listing:${l.id}`, {
      entityType: 'Listing',
      id: l.id,
      metadata: {
        statusId: l.listing_status_id,
        status: LISTING_STATUS_LABEL[l.listing_status_id as ListingStatusId] ?? null,
        date: l.listing_date,
        price: l.current_price == null ? null : Number(l.current_price),
        listingType: l.listing_type,
      },
      searchData: {
        name: (l.use_address_as_title ? address : l.title) || address || l.listing_number || `#${l.id}`,
        address,
        city: l.city,
        zip: l.zip,
        mlsNumber: l.mls_number,
        listingNumber: l.listing_number,
      },
    });
  }
  const person = (type: GlobalSearchEntry['entityType'], r: PersonHitRow, status: string | null) =>
    entries.set(`${type}:${r.id}`, {
      entityType: type,
      id: r.id,
      metadata: { statusId: r.status_id, status, date: r.created },
      searchData:
        type === 'Application'
          ? { name: r.name, office: r.office, city: r.city, acronym: r.acronym ?? null, link: r.link ?? null }
          : { name: r.name, office: r.office, city: r.city },
    });
  agents.forEach((r) => person('Agent', r, r.status_id === 1 ? 'Active' : 'Inactive'));
  teams.forEach((r) => person('SalesTeam', r, r.status_id === 1 ? 'Active' : 'Inactive'));
  offices.forEach((r) => person('Office', r, officeStatusText(r.status_id)));
  apps.forEach((r) => person('Application', r, null));
  return {
    ...base,
    totalRecords: total,
    results: hits
      .map((h) => entries.get(`${h.entity_type}:${h.id}`))
      .filter((e): e is GlobalSearchEntry => Boolean(e)),
  };
}
