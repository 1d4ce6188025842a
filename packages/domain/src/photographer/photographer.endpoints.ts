import { z } from 'zod';
import { defineEndpoints, FileDownload } from '../contract';
import { IdFromText, Timestamp } from '../http';
import { FileId } from '../files/files.schema';
import { ImageSchema } from '../images/images.schema';
import {
  PhotographerForgotSchema,
  PhotographerLoginSchema,
  PhotographerRegisterSchema,
  PhotographerResetSchema,
} from './photographer.schema';

/**
 * The photographer area, a login area apart from the staff's. Its routes are public to the staff
 * access layer: the photographer's own session token (another audience) is checked by the
 * routes, and a staff token is never accepted.
 */

const tags = ['photographer'] as const;
const Message = z.object({ message: z.string() });

export const Photographer = z
  .object({ id: z.int(), email: z.string(), firstName: z.string(), lastName: z.string() })
  .meta({ id: 'Photographer' });

export const PhotographerSession = z
  .object({
    token: z.string(),
    /** When the token expires, in milliseconds since 1970. */
    expiresAt: z.number(),
    photographer: Photographer,
  })
  .meta({ id: 'PhotographerSession' });
export type PhotographerSession = z.infer<typeof PhotographerSession>;

export const InvitedListing = z
  .object({
    listingId: z.int(),
    title: z.string().nullable(),
    address1: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    zip: z.string().nullable(),
    listingStatusId: z.int(),
    office: z.string().nullable(),
    invitedDate: Timestamp,
  })
  .meta({ id: 'InvitedListing' });

export const photographerEndpoints = defineEndpoints({
  registerPhotographer: {
    method: 'POST',
    path: '/api/photographer/register',
    summary: 'Register: a link to choose a password is e-mailed (the same answer for a known address)',
    tags,
    allow: 'public',
    body: PhotographerRegisterSchema,
    response: Message,
  },
  loginPhotographer: {
    method: 'POST',
    path: '/api/photographer/login',
    summary: "Sign in to the photographer area; answers the photographer's session token",
    tags,
    allow: 'public',
    body: PhotographerLoginSchema,
    response: PhotographerSession,
  },
  forgotPhotographerPassword: {
    method: 'POST',
    path: '/api/photographer/forgotpassword',
    summary: 'E-mail a single-use link to reset the password (the same answer for an unknown address)',
    tags,
    allow: 'public',
    body: PhotographerForgotSchema,
    response: Message,
  },
  resetPhotographerPassword: {
    method: 'POST',
    path: '/api/photographer/resetpassword',
    summary: 'Choose a new password with the token of the e-mailed link',
    tags,
    allow: 'public',
    body: PhotographerResetSchema,
    response: Message,
  },
  getInvitedListings: {
    method: 'GET',
    path: '/api/photographer/listings',
    summary: 'The listings the signed-in photographer is invited to (photographer token)',
    tags,
    allow: 'public',
    response: z.object({ photographer: Photographer, listings: z.array(InvitedListing) }),
  },
  uploadPhotographerImage: {
    method: 'POST',
    path: '/api/photographer/listings/:listingId/images',
    summary:
      'Upload one image (multipart, field "file") into the photographer images of an invited listing, checked like POST image/save (photographer token)',
    tags,
    allow: 'public',
    params: z.object({ listingId: IdFromText }),
    multipart: true,
    response: ImageSchema,
    status: 201,
    refusals: [400, 404, 413, 415],
  },
  listPhotographerImages: {
    method: 'GET',
    path: '/api/photographer/listings/:listingId/images',
    summary: 'The photographer images of an invited listing, in their order (photographer token)',
    tags,
    allow: 'public',
    params: z.object({ listingId: IdFromText }),
    response: z.array(ImageSchema),
    refusals: [404],
  },
  getPhotographerImageCount: {
    method: 'GET',
    path: '/api/photographer/imagecount',
    summary: 'How many photographer images each invited listing has (photographer token)',
    tags,
    allow: 'public',
    response: z.array(z.object({ listingId: z.int(), count: z.int() })),
  },
  downloadPhotographerFile: {
    method: 'GET',
    path: '/api/photographer/files/:id',
    summary:
      'A file (original or rendition) of a photographer image of an invited listing (photographer token)',
    tags,
    allow: 'public',
    params: z.object({ id: FileId }),
    response: FileDownload,
    refusals: [404],
  },
});
