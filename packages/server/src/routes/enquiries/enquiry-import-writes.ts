/**
 * Storing the enquiries an import creates, many to a statement: each at stage New with its
 * projects of interest and the first entry of its stage history, as createEnquiry stores one.
 */
import { NEW_ENQUIRY_STAGE, type CalendarDate, type EnquiryPayload } from '@plotline/domain';
import type { Transaction } from '../../db/database';
import { inChunks } from '../../db/in-chunks';
import { enquiries, enquiryProjects, enquiryStageChanges } from '../../db/schema';
import type { CreatedStamps } from '../../http/authorship';

/** Rows per insert: an enquiry has some twenty columns, and a statement takes 65,535 values. */
const ROWS_PER_INSERT = 500;

export type ImportedEnquiries = {
  payloads: readonly EnquiryPayload[];
  assignedTo: number;
  createdMonth: CalendarDate;
  stamps: CreatedStamps;
};

/** Stores the enquiries; their ids in the order given. */
export async function insertImportedEnquiries(
  tx: Transaction,
  { payloads, assignedTo, createdMonth, stamps }: ImportedEnquiries,
): Promise<number[]> {
  const ids: number[] = [];
  for (const chunk of inChunks(payloads, ROWS_PER_INSERT)) {
    const rows = chunk.map(({ projectIds, ...values }) => ({
      ...values,
      assignedTo,
      createdMonth,
      ...stamps,
    }));
    // PostgreSQL answers a multi-row insert's RETURNING in the order of its VALUES.
    const created = await tx.insert(enquiries).values(rows).returning({ id: enquiries.id });
    const chunkIds = created.map(({ id }) => id);
    ids.push(...chunkIds);
    const projects = chunk.flatMap(({ projectIds }, i) =>
      projectIds.map((projectId, position) => ({ enquiryId: chunkIds[i]!, projectId, position })),
    );
    for (const part of inChunks(projects, ROWS_PER_INSERT))
      await tx.insert(enquiryProjects).values(part);
    await tx.insert(enquiryStageChanges).values(
      chunkIds.map((enquiryId) => ({
        enquiryId,
        fromStage: null,
        toStage: NEW_ENQUIRY_STAGE,
        lostReason: null,
        changedBy: stamps.createdBy,
        changedAt: stamps.createdAt,
      })),
    );
  }
  return ids;
}
