import type { components } from '@plotline/api-client';
import { searchText } from '@plotline/domain';
import { useEffect, useRef, useState } from 'react';

type SearchResults = components['schemas']['SearchResults'];

/** How long typing must pause before the text is searched. */
export const SEARCH_DELAY_MS = 200;

export type SearchStatus = 'idle' | 'searching' | 'failed';

/** The groups of hits for `searchedText` (null before any answer), and whether more is coming. */
export type SearchAnswers = {
  groups: SearchResults['groups'] | null;
  searchedText: string;
  status: SearchStatus;
};

const NOTHING_SEARCHED: SearchAnswers = { groups: null, searchedText: '', status: 'idle' };

/** Asks the server for the hits of a text; rejects when aborted. */
export type SearchCall = (text: string, signal: AbortSignal) => Promise<SearchResults>;

/**
 * The palette's search as the user types: the text (searchText: trimmed, long enough) is searched
 * once typing pauses; a newer search aborts the one it replaces, and an answer that comes late
 * anyway is dropped. The last hits stay shown while the next are searched. A failure is logged
 * and shown by the palette, which offers to try again; no toast interrupts typing.
 */
export function useSearchAnswers(search: SearchCall) {
  const [answers, setAnswers] = useState<SearchAnswers>(NOTHING_SEARCHED);
  const typedText = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const running = useRef<AbortController | null>(null);

  const cancel = () => {
    clearTimeout(timer.current);
    running.current?.abort();
    running.current = null;
  };

  // Nothing answers a palette that has gone.
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      running.current?.abort();
    },
    [],
  );

  const run = (text: string) => {
    cancel();
    const controller = new AbortController();
    running.current = controller;
    setAnswers((shown) => ({ ...shown, status: 'searching' }));
    const isCurrent = () => running.current === controller;
    search(text, controller.signal).then(
      (results) => {
        if (!isCurrent()) return;
        running.current = null;
        setAnswers({ groups: results.groups, searchedText: results.query, status: 'idle' });
      },
      (error: unknown) => {
        if (!isCurrent()) return;
        running.current = null;
        console.error('The search failed', error);
        setAnswers((shown) => ({ ...shown, status: 'failed' }));
      },
    );
  };

  const onSearchTextChange = (typed: string) => {
    const text = searchText(typed);
    // A space typed after the same text searches nothing new.
    if (text === typedText.current) return;
    typedText.current = text;
    cancel();
    if (text === null) {
      setAnswers(NOTHING_SEARCHED);
      return;
    }
    setAnswers((shown) => ({ ...shown, status: 'searching' }));
    timer.current = setTimeout(() => run(text), SEARCH_DELAY_MS);
  };

  const onRetry = () => {
    if (typedText.current !== null) run(typedText.current);
  };

  return { ...answers, onSearchTextChange, onRetry };
}
