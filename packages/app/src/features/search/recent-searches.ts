/**
 * The searches a user's palette remembers (rememberedSearches), kept in this browser's storage
 * under a key of their own, so whoever signs in next on it sees theirs, not another's.
 */
import { RECENT_SEARCHES_KEPT, rememberedSearches } from '@plotline/domain';
import { useState } from 'react';

export type SearchStorage = Pick<Storage, 'getItem' | 'setItem'>;

export const recentSearchesKey = (userId: number) => `plotline.recentSearches.${userId}`;

/** What is stored for the user, as far as it is a list of searches; nothing if unreadable. */
export function storedRecentSearches(storage: SearchStorage, userId: number): string[] {
  try {
    const stored: unknown = JSON.parse(storage.getItem(recentSearchesKey(userId)) ?? '[]');
    return Array.isArray(stored)
      ? stored
          .filter((each): each is string => typeof each === 'string')
          .slice(0, RECENT_SEARCHES_KEPT)
      : [];
  } catch {
    return [];
  }
}

/**
 * The user's recent searches, newest first, and how to remember one more. A browser that keeps
 * nothing (storage full or refused) still remembers them until the page reloads.
 */
export function useRecentSearches(userId: number, storage: SearchStorage = localStorage) {
  const [kept, setKept] = useState(() => ({
    userId,
    searches: storedRecentSearches(storage, userId),
  }));
  // Another user signed in on this browser reads their own.
  const recent = kept.userId === userId ? kept.searches : storedRecentSearches(storage, userId);

  const remember = (text: string) => {
    const searches = rememberedSearches(recent, text);
    setKept({ userId, searches });
    try {
      storage.setItem(recentSearchesKey(userId), JSON.stringify(searches));
    } catch (error) {
      console.warn('The recent searches could not be stored', error);
    }
  };

  return [recent, remember] as const;
}
