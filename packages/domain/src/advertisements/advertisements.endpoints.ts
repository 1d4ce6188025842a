import { z } from 'zod';
import { defineEndpoints, FileDownload } from '../contract';
import { IdParams } from '../http';
import {
  Advertisement,
  AdvertisementCopySchema,
  AdvertisementFileParams,
  AdvertisementFileQuery,
  AdvertisementFileSaved,
  AdvertisementSaved,
  AdvertisementSaveSchema,
  AdvertisementSearchResult,
  AdvertisementSearchSchema,
  EditionQuery,
  MediaOutlet,
  MediaOutletFileParams,
  MediaOutletFileQuery,
  MediaOutletLookup,
  MediaOutletSaveSchema,
  MediaOutletSearchResult,
  MediaOutletSearchSchema,
  Message,
} from './advertisements.schema';
import { ADVERTISEMENT_WRITERS } from './advertisements.rules';

export * from './advertisements.rules';
export * from './advertisements.schema';

/**
 * Media outlets and advertisements (spec/002 section 7). Media outlets are kept by system admins
 * only; their active list is a lookup every signed-in user reads (advertisements and spots name
 * them). Advertisements are read by everyone signed in and written by marketing staff and system
 * admins.
 */

const ADMINS = ['systemAdmin'] as const;
const tags = ['advertisements'] as const;

export const advertisementEndpoints = defineEndpoints({
  searchMediaOutlets: {
    method: 'POST',
    path: '/api/MediaOutlet/search',
    summary:
      'The media outlet list: name (any part, any case), status 0 All / 1 Active / 2 Inactive; by name, paged',
    tags,
    allow: ADMINS,
    body: MediaOutletSearchSchema,
    response: MediaOutletSearchResult,
  },
  listActiveMediaOutlets: {
    method: 'GET',
    path: '/api/MediaOutlet/active',
    summary: 'The active media outlets by name (the picker of advertisements and spots)',
    tags,
    allow: 'signedIn',
    response: z.array(MediaOutletLookup),
  },
  getMediaOutlet: {
    method: 'GET',
    path: '/api/MediaOutlet/:id',
    summary: 'A media outlet with the addresses of its image, logo and media kit',
    tags,
    allow: ADMINS,
    params: IdParams,
    response: MediaOutlet,
    refusals: [404],
  },
  saveMediaOutlet: {
    method: 'POST',
    path: '/api/MediaOutlet',
    summary: 'Create a media outlet (no id) or change its name and status (id)',
    tags,
    allow: ADMINS,
    body: MediaOutletSaveSchema,
    response: MediaOutlet.extend({ message: z.string() }),
    refusals: [400, 404],
  },
  uploadMediaOutletFile: {
    method: 'PUT',
    path: '/api/MediaOutlet/:id/file',
    summary:
      'Upload the image or logo (JPG, PNG) or the media kit (JPG, PNG, PDF) of a media outlet, up to 50 MB, told by its content; replaces the previous one (multipart, field "file")',
    tags,
    allow: ADMINS,
    params: IdParams,
    query: MediaOutletFileQuery,
    multipart: true,
    response: MediaOutlet.extend({ message: z.string() }),
    refusals: [400, 404, 413, 415],
  },
  deleteMediaOutletFile: {
    method: 'DELETE',
    path: '/api/MediaOutlet/:id/file/:place',
    summary: 'Remove the image, logo or media kit of a media outlet',
    tags,
    allow: ADMINS,
    params: MediaOutletFileParams,
    response: Message,
    refusals: [404],
  },
  deactivateMediaOutlet: {
    method: 'PUT',
    path: '/api/MediaOutlet/:id/deactivation',
    summary: 'Deactivate a media outlet (status 2): a media outlet is never deleted',
    tags,
    allow: ADMINS,
    params: IdParams,
    response: Message,
    refusals: [404],
  },
  searchAdvertisements: {
    method: 'POST',
    path: '/api/advertisement/search',
    summary:
      'The advertisement list: media outlet, name (any part, any case), run date range and publish; latest run date first, 20 a page',
    tags,
    allow: 'signedIn',
    body: AdvertisementSearchSchema,
    response: AdvertisementSearchResult,
    refusals: [400],
  },
  getEditions: {
    method: 'GET',
    path: '/api/advertisement/edition',
    summary: 'The distinct editions named by the advertisements of a media outlet, alphabetically',
    tags,
    allow: 'signedIn',
    query: EditionQuery,
    response: z.array(z.string()),
    refusals: [400],
  },
  getAdvertisement: {
    method: 'GET',
    path: '/api/advertisement/:id',
    summary: 'An advertisement with its media outlet and the addresses of its ad image and tear sheet',
    tags,
    allow: 'signedIn',
    params: IdParams,
    response: Advertisement,
    refusals: [404],
  },
  saveAdvertisement: {
    method: 'POST',
    path: '/api/advertisement',
    summary:
      'Create an advertisement (no id) or change one (id); its files follow through PUT advertisement/file',
    tags,
    allow: ADVERTISEMENT_WRITERS,
    body: AdvertisementSaveSchema,
    response: AdvertisementSaved,
    refusals: [400, 404],
  },
  uploadAdvertisementFile: {
    method: 'PUT',
    path: '/api/advertisement/file',
    summary:
      'Upload the ad image (fileType 1: JPG, PNG) or the tear sheet (fileType 2: JPG, PNG, PDF) of an advertisement, up to 50 MB, told by its content; replaces the previous one (multipart, field "file")',
    tags,
    allow: ADVERTISEMENT_WRITERS,
    query: AdvertisementFileQuery,
    multipart: true,
    response: AdvertisementFileSaved,
    refusals: [400, 404, 413, 415],
  },
  deleteAdvertisementFile: {
    method: 'DELETE',
    path: '/api/advertisement/:id/file/:fileType',
    summary: 'Remove the ad image (1) or the tear sheet (2) of an advertisement: its url is cleared',
    tags,
    allow: ADVERTISEMENT_WRITERS,
    params: AdvertisementFileParams,
    response: Message,
    refusals: [404],
  },
  deleteAdvertisement: {
    method: 'DELETE',
    path: '/api/advertisement/:id',
    summary: 'Delete an advertisement and its files (refused with 409 while spots still name it)',
    tags,
    allow: ADVERTISEMENT_WRITERS,
    params: IdParams,
    response: Message,
    refusals: [404, 409],
  },
  copyAdvertisement: {
    method: 'PUT',
    path: '/api/advertisement/copy',
    summary:
      "Copy an advertisement: its fields and ad image, named 'Copy of …', unpublished, without the tear sheet",
    tags,
    allow: ADVERTISEMENT_WRITERS,
    body: AdvertisementCopySchema,
    response: AdvertisementSaved,
    refusals: [404],
  },
  exportAdvertisement: {
    method: 'PUT',
    path: '/api/advertisement/:id/advertisementExport',
    summary: 'An advertisement as an XLSX workbook (text cells guarded against formula injection)',
    tags,
    allow: 'signedIn',
    params: IdParams,
    response: FileDownload,
    refusals: [404],
  },
  exportAdvertisementCit: {
    method: 'PUT',
    path: '/api/advertisement/:id/citExport',
    summary:
      'The CIT (cost) sheet of an advertisement as an XLSX workbook (text cells guarded against formula injection)',
    tags,
    allow: 'signedIn',
    params: IdParams,
    response: FileDownload,
    refusals: [404],
  },
});
