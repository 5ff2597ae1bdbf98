import { siteVisitOutcomeLabel, type SiteVisitOutcome } from '@plotline/domain';
import { Badge, type BadgeTone } from '../../components/Badge';

/** Scheduled as work to come, Done as done, a no-show as a warning, a cancelled visit as none. */
const OUTCOME_TONES: Readonly<Record<SiteVisitOutcome, BadgeTone>> = {
  Scheduled: 'info',
  Done: 'success',
  NoShow: 'warning',
  Cancelled: 'neutral',
};

export type SiteVisitOutcomeBadgeProps = { outcome: SiteVisitOutcome };

/** A visit's outcome as a Badge: the tone follows the outcome, the text names it. */
export function SiteVisitOutcomeBadge({ outcome }: SiteVisitOutcomeBadgeProps) {
  return <Badge tone={OUTCOME_TONES[outcome]}>{siteVisitOutcomeLabel(outcome)}</Badge>;
}
