/**
 * The changes the stream hears, handed to whoever on the page listens for one record (an open edit
 * form). AppLayout provides them; without it (a page rendered alone) nothing is ever heard.
 */
import type { ChangeEvent } from '@plotline/domain';
import { createContext, useContext } from 'react';

export type ChangeListener = (change: ChangeEvent) => void;

/** Starts hearing every change; returns the stop. */
export type SubscribeToChanges = (listener: ChangeListener) => () => void;

export const ChangeEventsContext = createContext<SubscribeToChanges>(() => () => {});

export const useSubscribeToChanges = (): SubscribeToChanges => useContext(ChangeEventsContext);

/** A set of listeners whose `subscribe` returns the stop. */
export function changeListeners() {
  const listeners = new Set<ChangeListener>();
  const subscribe: SubscribeToChanges = (listener) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const notify = (change: ChangeEvent) => listeners.forEach((listener) => listener(change));
  return { subscribe, notify };
}
