import { z } from 'zod';
import { defineEndpoints, NoContent } from '../contract';
import { IdParams } from '../http';
import {
  ReportLink,
  ReportScheduleCreateSchema,
  ReportScheduleSaved,
  ReportScheduleUpdateSchema,
  ReportSendAudit,
  ScheduledReport,
} from './client-report-schedule.schema';

/**
 * The client marketing report scheduler. ClientMarketingSchedule/{id} is the listing for GET and
 * the schedule for PUT and DELETE, as the spec names them; ClientReportSendAudit/{id} is the
 * listing. The report link is the listing's signed link to its live report.
 */

const EDIT = ['systemAdmin', 'listingEdit'] as const;
const tags = ['client-marketing'] as const;

export const clientReportScheduleEndpoints = defineEndpoints({
  getReportSchedules: {
    method: 'GET',
    path: '/api/ClientMarketingSchedule/:id',
    summary: "A listing's saved report schedules",
    tags,
    allow: 'signedIn',
    params: IdParams,
    response: z.array(ScheduledReport),
    refusals: [404],
  },
  addReportSchedule: {
    method: 'POST',
    path: '/api/ClientMarketingSchedule',
    summary: 'Save a report schedule, or send the report now (schedule 0)',
    tags,
    allow: EDIT,
    body: ReportScheduleCreateSchema,
    response: ReportScheduleSaved,
    refusals: [400, 404],
  },
  updateReportSchedule: {
    method: 'PUT',
    path: '/api/ClientMarketingSchedule/:id',
    summary: 'Change a saved report schedule',
    tags,
    allow: EDIT,
    params: IdParams,
    body: ReportScheduleUpdateSchema,
    response: NoContent,
    refusals: [400, 404],
  },
  deleteReportSchedule: {
    method: 'DELETE',
    path: '/api/ClientMarketingSchedule/:id',
    summary: 'Delete a saved report schedule',
    tags,
    allow: EDIT,
    params: IdParams,
    response: NoContent,
    refusals: [404],
  },
  getReportSendAudit: {
    method: 'GET',
    path: '/api/ClientReportSendAudit/:id',
    summary: 'The report e-mails sent for a listing, newest first',
    tags,
    allow: 'signedIn',
    params: IdParams,
    response: z.array(ReportSendAudit),
    refusals: [404],
  },
  getReportLink: {
    method: 'GET',
    path: '/api/ClientMarketingSchedule/:id/reportLink',
    summary: "The listing's signed link to its live report (made on first ask)",
    tags,
    allow: EDIT,
    params: IdParams,
    response: ReportLink,
    refusals: [404],
  },
  revokeReportLink: {
    method: 'DELETE',
    path: '/api/ClientMarketingSchedule/:id/reportLink',
    summary: "Revoke the listing's report link: links given so far stop opening the report",
    tags,
    allow: EDIT,
    params: IdParams,
    response: NoContent,
    refusals: [404],
  },
});
