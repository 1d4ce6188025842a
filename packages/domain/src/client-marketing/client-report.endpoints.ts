import { defineEndpoints, FileDownload } from '../contract';
import {
  ClientReportSchema,
  PublicReportFileParams,
  PublicReportParams,
  PublicReportPhotoParams,
  PublicReportQuery,
} from './client-report.schema';

/**
 * The seller's report: through its signed link without a session (ListingMarketingReport, the
 * spec's public page; a wrong, altered or revoked token answers 404, as a listing that does not
 * exist), or by a signed-in user who sees the listing (the builder's View Report and PDF).
 * The PDF a report e-mail carried is kept as a file of its send audit row (pdfFileId).
 */

const tags = ['client-marketing'] as const;

export const clientReportEndpoints = defineEndpoints({
  getPublicReport: {
    method: 'GET',
    path: '/api/ListingMarketingReport/:listingId',
    summary: "A listing's marketing report through its signed link (no sign-in)",
    tags,
    allow: 'public',
    params: PublicReportParams,
    query: PublicReportQuery,
    response: ClientReportSchema,
    refusals: [404],
  },
  getPublicReportPdf: {
    method: 'GET',
    path: '/api/ListingMarketingReport/:listingId/pdf',
    summary: 'The report as a PDF through its signed link (no sign-in)',
    tags,
    allow: 'public',
    params: PublicReportParams,
    query: PublicReportQuery,
    response: FileDownload,
    refusals: [404],
  },
  getPublicReportPhoto: {
    method: 'GET',
    path: '/api/ListingMarketingReport/:listingId/photo/:imageId/:size',
    summary: "A rendition of one of the listing's main photos, through the report's signed link",
    tags,
    allow: 'public',
    params: PublicReportPhotoParams,
    query: PublicReportQuery,
    response: FileDownload,
    refusals: [404],
  },
  getPublicReportFile: {
    method: 'GET',
    path: '/api/ListingMarketingReport/:listingId/file/:fileId',
    summary:
      "A file of one of the listing's marketing items (a tear sheet), through the report's signed link",
    tags,
    allow: 'public',
    params: PublicReportFileParams,
    query: PublicReportQuery,
    response: FileDownload,
    refusals: [404],
  },
  getClientReport: {
    method: 'GET',
    path: '/api/clientmarketing/:listingId/report',
    summary: "A listing's marketing report as its seller reads it (the listing must be visible)",
    tags,
    allow: 'signedIn',
    params: PublicReportParams,
    response: ClientReportSchema,
    refusals: [404],
  },
  getClientReportPdf: {
    method: 'GET',
    path: '/api/clientmarketing/:listingId/report/pdf',
    summary: "A listing's marketing report as a PDF (the listing must be visible)",
    tags,
    allow: 'signedIn',
    params: PublicReportParams,
    response: FileDownload,
    refusals: [404],
  },
});
