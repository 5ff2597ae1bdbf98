import { enquiryStageLabel, type EnquiryStage } from '@plotline/domain';
import { Badge, type BadgeTone } from '../../components/Badge';

/** Open stages in the tones of work going on, Booked as done, Lost as lost. */
const STAGE_TONES: Readonly<Record<EnquiryStage, BadgeTone>> = {
  New: 'neutral',
  Contacted: 'info',
  SiteVisitScheduled: 'caution',
  SiteVisitDone: 'caution',
  Negotiation: 'warning',
  Booked: 'success',
  Lost: 'danger',
};

export type EnquiryStageBadgeProps = { stage: EnquiryStage };

/** An enquiry's stage as a Badge: the tone follows the stage, the text names it. */
export function EnquiryStageBadge({ stage }: EnquiryStageBadgeProps) {
  return <Badge tone={STAGE_TONES[stage]}>{enquiryStageLabel(stage)}</Badge>;
}
