import { sql } from 'drizzle-orm';
import { bigserial, customType, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { users } from './users';
import { createdAt, versioned, instant, instantNow } from './common';

/** One row per write: who (and, while masquerading, who really), when, and what changed. */
export const audits = pgTable(
  'audits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entityType: text('entity_type').notNull(),
    entityId: integer('entity_id').notNull(),
    action: text('action').notNull(),
    userId: integer('user_id'),
    realUserId: integer('real_user_id'),
    changedAt: instantNow('changed_at'),
    changes: jsonb('changes')
      .$type<Array<{ field: string; oldValue: unknown; newValue: unknown }>>()
      .notNull(),
  },
  (t) => [index('audits_entity_idx').on(sql`lower(${t.entityType})`, t.entityId, t.id)],
);

/** News items of the home page carousel, maintained by system administrators. */
export const newsItems = pgTable('news_items', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  imageUrl: text('image_url'),
  linkUrl: text('link_url'),
  displayOrder: integer('display_order').notNull().default(1),
  createdBy: integer('created_by').references(() => users.id),
  createdDate: createdAt(),
  ...versioned,
});

export const feedback = pgTable('feedback', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').references(() => users.id),
  message: text('message').notNull(),
  page: text('page'),
  createdDate: createdAt(),
});

/**
 * Every outgoing e-mail, as the recipient sees it (text and HTML). Without SMTP_URL it stays
 * here ('kept'); with SMTP_URL a job sends it: 'queued', then 'sent', or 'failed' after the
 * last retry (the job is then a dead letter on the jobs page).
 */
export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  html: text('html'),
  /** The sender's name shown on the brokerage's address, and where replies go (an agent's report). */
  fromName: text('from_name'),
  replyTo: text('reply_to'),
  sentVia: text('sent_via').notNull(),
  status: text('status').notNull().default('kept'),
  error: text('error'),
  sentAt: instant('sent_at'),
  createdDate: createdAt(),
});

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** The attachments of an outgoing e-mail, kept with it so the outbox can offer them. */
export const mailAttachments = pgTable(
  'mail_attachments',
  {
    id: serial('id').primaryKey(),
    outboxId: integer('outbox_id')
      .notNull()
      .references(() => mailOutbox.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
  },
  (t) => [index('mail_attachments_outbox_idx').on(t.outboxId)],
);

/** Storage of the embedded OpenID Connect provider (sessions, grants, codes, tokens). */
export const oidcStore = pgTable(
  'oidc_store',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: instant('expires_at'),
    consumedAt: instant('consumed_at'),
  },
  (t) => [index('oidc_store_grant_idx').on(t.grantId), index('oidc_store_uid_idx').on(t.uid)],
);

/**
 * Facts about the installation itself, one row per key. 'demoData' is written when the demo
 * network is created: with it (and SEED_DEMO_DATA not 'false') staff sign in with one click.
 */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: instantNow('updated_at'),
});

/** The key of the settings row the demo seed writes. */
export const DEMO_DATA_SETTING = 'demoData';
