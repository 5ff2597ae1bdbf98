import {
  ENQUIRY_MESSAGES,
  enquiryStageChangeRefusal,
  type EnquiryStage,
  type LostReason,
} from '@plotline/domain';
import { useState } from 'react';
import { announce } from '../../patterns';
import type { EnquiryActions, EnquiryChangeOutcome, EnquiryRecord } from './enquiry-types';

/**
 * Where a move asked through a dialog is: choosing the next stage ('Change stage'), or giving the
 * reason a move to Lost needs. The enquiry is kept while a dialog closes, so it does not change
 * as it fades.
 */
export type StageMoveFlow = { enquiry: EnquiryRecord; step: 'pick' | 'reason' | 'closed' };

export type StageMoves = {
  /**
   * Moves the enquiry to `stage` (a drop on a column, a pick in 'Move to…'): a move the stages do
   * not allow is refused with the domain's words and nothing moves; Lost asks its reason first.
   */
  move: (enquiry: EnquiryRecord, stage: EnquiryStage) => Promise<void>;
  /** Opens 'Change stage' on the enquiry, which offers the stages it may move to. */
  pick: (enquiry: EnquiryRecord) => void;
  /** The stage picked in 'Change stage': moved at once, or on to the reason for Lost. */
  movePicked: (stage: EnquiryStage) => Promise<EnquiryChangeOutcome>;
  /** The reason given for Lost: the move is made with it. */
  moveToLost: (lostReason: LostReason) => Promise<EnquiryChangeOutcome>;
  /** The dialog's step, or null before any. */
  flow: StageMoveFlow | null;
  /** Closes the dialog open, moving nothing. */
  close: () => void;
  /** Why the last move was refused, until the next one; null when it was not. */
  refusal: string | null;
  /** The enquiries whose move the host is making now. */
  movingIds: ReadonlySet<number>;
};

/**
 * The moves between stages, from the board, its cards' menus and the details: refused when the
 * stages do not allow them, Lost only with its reason, and each one made announced politely
 * ('Enquiry moved to Site visit done') once the host has made it.
 */
export function useStageMoves(onChangeStage: EnquiryActions['onChangeStage']): StageMoves {
  const [flow, setFlow] = useState<StageMoveFlow | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [movingIds, setMovingIds] = useState<ReadonlySet<number>>(new Set());

  const moving = (id: number, isMoving: boolean) =>
    setMovingIds((current) => {
      const next = new Set(current);
      if (isMoving) next.add(id);
      else next.delete(id);
      return next;
    });

  const commit = async (
    enquiry: EnquiryRecord,
    stage: EnquiryStage,
    lostReason?: LostReason,
  ): Promise<EnquiryChangeOutcome> => {
    moving(enquiry.id, true);
    try {
      const outcome = await onChangeStage(enquiry, {
        stage,
        ...(lostReason && { lostReason }),
        version: enquiry.version,
      });
      if (outcome.ok) announce(ENQUIRY_MESSAGES.stageChanged(stage));
      // Moved, or changed by someone else first: either way this move is over.
      if (outcome.ok || outcome.conflict) {
        setFlow((current) => current && { ...current, step: 'closed' });
      }
      return outcome;
    } finally {
      moving(enquiry.id, false);
    }
  };

  const move = async (enquiry: EnquiryRecord, stage: EnquiryStage) => {
    const refused = enquiryStageChangeRefusal(enquiry.stage, stage);
    setRefusal(refused);
    if (refused !== null) return;
    if (stage === 'Lost') {
      setFlow({ enquiry, step: 'reason' });
      return;
    }
    await commit(enquiry, stage);
  };

  return {
    move,
    pick: (enquiry) => {
      setRefusal(null);
      setFlow({ enquiry, step: 'pick' });
    },
    movePicked: async (stage) => {
      if (!flow) return { ok: false };
      if (stage === 'Lost') {
        setFlow({ ...flow, step: 'reason' });
        return { ok: true };
      }
      return commit(flow.enquiry, stage);
    },
    moveToLost: async (lostReason) =>
      flow ? commit(flow.enquiry, 'Lost', lostReason) : { ok: false },
    flow,
    close: () => setFlow((current) => current && { ...current, step: 'closed' }),
    refusal,
    movingIds,
  };
}
