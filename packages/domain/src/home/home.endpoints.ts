import { z } from 'zod';
import { defineEndpoints, NoContent } from '../contract';
import { IdParams } from '../http';
import { NewsItemEntry, NewsItemSchema, StatsRequestSchema, StatsResponse } from './home.schema';

/** The home page: the news carousel, the office statistics and the upkeep of the news. */

const tags = ['home'] as const;
const admins = ['systemAdmin'] as const;

export const homeEndpoints = defineEndpoints({
  getHome: {
    method: 'GET',
    path: '/api/home',
    summary: 'The news items of the home page carousel, in display order',
    tags,
    allow: 'signedIn',
    response: z.object({ news: z.array(NewsItemEntry) }),
  },
  getOfficeStats: {
    method: 'POST',
    path: '/api/stats',
    summary: 'Active, pending and sold listings and the sold volume of the offices the user may see',
    tags,
    allow: 'signedIn',
    body: StatsRequestSchema,
    response: StatsResponse,
  },
  createNews: {
    method: 'POST',
    path: '/api/home/news',
    summary: 'Add a news item; answers its id and version (also as the ETag)',
    tags,
    allow: admins,
    body: NewsItemSchema,
    response: z.object({ id: z.int(), version: z.int() }),
    status: 201,
  },
  updateNews: {
    method: 'PUT',
    path: '/api/home/news/:id',
    summary: 'Change a news item (If-Match: the version read)',
    tags,
    allow: admins,
    params: IdParams,
    body: NewsItemSchema,
    response: NoContent,
    versioned: true,
    refusals: [404],
  },
  removeNews: {
    method: 'DELETE',
    path: '/api/home/news/:id',
    summary: 'Remove a news item',
    tags,
    allow: admins,
    params: IdParams,
    response: NoContent,
    refusals: [404],
  },
});
