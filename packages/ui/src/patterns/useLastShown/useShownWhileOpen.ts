import { useState } from 'react';

/**
 * What a modal shows: `shown` while it is open, then, while it fades out, what it showed last
 * while open (nothing, if that was nothing), as a host clears its load once the modal is closed.
 */
export function useShownWhileOpen<Item>(isOpen: boolean, shown: Item): Item {
  const [last, setLast] = useState(shown);
  if (isOpen && shown !== last) setLast(shown);
  return isOpen ? shown : last;
}
