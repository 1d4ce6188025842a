import { useQuery } from '@tanstack/react-query';
import { clientReportEndpoints as E, type ClientReport } from '@atrium/domain';
import { ApiError, callEndpoint } from '../../lib/api-client';
import { saveDownload } from '../../lib/download';

/** How the report is opened: its signed link's token, or the session of a user who sees the listing. */
export type ReportReader = { token: string } | { session: true };

export const clientReportKeys = {
  report: (listingId: number, reader: ReportReader) =>
    ['clientReport', listingId, 'token' in reader ? reader.token : 'session'] as const,
};

/** The seller's report; `data` null when the link opens nothing (wrong, altered or revoked). */
export function useClientReport(listingId: number, reader: ReportReader | null) {
  return useQuery({
    queryKey: clientReportKeys.report(listingId, reader ?? { session: true }),
    enabled: reader != null && listingId > 0,
    retry: false,
    queryFn: async (): Promise<ClientReport | null> => {
      try {
        const answer =
          'token' in reader!
            ? await callEndpoint(
                E.getPublicReport,
                { params: { listingId }, query: { token: reader.token } },
                { silent: true, bearer: null },
              )
            : await callEndpoint(E.getClientReport, { params: { listingId } }, { silent: true });
        return answer.data;
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) return null;
        throw err;
      }
    },
  });
}

/** The PDF's address for a reader of the signed link (a plain link: no session needed). */
export const publicPdfHref = (listingId: number, token: string) =>
  `/api/ListingMarketingReport/${listingId}/pdf?token=${encodeURIComponent(token)}`;

/** Downloads the PDF with the session (the builder, or a signed-in reader without a link). */
export async function downloadReportPdf(listingId: number) {
  const res = await callEndpoint(E.getClientReportPdf, { params: { listingId } });
  await saveDownload(res.data, `marketing-report-${listingId}.pdf`);
}
