import { useState } from 'react';

/**
 * What a modal shows: the item asked for while there is one, then the last one, so the modal
 * keeps its title and content while it fades out.
 */
export function useLastShown<Item>(item: Item | null | undefined): Item | null {
  const [last, setLast] = useState<Item | null>(null);
  if (item != null && item !== last) setLast(item);
  return item ?? last;
}
