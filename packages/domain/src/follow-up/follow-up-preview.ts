/** The Update column shows the follow-up text cut to 100 characters (docs/product/constants.md). */
import { FOLLOW_UP_UPDATE_PREVIEW_LENGTH } from '../constants';

/**
 * Keeps exactly the first 100 characters and marks the cut with '...' so a reader knows there
 * is more. Characters are code points, so an emoji is never split in half.
 */
export function followUpUpdatePreview(text: string): string {
  const characters = Array.from(text);
  if (characters.length <= FOLLOW_UP_UPDATE_PREVIEW_LENGTH) return text;
  return `${characters.slice(0, FOLLOW_UP_UPDATE_PREVIEW_LENGTH).join('')}...`;
}
