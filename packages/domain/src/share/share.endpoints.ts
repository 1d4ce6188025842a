import { z } from 'zod';
import { defineEndpoints, FileDownload } from '../contract';
import { ShareSendSchema, ShareSentSchema } from './share.schema';

/** Sharing images of a record by e-mail: a link to a zip of them at the chosen size. */

const tags = ['share'] as const;

export const shareEndpoints = defineEndpoints({
  sendShare: {
    method: 'POST',
    path: '/api/share/Send',
    summary:
      "E-mails a link to a zip of images (all of one record the caller may see) at the chosen size; the link works for 30 days. Answers the share's id and expiry",
    tags,
    allow: 'signedIn',
    body: ShareSendSchema,
    response: ShareSentSchema,
    status: 201,
    refusals: [400, 404],
  },
  downloadShare: {
    method: 'GET',
    path: '/api/share/:token',
    summary:
      "The shared images as one zip, at the share's size (the token of the e-mailed link; no sign-in). Images deleted since are left out",
    tags,
    allow: 'public',
    params: z.object({ token: z.string().max(200) }),
    response: FileDownload,
    refusals: [404],
  },
});
