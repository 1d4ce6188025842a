import { z } from 'zod';
import { defineEndpoints, FileDownload } from '../contract';
import { IdParams } from '../http';
import {
  AbcrDetails,
  AbcrExportSchema,
  AbcrListingQuery,
  AbcrListingRow,
  AbcrQuery,
  AdvertisingReport,
  AdvertisingReportExportSchema,
  AdvertisingReportQuery,
  AgentWebsiteReportSchema,
  CitReport,
  CitReportExportSchema,
  CitReportQuery,
  ReportExport,
  ReportExportRequest,
  WebsiteReportSchema,
} from './reporting.schema';

export * from './reporting.rules';
export * from './reporting.schema';

/** The roles of /eng/reporting (spec/000 section 2.2). */
export const REPORTING_ROLES = ['corporateMarketingEmployee', 'marketingCoordinator', 'systemAdmin'] as const;
/** An agent's CIT report is also theirs to read. */
const CIT_READERS = [...REPORTING_ROLES, 'agent'] as const;
const tags = ['reporting'] as const;

export const reportingEndpoints = defineEndpoints({
  getCitReport: {
    method: 'GET',
    path: '/api/agent/:id/citReport',
    summary:
      "An agent's CIT costs over a date range: their shares of marketing items marked CIT (includeMarketing) and the agent cost of the spots booked or reserved for them (includeAds), with totals and a month-by-month series. Agents read their own; others the agents of their scope.",
    tags,
    allow: CIT_READERS,
    params: IdParams,
    query: CitReportQuery,
    response: CitReport,
    refusals: [400, 404],
  },
  exportCitReport: {
    method: 'POST',
    path: '/api/agent/:id/citReportExport',
    summary: 'The CIT report as a CSV or XLSX file (cells guarded against formula injection)',
    tags,
    allow: CIT_READERS,
    params: IdParams,
    body: CitReportExportSchema,
    response: FileDownload,
    refusals: [400, 404],
  },
  getAdvertisingReport: {
    method: 'POST',
    path: '/api/agent/:id/advertisingReport',
    summary:
      "An agent's advertising over a date range: the spots booked with their listings (by run date) and the reservations they share, each with its media outlet, advertisement, edition and the agent's cost, with totals and the media outlets costliest first. Agents read their own; others the agents of their scope.",
    tags,
    allow: CIT_READERS,
    params: IdParams,
    body: AdvertisingReportQuery,
    response: AdvertisingReport,
    refusals: [400, 404],
  },
  exportAdvertisingReport: {
    method: 'POST',
    path: '/api/agent/:id/advertisingReportExport',
    summary: 'The advertising report as a CSV or XLSX file (cells guarded against formula injection)',
    tags,
    allow: CIT_READERS,
    params: IdParams,
    body: AdvertisingReportExportSchema,
    response: FileDownload,
    refusals: [400, 404],
  },
  exportWebsiteReport: {
    method: 'POST',
    path: '/api/showcaseSite/websiteReport',
    summary:
      "The listings in the caller's scope seen on the web in the range, most viewed first, as a CSV or XLSX file: their showcase page's visits and the other sites entered in views on web (added in the range), with totals",
    tags,
    allow: REPORTING_ROLES,
    body: WebsiteReportSchema,
    response: FileDownload,
    refusals: [400],
  },
  exportAgentWebsiteReport: {
    method: 'POST',
    path: '/api/agent/websiteReport',
    summary:
      "The website report of one agent's listings (either side): agents their own, others the agents of their scope",
    tags,
    allow: CIT_READERS,
    body: AgentWebsiteReportSchema,
    response: FileDownload,
    refusals: [400, 404],
  },
  getAbcrDetails: {
    method: 'POST',
    path: '/api/listing/abcrdetails',
    summary:
      "ABCR, the agents' business closed in a range (decision 0058): for each agent, the listing and sale sides held on listings of the caller's scope closed in the range, the volume and the commission credited by split, the largest volume first, with totals",
    tags,
    allow: REPORTING_ROLES,
    body: AbcrQuery,
    response: AbcrDetails,
    refusals: [400],
  },
  getAbcrListingDetails: {
    method: 'POST',
    path: '/api/listing/abcrlistingdetails',
    summary: "The closed listings behind one agent's ABCR row, one row per side, the latest closed first",
    tags,
    allow: REPORTING_ROLES,
    body: AbcrListingQuery,
    response: z.array(AbcrListingRow),
    refusals: [400],
  },
  exportAbcr: {
    method: 'POST',
    path: '/api/listing/abcrexport',
    summary: "The ABCR agents' rows as a CSV or XLSX file (cells guarded against formula injection)",
    tags,
    allow: REPORTING_ROLES,
    body: AbcrExportSchema,
    response: FileDownload,
    refusals: [400],
  },
  startReportExport: {
    method: 'POST',
    path: '/api/reporting/exports',
    summary:
      'Starts an export of the network data in scope (listings) as a job: answers the export record at once; the job streams the rows to a file, counting them as it goes',
    tags,
    allow: REPORTING_ROLES,
    body: ReportExportRequest,
    response: ReportExport,
    status: 201,
    refusals: [400],
  },
  listReportExports: {
    method: 'GET',
    path: '/api/reporting/exports',
    summary: "The caller's latest exports (20), newest first, with their progress",
    tags,
    allow: REPORTING_ROLES,
    response: z.array(ReportExport),
  },
  getReportExport: {
    method: 'GET',
    path: '/api/reporting/exports/:id',
    summary: "One of the caller's exports, with its progress",
    tags,
    allow: REPORTING_ROLES,
    params: IdParams,
    response: ReportExport,
    refusals: [404],
  },
  downloadReportExport: {
    method: 'GET',
    path: '/api/reporting/exports/:id/file',
    summary: "The file of one of the caller's finished exports",
    tags,
    allow: REPORTING_ROLES,
    params: IdParams,
    response: FileDownload,
    refusals: [404, 409],
  },
});
