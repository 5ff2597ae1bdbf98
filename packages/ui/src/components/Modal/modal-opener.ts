/**
 * Where a closing modal puts the focus back. react-aria returns it to the element that had it
 * when the modal opened, if that element is still in the page; often it is not: a list reloaded
 * after a save draws its rows anew, a delete takes its row away, and a modal opened from another
 * (a record's details, then its edit form) outlives the one its opener was in. The focus would
 * then fall to the page's body, and a keyboard user would start again from the top.
 */

/** A record in a list: a table's row (react-aria marks it with its key), or a keyed list item. */
const RECORD = '[role="row"][data-key], li[data-key]';

/** What can take the focus in a record; an opener is found again by its place among them. */
const CONTROLS = 'a, button, input, select, textarea';

/** Where an opener sat in a list, so it can be found again once the list is drawn anew. */
type OpenerPlace = {
  /** The list's name (its aria-label), e.g. 'Projects'. */
  list: string;
  /** The record's tag, its key and its position in the list. */
  recordTag: string;
  key: string;
  position: number;
  /** The opener's place among the record's controls, e.g. Edit after View. */
  control: number;
};

/** What a modal was opened from. */
export type ModalOpener = {
  element: HTMLElement;
  /** Its accessible name in the attribute or the words, e.g. 'New Booking'. */
  name: string;
  place: OpenerPlace | null;
  /** For an opener inside another modal: what that modal was opened from. */
  outer: ModalOpener | null;
  /** The body's child the first opener was drawn in (the app's root), not a modal's layer. */
  root: Element;
};

/** Each open modal's element and what opened it, for the modals opened from inside it. */
const openerOfModal = new WeakMap<Element, ModalOpener>();

const nameOf = (element: Element) =>
  (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();

function placeOf(element: HTMLElement): OpenerPlace | null {
  const record = element.closest<HTMLElement>(RECORD);
  const list = record?.parentElement?.closest('[aria-label]');
  const key = record?.dataset.key;
  if (!record || !list || key === undefined) return null;
  return {
    list: list.getAttribute('aria-label')!,
    recordTag: record.tagName,
    key,
    position: recordsIn(list, record.tagName).indexOf(record),
    control: [...record.querySelectorAll(CONTROLS)].indexOf(element),
  };
}

const recordsIn = (list: Element, recordTag: string) =>
  [...list.querySelectorAll<HTMLElement>(RECORD)].filter((record) => record.tagName === recordTag);

/** What the focus was on as a modal opened, with where it sat; null for none. */
export function modalOpenerOf(element: Element | null): ModalOpener | null {
  if (!(element instanceof HTMLElement) || element === element.ownerDocument.body) return null;
  let outer: ModalOpener | null = null;
  for (let node = element.parentElement; node && !outer; node = node.parentElement) {
    outer = openerOfModal.get(node) ?? null;
  }
  return {
    element,
    name: nameOf(element),
    place: placeOf(element),
    outer,
    root: outer?.root ?? bodyChildHolding(element),
  };
}

function bodyChildHolding(element: Element): Element {
  let child = element;
  while (child.parentElement && child.parentElement !== element.ownerDocument.body) {
    child = child.parentElement;
  }
  return child;
}

/** Records what opened the modal `modal`, for the modals that will open from inside it. */
export function rememberModalOpener(modal: Element, opener: ModalOpener | null): void {
  if (opener) openerOfModal.set(modal, opener);
}

/**
 * The opener, or what stands in its place now: the same control of the same record once the
 * list is drawn anew (named anew, too, after a rename); a control of the same name (the header's
 * 'New Booking' for the empty list's); after a delete, the same control of the record now in its
 * place. Failing those, the opener of the modal it sat in, and so on out.
 */
function openerNow(opener: ModalOpener): HTMLElement | null {
  if (opener.element.isConnected) return opener.element;
  const found = (opener.place && sameRecordControl(opener.place)) ?? sameNamed(opener);
  return found ?? (opener.place && inPlaceControl(opener.place)) ?? openerNowOf(opener.outer);
}

const openerNowOf = (opener: ModalOpener | null) => (opener ? openerNow(opener) : null);

function recordsNow(place: OpenerPlace): HTMLElement[] {
  return [...document.querySelectorAll('[aria-label]')]
    .filter((list) => list.getAttribute('aria-label') === place.list)
    .flatMap((list) => recordsIn(list, place.recordTag));
}

function sameRecordControl(place: OpenerPlace): HTMLElement | null {
  const record = recordsNow(place).find((candidate) => candidate.dataset.key === place.key);
  return record ? controlAt(record, place.control) : null;
}

function inPlaceControl(place: OpenerPlace): HTMLElement | null {
  const records = recordsNow(place);
  const record = records[place.position] ?? records.at(-1);
  return record ? controlAt(record, place.control) : null;
}

function sameNamed({ element, name }: ModalOpener): HTMLElement | null {
  if (name === '') return null;
  const candidates = document.querySelectorAll<HTMLElement>(element.tagName);
  return [...candidates].find((candidate) => nameOf(candidate) === name) ?? null;
}

const controlAt = (record: Element, control: number) =>
  record.querySelectorAll<HTMLElement>(CONTROLS)[control] ?? null;

/** How long a closed modal waits for its opener's list to come back from a reload. */
const OPENER_WAIT_MS = 3000;

const isFocusLost = () => !document.activeElement || document.activeElement === document.body;

/**
 * Once a modal has gone, puts the focus back on its opener as it stands now, unless the focus
 * has somewhere to be: react-aria put it back already, or it moved on purpose (another modal, the
 * user). A list reloaded by the modal's change may still be loading as the modal goes: then its
 * rows are waited for, a while, as long as the focus is nowhere and the page it was on is there.
 */
export function returnFocusToOpener(opener: ModalOpener | null): void {
  if (!opener) return;
  const tryNow = () => {
    if (!isFocusLost() || !opener.root.isConnected) return true;
    const found = openerNow(opener);
    found?.focus();
    return found !== null;
  };
  if (tryNow()) return;
  const observer = new MutationObserver(() => {
    if (tryNow()) stop();
  });
  const timer = setTimeout(() => stop(), OPENER_WAIT_MS);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(document.body, { childList: true, subtree: true });
}
