import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { uploads } from '../../../db/schema/index.js';

export type UploadRow = typeof uploads.$inferSelect;

export async function insertUpload(
  db: DbOrTx,
  values: Omit<typeof uploads.$inferInsert, 'id' | 'createdAt' | 'deletedAt'>,
): Promise<UploadRow> {
  const [row] = await db.insert(uploads).values(values).returning();
  return row!;
}

/** The customer's own upload by its token (and, when given, of that type); another customer's is null. */
export async function findOwnUpload(
  db: DbOrTx,
  customerId: number,
  token: string,
  type?: string,
): Promise<UploadRow | null> {
  const [row] = await db
    .select()
    .from(uploads)
    .where(
      and(
        eq(uploads.token, token),
        eq(uploads.customerId, customerId),
        isNull(uploads.deletedAt),
        type === undefined ? undefined : eq(uploads.type, type),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** A closed account's upload rows go (the files are deleted from storage first). */
export async function deleteUploadsOf(db: DbOrTx, customerId: number) {
  await db.delete(uploads).where(eq(uploads.customerId, customerId));
}
