/** Channel partner natures (docs/product/records.md and docs/product/constants.md). */
import { CHANNEL_PARTNER_NATURES, type NatureId } from '../constants';

export function isNatureId(value: unknown): value is NatureId {
  return CHANNEL_PARTNER_NATURES.some((nature) => nature.id === value);
}

/** undefined for an id outside 1-5, so each screen picks its own placeholder ('N/A' in the view). */
export function natureLabel(id: number): string | undefined {
  return CHANNEL_PARTNER_NATURES.find((nature) => nature.id === id)?.label;
}
