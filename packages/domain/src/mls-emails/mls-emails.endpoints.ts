import { z } from 'zod';
import { defineEndpoints, NoContent } from '../contract';
import { IdFromText } from '../http';
import { MlsEmailInputSchema, MlsEmailSaved, MlsEmailSchema, MlsKeyParams } from './mls-emails.schema';

export * from './mls-emails.rules';
export * from './mls-emails.schema';

/**
 * MLS e-mail contacts (/mlsemails): system admins keep them. They belong to the company, not to
 * an office, so there is no scope. The path parameter is named `key` in both calls because the
 * spec's GET names an MLS where its DELETE names an id on the same path.
 */

const SA = ['systemAdmin'] as const;
const tags = ['mls emails'] as const;

export const mlsEmailEndpoints = defineEndpoints({
  getMlsNames: {
    method: 'GET',
    path: '/api/mlsemails',
    summary:
      "The MLS names the chooser offers: the offices' primary and additional MLS names and those of the e-mails kept",
    tags,
    allow: SA,
    response: z.array(z.string()),
  },
  getMlsEmails: {
    method: 'GET',
    path: '/api/mlsemails/:key',
    summary: 'The e-mail contacts of one MLS (key: the MLS name), by e-mail',
    tags,
    allow: SA,
    params: MlsKeyParams,
    response: z.array(MlsEmailSchema),
    refusals: [400],
  },
  saveMlsEmail: {
    method: 'POST',
    path: '/api/mlsemails',
    summary:
      'Create an MLS e-mail contact (no id) or update one (with its id); the e-mail is kept lowercased',
    tags,
    allow: SA,
    body: MlsEmailInputSchema,
    response: MlsEmailSaved,
    refusals: [400, 404, 409],
  },
  deleteMlsEmail: {
    method: 'DELETE',
    path: '/api/mlsemails/:key',
    summary: 'Delete an MLS e-mail contact (key: its id)',
    tags,
    allow: SA,
    params: z.object({ key: IdFromText }),
    response: NoContent,
    refusals: [400, 404],
  },
});
