import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import type { SigningKeys } from './features/identity/signing-keys';
import type { Storage } from './adapters/storage/storage';
import type { JobQueue } from './features/jobs/job-queue';
import type { Mailer } from './adapters/mail/mail';

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** What every feature gets when it registers its routes. */
export type AppContext = {
  config: Config;
  database: Database;
  keys: SigningKeys;
  storage: Storage;
  jobs: JobQueue;
  mailer: Mailer;
};
export type FeatureRoutes = (app: App, ctx: AppContext) => void | Promise<void>;
