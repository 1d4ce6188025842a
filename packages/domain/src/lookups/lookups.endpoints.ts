import { z } from 'zod';
import { defineEndpoints } from '../contract';

/**
 * What the shell loads once before routes display: the lookups, the office lookups and the
 * public configuration (the navigation's notification count is the notifications feature's).
 */

const tags = ['lookups'] as const;
const Named = z.object({ id: z.int(), name: z.string() });

/** The offices are those of the user's scope (every office for a system administrator). */
export const Lookups = z
  .object({
    languages: z.array(Named),
    offices: z.array(Named.extend({ salesRegionId: z.int().nullable(), status: z.int() })),
    salutations: z.array(Named),
    states: z.array(Named.extend({ code: z.string() })),
    statuses: z.array(Named),
  })
  .meta({ id: 'Lookups' });

export const OfficeLookups = z
  .object({
    /** The managers of the offices in the user's scope. */
    managers: z.array(
      z.object({
        agentId: z.int(),
        name: z.string(),
        officeId: z.int(),
        officeName: z.string(),
        title: z.string().nullable(),
      }),
    ),
    specializations: z.array(Named),
    salesRegions: z.array(Named),
  })
  .meta({ id: 'OfficeLookups' });

/** The public configuration: the brand word and colour, the service desk address and the design tool's name. */
export const AppConfig = z
  .object({ brand: z.string(), brandColor: z.string(), supportUrl: z.string(), designToolName: z.string() })
  .meta({ id: 'AppConfig' });

export const lookupsEndpoints = defineEndpoints({
  getLookups: {
    method: 'GET',
    path: '/api/lookups',
    summary: 'Languages, offices in scope, salutations, states and listing statuses',
    tags,
    allow: 'signedIn',
    response: Lookups,
  },
  getOfficeLookups: {
    method: 'GET',
    path: '/api/Office/lookups',
    summary: 'Office managers in scope, specializations and sales regions',
    tags,
    allow: 'signedIn',
    response: OfficeLookups,
  },
  getAppConfig: {
    method: 'GET',
    path: '/api/app/config',
    summary: 'The public configuration: brand, brand colour, service desk address',
    tags,
    allow: 'public',
    response: AppConfig,
  },
});
