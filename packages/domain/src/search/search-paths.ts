import type { GlobalSearchEntry } from './search.schema';

/**
 * Where a result opens (spec/000 section 2.5). Kept apart from the zod schemas of search.schema.ts
 * so that the header's search box does not bring zod into the first screen's code.
 */
export function searchResultPath(entry: Pick<GlobalSearchEntry, 'entityType' | 'id'>): string {
  switch (entry.entityType) {
    case 'Listing':
      return `/eng/listing/${entry.id}`;
    case 'Office':
      return `/eng/office/${entry.id}`;
    case 'SalesTeam':
      return `/eng/salesTeam/${entry.id}`;
    case 'Agent':
      return `/eng/agent/${entry.id}`;
    case 'Application':
      return '/eng/applications';
  }
}
