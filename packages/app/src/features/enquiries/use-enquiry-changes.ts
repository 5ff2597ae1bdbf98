/**
 * What the Enquiries page changes: an enquiry's create, update and deletion, its stage, whose it
 * is, its site visits and its calls and notes, each with its toast (docs/enquiries.md
 * "Messages") and a reload of what a change to an enquiry makes stale afterwards
 * (live/changed-resources.ts).
 */
import { ENQUIRY_MESSAGES, type SiteVisitPayload } from '@plotline/domain';
import type {
  EnquiryActivity,
  EnquiryChangeOutcome,
  EnquiryRecord,
  EnquirySaveOutcome,
  EnquirySaveRequest,
  EnquiryStageMove,
  SiteVisitRecord,
} from '@plotline/ui/screens';
import { ApiCallError } from '../../api-call';
import { useReload } from '../../data/cache';
import { useReadNow } from '../../data/read';
import { useChange, type Refusal } from '../../data/use-change';
import { useApi } from '../../services';

/** The 409 an enquiry's conflicts answer with, by code (openapi.yaml EnquiryConflictCode). */
const conflictOf = (failure: unknown) =>
  failure instanceof ApiCallError && failure.status === 409 ? failure.body : null;

const SAVED = { succeeded: ENQUIRY_MESSAGES.added, failed: ENQUIRY_MESSAGES.addFailed };
const UPDATED = { succeeded: ENQUIRY_MESSAGES.updated, failed: ENQUIRY_MESSAGES.saveFailed };
const DELETED = { succeeded: ENQUIRY_MESSAGES.deleted, failed: ENQUIRY_MESSAGES.deleteFailed };
const VISIT_SCHEDULED = {
  succeeded: ENQUIRY_MESSAGES.visitScheduled,
  failed: ENQUIRY_MESSAGES.visitSaveFailed,
};
const VISIT_UPDATED = {
  succeeded: ENQUIRY_MESSAGES.visitUpdated,
  failed: ENQUIRY_MESSAGES.visitSaveFailed,
};
const LOGGED = {
  succeeded: ENQUIRY_MESSAGES.activityLogged,
  failed: ENQUIRY_MESSAGES.activityFailed,
};

export function useEnquiryChanges() {
  const api = useApi();
  const change = useChange();
  const reload = useReload();
  const readNow = useReadNow();

  /** The enquiry as stored now, for the form to show after someone else changed it. */
  const storedEnquiry = async (id: number) => {
    try {
      return await readNow('/enquiries/{id}', { path: { id } });
    } catch {
      return undefined;
    }
  };

  /** A duplicate mobile names the open enquiry; a stale edit hands back the enquiry as stored. */
  const refusedSave =
    (enquiry: EnquiryRecord | null) =>
    async (failure: unknown, refusal: Refusal): Promise<EnquirySaveOutcome> => {
      const conflict = conflictOf(failure);
      if (conflict?.code === 'duplicate_mobile' && typeof conflict.existingEnquiryId === 'number') {
        return { ...refusal, duplicate: { existingEnquiryId: conflict.existingEnquiryId } };
      }
      if (conflict?.code === 'stale_edit' && enquiry) {
        await reload('enquiry');
        return { ...refusal, stored: await storedEnquiry(enquiry.id) };
      }
      return refusal;
    };

  const saveEnquiry = async (
    request: EnquirySaveRequest,
    enquiry: EnquiryRecord | null,
  ): Promise<EnquirySaveOutcome> => {
    const { version, assignedToId, ...fields } = request;
    const saved = enquiry
      ? await change(
          api.PUT('/enquiries/{id}', {
            params: { path: { id: enquiry.id } },
            body: { ...fields, version: version ?? enquiry.version },
          }),
          UPDATED,
          'enquiry',
          refusedSave(enquiry),
        )
      : await change(
          api.POST('/enquiries', { body: { ...fields, assignedToId } }),
          SAVED,
          'enquiry',
          refusedSave(null),
        );
    return saved.ok ? { ok: true } : saved;
  };

  const deleteEnquiry = (enquiry: EnquiryRecord) =>
    change(
      api.DELETE('/enquiries/{id}', { params: { path: { id: enquiry.id } } }),
      DELETED,
      'enquiry',
    );

  /**
   * The screen announces a move made; a failed one is toasted. Someone else's change first
   * (409) reloads the enquiries, where the move no longer applies.
   */
  const changeStage = async (
    enquiry: EnquiryRecord,
    move: EnquiryStageMove,
  ): Promise<EnquiryChangeOutcome> => {
    const moved = await change(
      api.PATCH('/enquiries/{id}/stage', {
        params: { path: { id: enquiry.id } },
        body: move,
      }),
      // The screen announces the move made (ENQUIRY_MESSAGES.stageChanged), so it is not toasted
      // too: none is heard twice (docs/accessibility.md).
      { succeeded: null, failed: ENQUIRY_MESSAGES.stageChangeFailed },
      'enquiry',
      async (failure, refusal): Promise<EnquiryChangeOutcome> => {
        if (!conflictOf(failure)) return refusal;
        await reload('enquiry');
        return { ...refusal, conflict: true };
      },
    );
    return moved.ok ? { ok: true } : moved;
  };

  const assign = async (enquiryIds: readonly number[], assignedToId: number) => {
    const assigned = await change(
      api.POST('/enquiries/assignment', { body: { enquiryIds: [...enquiryIds], assignedToId } }),
      {
        succeeded: ENQUIRY_MESSAGES.assigned(enquiryIds.length),
        failed: ENQUIRY_MESSAGES.assignFailed,
      },
      'enquiry',
    );
    return assigned.ok ? ({ ok: true } as const) : assigned;
  };

  const saveVisit = async (
    enquiryId: number,
    visit: SiteVisitPayload,
    existing: SiteVisitRecord | null,
  ) => {
    const body = visit;
    const saved = existing
      ? await change(
          api.PUT('/site-visits/{id}', { params: { path: { id: existing.id } }, body }),
          VISIT_UPDATED,
          'siteVisit',
        )
      : await change(
          api.POST('/enquiries/{id}/site-visits', { params: { path: { id: enquiryId } }, body }),
          VISIT_SCHEDULED,
          'siteVisit',
        );
    return saved.ok ? ({ ok: true } as const) : saved;
  };

  const logActivity = async (enquiryId: number, activity: EnquiryActivity) => {
    const logged = await change(
      api.POST('/enquiries/{id}/activities', {
        params: { path: { id: enquiryId } },
        body: activity,
      }),
      LOGGED,
      'enquiry',
    );
    return logged.ok ? ({ ok: true } as const) : logged;
  };

  return { saveEnquiry, deleteEnquiry, changeStage, assign, saveVisit, logActivity };
}
