import { z } from 'zod';
import { defineEndpoints, FileDownload, NoContent } from '../contract';
import { IdParams } from '../http';
import {
  DesignTemplateSchema,
  DesignToolSandboxParams,
  DesignToolSandboxQuery,
  DesignVaultListingSchema,
  DesignVaultTemplatesQuery,
  DesignVaultToggleParams,
} from './design-vault.schema';

export * from './design-vault.rules';
export * from './design-vault.schema';

/**
 * Design vault. An office's templates and switches: system admins, and the branch managers and
 * marketing coordinators of that office (checked per office in the service). A listing's gallery
 * and its summary for the design tool: whoever may see the listing.
 */
const tags = ['design-vault'] as const;

export const designVaultEndpoints = defineEndpoints({
  getDesignVaultTemplates: {
    method: 'GET',
    path: '/api/designvault/templates',
    summary:
      "An office's templates with their enable switch (officeId), or the templates enabled for a listing's office (listingId)",
    tags,
    allow: 'signedIn',
    query: DesignVaultTemplatesQuery,
    response: z.array(DesignTemplateSchema),
    refusals: [400, 404],
  },
  getDesignVaultListing: {
    method: 'GET',
    path: '/api/DesignVault/:id',
    summary:
      "A listing's summary for the design tool (address, price, photos, agents) and the design tool's link when the user may open it; 404 when not in the system",
    tags,
    allow: 'signedIn',
    params: IdParams,
    response: DesignVaultListingSchema,
    refusals: [404],
  },
  toggleOfficeDesignTemplate: {
    method: 'PUT',
    path: '/api/designvault/:officeId/:templateId/toggleenable/:flag',
    summary: 'Enable (true) or disable (false) a template for one office',
    tags,
    allow: ['branchManager', 'marketingCoordinator', 'systemAdmin'],
    params: DesignVaultToggleParams,
    response: NoContent,
    refusals: [400, 404],
  },
  openDesignToolSandbox: {
    method: 'GET',
    path: '/api/designvault/sandbox/:templateId/:listingId',
    summary:
      "The sandbox design tool: an HTML page of the template filled with the listing's address, price and first photo (a signed link of the listing's summary; a wrong or expired token is a 404)",
    tags,
    allow: 'public',
    params: DesignToolSandboxParams,
    query: DesignToolSandboxQuery,
    response: FileDownload,
    refusals: [404],
  },
});
