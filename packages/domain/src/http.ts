import { z } from 'zod';

/** The body of every refused request: the human sentence, then the field errors. */
export type ErrorBody = { message: string; errors?: Array<{ field: string; message: string }> };

export const IdParams = z.object({ id: z.coerce.number().int().positive() });

export const PagingQuery = z.object({
  pageNumber: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(100),
});

/** ETag of a versioned record: a weak tag over the version number. */
export function etagFor(version: number): string {
  return `W/"${version}"`;
}
/** Reads the version from an If-Match header; null when absent or '*'. */
export function versionFromIfMatch(header: string | undefined | null): number | null {
  if (!header || header.trim() === '*') return null;
  const m = header.match(/(\d+)/);
  return m ? Number(m[1]) : null;
}
