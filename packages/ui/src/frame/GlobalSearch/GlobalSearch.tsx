import {
  highlightParts,
  noSearchResults,
  SEARCH_KIND_LABELS,
  SEARCH_TEXTS,
  searchText,
  type SearchKind,
} from '@plotline/domain';
import {
  useContext,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent as ReactKeyboardEvent,
} from 'react';
import {
  Autocomplete,
  AutocompleteStateContext,
  Header,
  Input,
  ListBox,
  ListBoxItem,
  ListBoxSection,
  Popover,
  TextField,
  type Key,
} from 'react-aria-components';
import { Icon } from '../../components/Icon';
import * as styles from './GlobalSearch.css';

export type GlobalSearchHit = { id: number; title: string; detail: string };

export type GlobalSearchGroup = { kind: SearchKind; hits: readonly GlobalSearchHit[] };

export type GlobalSearchProps = {
  /** The groups found for `searchedText`; null before a search has answered. */
  groups: readonly GlobalSearchGroup[] | null;
  /** The text `groups` answer; the matching part of each hit is highlighted with it. */
  searchedText: string;
  status: 'idle' | 'searching' | 'failed';
  /** This user's recent searches, newest first, offered while the box is empty. */
  recentSearches: readonly string[];
  /** Every change of the typed text (the app debounces and cancels superseded searches). */
  onSearchTextChange: (text: string) => void;
  /** A hit chosen (Enter or click): the app opens the record and remembers the search. */
  onOpenHit: (kind: SearchKind, id: number) => void;
  /** Offered after a failed search. */
  onRetry: () => void;
  /**
   * Whether '/' outside a field goes to the box; true unless the user turned it off (the user
   * menu's 'Keyboard shortcuts'). Ctrl+K and Cmd+K, which need a modifier, always do.
   */
  isSlashShortcutOn?: boolean;
};

/** What an option does when chosen, by its key. */
type Choice =
  | { type: 'hit'; kind: SearchKind; id: number }
  | { type: 'recent'; text: string }
  | { type: 'retry' };

type PaletteContent = {
  /** Said above the options and to screen readers: too short, searching, nothing found, failed. */
  message: string | null;
  recent: readonly string[];
  groups: readonly GlobalSearchGroup[];
  offersRetry: boolean;
};

const NOTHING: PaletteContent = { message: null, recent: [], groups: [], offersRetry: false };

/** What the list shows for the text typed and the host's last answer. */
function paletteContent(
  typed: string,
  { groups, searchedText, status, recentSearches }: GlobalSearchProps,
): PaletteContent {
  if (typed.trim() === '' && recentSearches.length > 0)
    return { ...NOTHING, recent: recentSearches };
  if (searchText(typed) === null) return { ...NOTHING, message: SEARCH_TEXTS.tooShort };
  if (status === 'failed') return { ...NOTHING, message: SEARCH_TEXTS.failed, offersRetry: true };
  const found = (groups ?? []).filter((group) => group.hits.length > 0);
  // A search is due or running: the last answer stays in view until the next one comes.
  if (status === 'searching' || groups === null) {
    return { ...NOTHING, message: SEARCH_TEXTS.searching, groups: found };
  }
  if (found.length === 0) return { ...NOTHING, message: noSearchResults(searchedText) };
  return { ...NOTHING, groups: found };
}

const NON_TEXT_INPUTS = new Set([
  'button',
  'checkbox',
  'radio',
  'range',
  'reset',
  'submit',
  'color',
  'file',
  'image',
]);

/** Where '/' is typed rather than taken as the shortcut. */
function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !NON_TEXT_INPUTS.has(target.type);
}

/**
 * The top bar's search across kinds of record: a combo box whose list the host fills with what
 * the server found, grouped by kind, the matching text highlighted. Empty, it offers the user's
 * recent searches; '/' (outside a field) and Ctrl+K or Cmd+K (anywhere) go to it.
 *
 * Built on RAC's Autocomplete (virtual focus in a ListBox) in a non-modal Popover rather than on
 * its ComboBox: an open ComboBox hides the rest of the page with aria-hidden while its buttons
 * and links stay tabbable (axe's aria-hidden-focus; adobe/react-spectrum#4937), and the top bar
 * sits on every page.
 */
