import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { OutboxMessage } from '@atrium/domain';
import type { Db } from '../../db/client';
import { mailAttachments, mailOutbox } from '../../db/schema';

export async function listOutbox(db: Db, opts: { pageNumber: number; pageSize: number; to?: string }) {
  const where = opts.to ? eq(sql`lower(${mailOutbox.toAddress})`, opts.to) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.id))
      .limit(opts.pageSize)
      .offset((opts.pageNumber - 1) * opts.pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(mailOutbox)
      .where(where),
  ]);
  const attachments = rows.length
    ? await db
        .select({
          id: mailAttachments.id,
          outboxId: mailAttachments.outboxId,
          fileName: mailAttachments.fileName,
          contentType: mailAttachments.contentType,
          sizeBytes: sql<number>`octet_length(${mailAttachments.content})::int`,
        })
        .from(mailAttachments)
        .where(
          inArray(
            mailAttachments.outboxId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(mailAttachments.id)
    : [];
  const results: OutboxMessage[] = rows.map((r) => ({
    ...r,
    status: r.status as OutboxMessage['status'],
    attachments: attachments
      .filter((a) => a.outboxId === r.id)
      .map(({ id, fileName, contentType, sizeBytes }) => ({
        id,
        fileName,
        contentType,
        sizeBytes: Number(sizeBytes),
      })),
  }));
  return { total: Number(total), results };
}

export const findAttachment = async (db: Db, outboxId: number, id: number) =>
  (
    await db
      .select()
      .from(mailAttachments)
      .where(and(eq(mailAttachments.id, id), eq(mailAttachments.outboxId, outboxId)))
  )[0];
