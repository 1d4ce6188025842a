/**
 * What the client marketing feature offers the app: the report builder's and the scheduler's routes,
 * and the report link (the public report verifies its token).
 */
export { clientMarketingRoutes } from './client-marketing.routes';
export { clientReportScheduleRoutes } from './client-report-schedule.routes';
export { clientReportRoutes } from './client-report.routes';
export { verifyReportToken, reportLinkSecret, reportUrl } from './report-link.service';
