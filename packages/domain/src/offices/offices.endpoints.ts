import { z } from 'zod';
import { defineEndpoints, NoContent } from '../contract';
import { IdParams } from '../http';
import {
  Office,
  OfficeAdditionalMls,
  OfficeAdditionalMlsCreateSchema,
  OfficeAdditionalMlsListSchema,
  OfficeCreateSchema,
  OfficeDetailsSchema,
  OfficeHistorySchema,
  OfficeManagerSaved,
  OfficeManagerSchema,
  OfficeMessage,
  OfficeSaved,
  OfficeSearchResult,
  OfficeSearchSchema,
  OfficeSettingsSchema,
  OfficeSpecializationsSchema,
} from './offices.schema';

export * from './offices.rules';
export * from './offices.schema';

/**
 * Offices (spec/002 section 7). Opening an office and changing its details, description
 * (history), specializations and additional MLSs: marketing staff of the office and system
 * admins (canEditOffice, checked on the record); creation, settings, managers and (de)activation:
 * system admins (canAdministerOffices).
 */

const OFFICE_STAFF = ['corporateMarketingEmployee', 'marketingCoordinator', 'systemAdmin'] as const;
const ADMINS = ['systemAdmin'] as const;
const tags = ['offices'] as const;

export const officeEndpoints = defineEndpoints({
  searchOffices: {
    method: 'POST',
    path: '/api/office/search',
    summary:
      'The office list: name (any part, any case), status 0 All / 1 Active / 2 Inactive, paged and sorted on the server (name ascending, 20 a page by default); offices in scope',
    tags,
    allow: OFFICE_STAFF,
    body: OfficeSearchSchema,
    response: OfficeSearchResult,
  },
  getOffice: {
    method: 'GET',
    path: '/api/office/:id',
    summary: 'An office with its manager and specializations (its version as the ETag)',
    tags,
    allow: OFFICE_STAFF,
    params: IdParams,
    response: Office,
    versioned: true,
    refusals: [404],
  },
  createOffice: {
    method: 'POST',
    path: '/api/office',
    summary: 'Create an office from the details form (system admins)',
    tags,
    allow: ADMINS,
    body: OfficeCreateSchema,
    response: OfficeSaved,
    refusals: [400],
  },
  updateOffice: {
    method: 'PUT',
    path: '/api/office/:id',
    summary: 'Change the details of an office (If-Match: the version read)',
    tags,
    allow: OFFICE_STAFF,
    params: IdParams,
    body: OfficeDetailsSchema,
    response: NoContent,
    versioned: true,
    refusals: [400, 404],
  },
  updateOfficeHistory: {
    method: 'PUT',
    path: '/api/office/:id/history',
    summary:
      'Change the description (history) of an office: bold, italic and line breaks kept, at most 8000 characters with the HTML (If-Match: the version read)',
    tags,
    allow: OFFICE_STAFF,
    params: IdParams,
    body: OfficeHistorySchema,
    response: NoContent,
    versioned: true,
    refusals: [400, 404],
  },
  saveOfficeSpecializations: {
    method: 'PUT',
    path: '/api/office/:id/specializations',
    summary: 'Replace the specializations of an office',
    tags,
    allow: OFFICE_STAFF,
    params: IdParams,
    body: OfficeSpecializationsSchema,
    response: OfficeMessage,
    refusals: [400, 404],
  },
  getOfficeSettings: {
    method: 'GET',
    path: '/api/office/:id/settings',
    summary: 'The 13 settings flags of an office (the defaults until saved)',
    tags,
    allow: ADMINS,
    params: IdParams,
    response: OfficeSettingsSchema,
    refusals: [404],
  },
  saveOfficeSettings: {
    method: 'POST',
    path: '/api/office/:id/settings',
    summary: 'Save the 13 settings flags of an office (they drive the defaults of its new listings)',
    tags,
    allow: ADMINS,
    params: IdParams,
    body: OfficeSettingsSchema,
    response: OfficeMessage,
    refusals: [400, 404],
  },
  assignOfficeManager: {
    method: 'POST',
    path: '/api/office/:id/manager',
    summary: 'Assign the manager of an office (an active agent) with a title',
    tags,
    allow: ADMINS,
    params: IdParams,
    body: OfficeManagerSchema,
    response: OfficeManagerSaved,
    refusals: [400, 404],
  },
  removeOfficeManager: {
    method: 'DELETE',
    path: '/api/office/:id/manager',
    summary: 'Remove the manager of an office',
    tags,
    allow: ADMINS,
    params: IdParams,
    response: NoContent,
    refusals: [404],
  },
  getOfficeAdditionalMls: {
    method: 'GET',
    path: '/api/office/:id/additionalmls',
    summary: 'The additional MLSs of an office',
    tags,
    allow: OFFICE_STAFF,
    params: IdParams,
    response: z.array(OfficeAdditionalMls),
    refusals: [404],
  },
  addOfficeAdditionalMls: {
    method: 'POST',
    path: '/api/office/additionalmls',
    summary: 'Add an additional MLS to an office',
    tags,
    allow: OFFICE_STAFF,
    body: OfficeAdditionalMlsCreateSchema,
    response: OfficeAdditionalMls.extend({ message: z.string() }),
    refusals: [400, 404],
  },
  saveOfficeAdditionalMls: {
    method: 'PUT',
    path: '/api/office/:id/additionalmls',
    summary:
      'Save the additional MLSs of an office as listed: rows with an id are changed, rows without are added, rows left out are removed',
    tags,
    allow: OFFICE_STAFF,
    params: IdParams,
    body: OfficeAdditionalMlsListSchema,
    response: z.array(OfficeAdditionalMls),
    refusals: [400, 404],
  },
  deactivateOffice: {
    method: 'PUT',
    path: '/api/office/:id/deactivate',
    summary: 'Deactivate an office (status 2)',
    tags,
    allow: ADMINS,
    params: IdParams,
    response: OfficeMessage,
    refusals: [404],
  },
  activateOffice: {
    method: 'PUT',
    path: '/api/office/:id/activate',
    summary: 'Make an inactive office active again (status 1)',
    tags,
    allow: ADMINS,
    params: IdParams,
    response: OfficeMessage,
    refusals: [404],
  },
});
