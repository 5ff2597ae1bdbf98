import { useState } from 'react';
import { loaded, NOT_LOADED } from './loadable';
import type { OpenedRecord } from './opened-record';

/**
 * The record a screen opens, over records a host holds in memory (a catalogue, a story, a tool's
 * first draft), as useInMemoryList is its list: the opened id as state, and the whole record
 * found by it as `details`.
 */
export function useInMemoryRecord<Item extends { id: number }>(
  records: readonly Item[],
  firstId: number | null = null,
): OpenedRecord<Item> {
  const [id, setId] = useState(firstId);
  const found = records.find((record) => record.id === id);
  return { id, onOpen: setId, details: found ? loaded(found) : NOT_LOADED };
}

/**
 * A screen's `record` as given (a story's), opening what the screen asks through an in-memory
 * one: the given `onOpen` still hears it, and a load the given record holds (`details` other than
 * NOT_LOADED) stands in for the in-memory record.
 */
export function openedThrough<Item, Opened extends OpenedRecord<Item>>(
  given: Opened,
  inMemory: OpenedRecord<Item>,
): Opened {
  return {
    ...given,
    id: inMemory.id,
    onOpen: (id) => {
      given.onOpen(id);
      inMemory.onOpen(id);
    },
    details: given.details === NOT_LOADED ? inMemory.details : given.details,
  };
}