export function GlobalSearch(props: GlobalSearchProps) {
  const { searchedText, onSearchTextChange, onOpenHit, onRetry, isSlashShortcutOn = true } = props;
  const [typed, setTyped] = useState('');
  const [isOpen, setOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const content = paletteContent(typed, props);

  useEffect(() => {
    const handleShortcut = (event: KeyboardEvent) => {
      const input = inputRef.current;
      if (!input || event.defaultPrevented || event.isComposing || event.altKey) return;
      const isPaletteKey =
        event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.shiftKey;
      // The focused element, not the event's target: the Autocomplete replays the box's keys on
      // its list, which is no field.
      const isSlash =
        isSlashShortcutOn &&
        event.key === '/' &&
        !event.ctrlKey &&
        !event.metaKey &&
        !isEditable(input.ownerDocument.activeElement);
      if (!isPaletteKey && !isSlash) return;
      // Behind a modal the box is hidden from the user, so the keys are not meant for it.
      if (input.closest('[aria-hidden="true"], [inert]')) return;
      event.preventDefault();
      input.focus();
      input.select();
      setOpen(true);
    };
    document.addEventListener('keydown', handleShortcut);
    return () => document.removeEventListener('keydown', handleShortcut);
  }, [isSlashShortcutOn]);

  const changeText = (text: string) => {
    setTyped(text);
    onSearchTextChange(text);
  };

  const handleTyping = (text: string) => {
    changeText(text);
    setOpen(true);
  };

  const choices = new Map<Key, Choice>();
  content.recent.forEach((text) => choices.set(`recent:${text}`, { type: 'recent', text }));
  content.groups.forEach(({ kind, hits }) =>
    hits.forEach(({ id }) => choices.set(`${kind}:${id}`, { type: 'hit', kind, id })),
  );
  if (content.offersRetry) choices.set('retry', { type: 'retry' });
  const optionKeys = [...choices.keys()].join('\n');

  const handleAction = (key: Key) => {
    const choice = choices.get(key);
    if (choice?.type === 'hit') {
      onOpenHit(choice.kind, choice.id);
      changeText('');
      setOpen(false);
    } else if (choice?.type === 'recent') {
      changeText(choice.text);
    } else if (choice?.type === 'retry') {
      onRetry();
    }
  };

  // The list's virtual focus dispatches a blur on the box when it moves to an option, though
  // the box keeps the focus; only the focus really leaving closes the list.
  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    if (event.currentTarget.ownerDocument.activeElement === event.currentTarget) return;
    setOpen(false);
  };

  // Escape closes the list and keeps the text; a second Escape empties the box, as a search
  // field's does. An arrow key opens a closed list. Enter with no option highlighted opens the
  // first hit, so a number typed in full opens its record at once.
  const handleKeyDown = (event: ReactKeyboardEvent<HTMLInputElement>) => {
    const firstGroup = content.message === null ? content.groups[0] : undefined;
    const firstHit = firstGroup?.hits[0];
    if (
      event.key === 'Enter' &&
      isOpen &&
      firstGroup &&
      firstHit &&
      !event.currentTarget.hasAttribute('aria-activedescendant')
    ) {
      event.preventDefault();
      handleAction(`${firstGroup.kind}:${firstHit.id}`);
    } else if (event.key === 'Escape') {
      if (isOpen) setOpen(false);
      else if (typed !== '') changeText('');
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      setOpen(true);
    }
  };

  return (
    <Autocomplete inputValue={typed} onInputChange={handleTyping} disableAutoFocusFirst>
      <ForgetRemovedOptions optionKeys={optionKeys} />
      <TextField aria-label={SEARCH_TEXTS.label} className={styles.search}>
        <span className={styles.searchIcon}>
          <Icon name="search" size={20} />
        </span>
        <Input
          ref={inputRef}
          role="combobox"
          aria-expanded={isOpen}
          aria-keyshortcuts={isSlashShortcutOn ? '/ Control+K Meta+K' : 'Control+K Meta+K'}
          placeholder={SEARCH_TEXTS.placeholder}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onBlur={handleBlur}
          onKeyDown={handleKeyDown}
          className={styles.input}
        />
        {/* aria-keyshortcuts tells assistive technology; this tells the eye. */}
        {isSlashShortcutOn && (
          <kbd className={styles.shortcut} aria-hidden="true">
            /
          </kbd>
        )}
      </TextField>
      <Popover
        triggerRef={inputRef}
        isOpen={isOpen}
        onOpenChange={setOpen}
        isNonModal
        placement="bottom start"
        offset={4}
        className={styles.popover}
      >
        {/* Kept in place while the list is open, so a screen reader hears each message. */}
        <p role="status" className={styles.message}>
          {content.message}
        </p>
        {/* A new list for new options: the highlight starts again rather than staying on an
            option that is gone, from which the arrow keys could not move. */}
        <ListBox key={optionKeys} onAction={handleAction} className={styles.listBox}>
          {content.recent.length > 0 && (
            <ListBoxSection id="recent" className={styles.section}>
              <Header className={styles.heading}>{SEARCH_TEXTS.recentHeading}</Header>
              {content.recent.map((text) => (
                <ListBoxItem
                  key={text}
                  id={`recent:${text}`}
                  textValue={text}
                  className={styles.option}
                >
                  <span className={styles.recent}>
                    <Icon name="search" />
                    {text}
                  </span>
                </ListBoxItem>
              ))}
            </ListBoxSection>
          )}
          {content.groups.map(({ kind, hits }) => (
            <ListBoxSection key={kind} id={kind} className={styles.section}>
              <Header className={styles.heading}>{SEARCH_KIND_LABELS[kind]}</Header>
              {hits.map((hit) => (
                <HitOption key={hit.id} kind={kind} hit={hit} searchedText={searchedText} />
              ))}
            </ListBoxSection>
          ))}
          {content.offersRetry && (
            <ListBoxItem id="retry" textValue={SEARCH_TEXTS.retry} className={styles.option}>
              <span className={styles.retry}>{SEARCH_TEXTS.retry}</span>
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Autocomplete>
  );
}

type HitOptionProps = { kind: SearchKind; hit: GlobalSearchHit; searchedText: string };

/** A hit, named by its title and detail, each with the search's match marked. */
function HitOption({ kind, hit, searchedText }: HitOptionProps) {
  const name = hit.detail ? `${hit.title}, ${hit.detail}` : hit.title;
  return (
    <ListBoxItem
      id={`${kind}:${hit.id}`}
      textValue={name}
      aria-label={name}
      className={styles.option}
    >
      <span className={styles.hitTitle}>
        <Highlighted text={hit.title} searched={searchedText} />
      </span>
      {/* Read between the lines, so the visible text is within the name (WCAG 2.5.3). */}
      {hit.detail && ' '}
      {hit.detail && (
        <span className={styles.hitDetail}>
          <Highlighted text={hit.detail} searched={searchedText} />
        </span>
      )}
    </ListBoxItem>
  );
}

/** `text` with the parts matching the search marked. */
function Highlighted({ text, searched }: { text: string; searched: string }) {
  return highlightParts(text, searched).map((part, index) =>
    part.match ? (
      <mark key={index} className={styles.match}>
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}

/**
 * Clears the box's aria-activedescendant when the options change (a recent search chosen, a new
 * answer): RAC's Autocomplete keeps pointing it at the highlighted option, gone with the old
 * list, until the next key.
 */
function ForgetRemovedOptions({ optionKeys }: { optionKeys: string }) {
  const setFocusedNodeId = useContext(AutocompleteStateContext)?.setFocusedNodeId;
  useEffect(() => setFocusedNodeId?.(null), [optionKeys, setFocusedNodeId]);
  return null;
}
