import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { fromJsonRow } from '../../platform/db/sql.ts';
import {
  type AttachmentRights,
  attachmentRights as rightsOf,
  canViewStartupFile,
  type PolicyViewer,
} from '../../policies/index.ts';
import { startupAccess } from '../startups/index.ts';
import { timelinePosts } from '../timeline/index.ts';
import { attachments } from './attachment.table.ts';

export type AttachmentRow = typeof attachments.$inferSelect;

/** What a file belongs to: a startup's documents, a timeline post, or an upload not yet posted (a draft). */
export const REFERENCE_TYPES = ['startup', 'post', 'draft'] as const;
export type ReferenceType = (typeof REFERENCE_TYPES)[number];

export interface AttachmentView {
  _id: string;
  name: string;
  fileType: string;
  size: number;
  referenceType: string;
  referenceId: string;
  startupId: string | null;
  uploadedBy: string | null;
  createdAt: Date;
  url: string;
  fileUrl: string;
  pdfUrl: string | null;
  userCanDownload: boolean;
  /** Rename and delete: the uploader, startup managers, and the startup's people for its documents. */
  userCanManage: boolean;
}

export function attachmentView(row: AttachmentRow, userCanDownload: boolean, userCanManage = false): AttachmentView {
  const url = `/api/attachments/${row.id}`;
  return {
    _id: row.id,
    name: row.name,
    fileType: row.fileType,
    size: row.size,
    referenceType: row.referenceType,
    referenceId: row.referenceId,
    startupId: row.startupId,
    uploadedBy: row.uploadedBy,
    createdAt: row.createdAt,
    url,
    fileUrl: url,
    pdfUrl: row.fileType === 'application/pdf' ? url : null,
    userCanDownload,
    userCanManage,
  };
}

export async function findAttachment(db: Db, incubatorId: string, id: string): Promise<AttachmentRow | null> {
  const [row] = await db
    .select()
    .from(attachments)
    .where(and(eq(attachments.incubatorId, incubatorId), eq(attachments.id, id)));
  return row ?? null;
}

/** The files of several references of one type, in one statement, oldest first. */
/**
 * The files of one record as a JSON value inside a list statement (oldest first): `referenceId` and `incubatorId`
 * are expressions of the outer row. Read them back with attachmentsFromJson.
 */
export function attachmentsJson(referenceType: ReferenceType, referenceId: SQL, incubatorId: SQL): SQL<unknown[]> {
  return sql<unknown[]>`coalesce((select json_agg(to_json(at) order by at.created_at)
    from ${attachments} at where at.incubator_id = ${incubatorId} and at.reference_type = ${referenceType}
     and at.reference_id = ${referenceId}), '[]'::json)`;
}

export function attachmentsFromJson(list: readonly unknown[]): AttachmentRow[] {
  return list.map((json) => fromJsonRow(attachments, json as Record<string, unknown>));
}

export async function attachmentsOf(
  db: Db,
  incubatorId: string,
  referenceType: ReferenceType,
  referenceIds: readonly string[],
): Promise<Map<string, AttachmentRow[]>> {
  const result = new Map<string, AttachmentRow[]>(referenceIds.map((id) => [id, []]));
  if (referenceIds.length === 0) return result;
  const rows = await db
    .select()
    .from(attachments)
    .where(
      and(
        eq(attachments.incubatorId, incubatorId),
        eq(attachments.referenceType, referenceType),
        inArray(attachments.referenceId, [...referenceIds]),
      ),
    )
    .orderBy(attachments.createdAt);
  for (const row of rows) result.get(row.referenceId)?.push(row);
  return result;
}

export async function uploadsOf(db: Db, incubatorId: string, userId: string): Promise<AttachmentRow[]> {
  return db
    .select()
    .from(attachments)
    .where(and(eq(attachments.incubatorId, incubatorId), eq(attachments.uploadedBy, userId)))
    .orderBy(desc(attachments.createdAt))
    .limit(100);
}

/**
 * Moves the viewer's draft uploads for a startup onto a post. Answers false when one of the ids is not such a
 * draft (someone else's file, another startup's, already posted).
 */
export async function claimDrafts(
  db: Db,
  incubatorId: string,
  input: { ids: readonly string[]; uploaderId: string; startupId: string; postId: string },
): Promise<boolean> {
  const ids = [...new Set(input.ids)];
  if (ids.length === 0) return true;
  const claimed = await db
    .update(attachments)
    .set({ referenceType: 'post', referenceId: input.postId })
    .where(
      and(
        eq(attachments.incubatorId, incubatorId),
        inArray(attachments.id, ids),
        eq(attachments.referenceType, 'draft'),
        eq(attachments.referenceId, input.startupId),
        eq(attachments.uploadedBy, input.uploaderId),
      ),
    )
    .returning({ id: attachments.id });
  return claimed.length === ids.length;
}

/** Deletes the records of the files of some references; answers the storage keys to remove once committed. */
export async function deleteAttachmentsOf(
  db: Db,
  incubatorId: string,
  referenceType: ReferenceType,
  referenceIds: readonly string[],
): Promise<string[]> {
  if (referenceIds.length === 0) return [];
  const rows = await db
    .delete(attachments)
    .where(
      and(
        eq(attachments.incubatorId, incubatorId),
        eq(attachments.referenceType, referenceType),
        inArray(attachments.referenceId, [...referenceIds]),
      ),
    )
    .returning({ storageKey: attachments.storageKey });
  return rows.map((row) => row.storageKey);
}

export type { AttachmentRights };

/** What the viewer may do with a file (the policies' attachmentRights), reading its startup and post. */
export async function attachmentRights(
  db: Db,
  incubatorId: string,
  viewer: PolicyViewer,
  row: AttachmentRow,
): Promise<AttachmentRights> {
  if (row.referenceType === 'draft' || !row.startupId) return rightsOf(viewer, row, null, null);
  const access = await startupAccess(db, incubatorId, row.startupId);
  if (!access || !canViewStartupFile(viewer, access) || row.referenceType !== 'post') {
    return rightsOf(viewer, row, access, null);
  }
  const [post] = await db
    .select({ isPublic: timelinePosts.isPublic, createdBy: timelinePosts.createdBy })
    .from(timelinePosts)
    .where(and(eq(timelinePosts.incubatorId, incubatorId), eq(timelinePosts.id, row.referenceId)));
  return rightsOf(viewer, row, access, post ?? null);
}
