import { defineEndpoints, ErrorBodySchema, NoContent } from '../contract';
import { IdParams } from '../http';
import {
  DomainActionResultSchema,
  DomainAvailabilitySchema,
  DomainByEntityQuerySchema,
  DomainEntitySchema,
  DomainInfoSchema,
  DomainPurchaseResultSchema,
  DomainPurchaseSchema,
  DomainQuerySchema,
  EligibilitySchema,
  ShowcasePublishSchema,
  ShowcaseSettingsUpdateSchema,
  ShowcaseSiteSchema,
} from './showcase.schema';

/**
 * A listing's showcase website and its domain (spec/001 section 7, 'Showcase, domain and private
 * site'). {id} and entityId are the listing's id. Every change goes through the listing's write
 * path: Listing Edit on the listing, and Disable Showcase Edit refuses everyone but system admins.
 */

const EDIT = ['systemAdmin', 'listingEdit'] as const;
const tags = ['showcase'] as const;

export const showcaseEndpoints = defineEndpoints({
  getShowcaseSite: {
    method: 'GET',
    path: '/api/showCaseSite/:id',
    summary: "A listing's showcase site: its settings, custom tabs and domain (404 when it has none)",
    tags,
    allow: 'signedIn',
    params: IdParams,
    response: ShowcaseSiteSchema,
    refusals: [404],
  },
  updateShowcaseSite: {
    method: 'PUT',
    path: '/api/showCaseSite',
    summary:
      'Save the settings of a showcase site (Main Menu, Tracking, up to 4 custom tabs renumbered from 1; tab bodies sanitized)',
    tags,
    allow: EDIT,
    body: ShowcaseSettingsUpdateSchema,
    response: NoContent,
    refusals: [400, 404],
  },
  publishShowcaseSite: {
    method: 'PUT',
    path: '/api/showcaseSite/:id',
    summary: 'Publish a showcase site or take it down (the ACTIVATE switch)',
    tags,
    allow: EDIT,
    params: IdParams,
    body: ShowcasePublishSchema,
    response: NoContent,
    refusals: [400, 404],
  },
  checkDomainAvailability: {
    method: 'GET',
    path: '/api/domain/checkAvailability',
    summary: 'Whether a domain may be registered (valid, without the brand word, free at the registrar)',
    tags,
    allow: 'signedIn',
    query: DomainQuerySchema,
    response: DomainAvailabilitySchema,
    refusals: [400],
    answers: { 503: ErrorBodySchema },
  },
  getDomainByEntity: {
    method: 'GET',
    path: '/api/domain/getbyid',
    summary: "A listing's domain with its status as shown and the actions offered (404 when none)",
    tags,
    allow: 'signedIn',
    query: DomainByEntityQuerySchema,
    response: DomainInfoSchema,
    refusals: [404],
  },
  getDomainEligibility: {
    method: 'GET',
    path: '/api/domain/:id/eligibility',
    summary: 'Whether the listing may have a showcase site (403 when not), and the registrar in use',
    tags,
    allow: 'signedIn',
    params: IdParams,
    response: EligibilitySchema,
    refusals: [404],
  },
  purchaseDomain: {
    method: 'POST',
    path: '/api/domain/purchase',
    summary: 'Register a domain for a listing; creates its showcase site',
    tags,
    allow: EDIT,
    body: DomainPurchaseSchema,
    response: DomainPurchaseResultSchema,
    refusals: [400, 404, 409],
    answers: { 503: ErrorBodySchema },
  },
  renewDomain: {
    method: 'POST',
    path: '/api/domain/renew',
    summary: "Renew a listing's domain for a year (before its renewal deadline)",
    tags,
    allow: EDIT,
    body: DomainEntitySchema,
    response: DomainActionResultSchema,
    refusals: [400, 404],
    answers: { 503: ErrorBodySchema },
  },
  redeemDomain: {
    method: 'POST',
    path: '/api/domain/redeem',
    summary: "Redeem a listing's domain in its redemption window",
    tags,
    allow: EDIT,
    body: DomainEntitySchema,
    response: DomainActionResultSchema,
    refusals: [400, 404],
    answers: { 503: ErrorBodySchema },
  },
  releaseDomain: {
    method: 'PUT',
    path: '/api/domain/release',
    summary: "Release a listing's domain: deletes the showcase site and resets the domain data",
    tags,
    allow: EDIT,
    body: DomainEntitySchema,
    response: NoContent,
    refusals: [404],
    answers: { 503: ErrorBodySchema },
  },
});
