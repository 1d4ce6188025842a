import { z } from 'zod';
import { defineEndpoints, NoContent } from '../contract';
import { IdParams } from '../http';
import {
  ReportHeaderSchema,
  ReportIntroductionSchema,
  ReportListingImageSchema,
  ReportListingNumberParams,
  ReportListingParams,
  ReportMediaSelectSchema,
  ReportPanelParams,
  ReportPanelSchema,
  ReportSectionSchema,
  ReportSortOrderSchema,
  ReportToggleSchema,
} from './client-marketing.schema';

/**
 * The client marketing report builder of a listing: its sections (made from the defaults the
 * first time they are read), their order and nesting, whether each is shown, the notes, and the
 * cover photo or video. Reads need the listing to be visible; changes need Listing Edit on it.
 */

const EDIT = ['systemAdmin', 'listingEdit'] as const;
const tags = ['client marketing'] as const;

export const clientMarketingEndpoints = defineEndpoints({
  getReportSections: {
    method: 'GET',
    path: '/api/clientmarketing/:listingId/sections',
    summary: "The report's sections in order, children nested one level",
    tags,
    allow: 'signedIn',
    params: ReportListingParams,
    response: z.array(ReportSectionSchema),
    refusals: [404],
  },
  getReportHeader: {
    method: 'GET',
    path: '/api/clientmarketing/:listingId/headerSectionDetails',
    summary: "The report's header: address, office and the cover photo or video",
    tags,
    allow: 'signedIn',
    params: ReportListingParams,
    response: ReportHeaderSchema,
    refusals: [404],
  },
  getReportListingImages: {
    method: 'GET',
    path: '/api/clientmarketing/:listingId/listingImages',
    summary: "The listing's photos and finished videos the cover may be chosen from",
    tags,
    allow: 'signedIn',
    params: ReportListingParams,
    response: z.array(ReportListingImageSchema),
    refusals: [404],
  },
  getReportPanel: {
    method: 'GET',
    path: '/api/clientmarketing/:listingId/:section',
    summary: 'What one section of the report shows (its items, or the notes)',
    tags,
    allow: 'signedIn',
    params: ReportPanelParams,
    response: ReportPanelSchema,
    refusals: [400, 404],
  },
  toggleReportSection: {
    method: 'PUT',
    path: '/api/clientmarketing/:id/toggledisplaysection',
    summary: 'Show or hide a section of the report (id is the section row)',
    tags,
    allow: EDIT,
    params: IdParams,
    body: ReportToggleSchema,
    response: NoContent,
    refusals: [400, 404],
  },
  saveReportSortOrder: {
    method: 'PUT',
    path: '/api/clientmarketing/sortorder',
    summary: "Save the report's whole tree after a drop (a nesting the rules refuse is 400)",
    tags,
    allow: EDIT,
    body: ReportSortOrderSchema,
    response: z.array(ReportSectionSchema),
    refusals: [400, 404],
  },
  saveReportIntroduction: {
    method: 'PUT',
    path: '/api/clientmarketing/:id/introduction',
    summary: "Save the report's notes (id is the notes section row); bold, italic and lists kept",
    tags,
    allow: EDIT,
    params: IdParams,
    body: ReportIntroductionSchema,
    response: NoContent,
    refusals: [400, 404],
  },
  selectReportMedia: {
    method: 'PUT',
    path: '/api/clientmarketingmedia/:listingNumber/select',
    summary: "Choose the report's cover: a photo or a video of the listing",
    tags,
    allow: EDIT,
    params: ReportListingNumberParams,
    body: ReportMediaSelectSchema,
    response: NoContent,
    refusals: [400, 404],
  },
});
