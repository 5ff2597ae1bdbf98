/**
 * A page showing one list of each of the resources, for the tests of what a change reloads: each
 * list counts its loads and keeps what it showed at each render.
 */
import { waitFor } from '@testing-library/react';
import useSWR from 'swr';
import { expect } from 'vitest';
import type { Resource } from '../src/data/cache';

export function shownResources(resources: readonly Resource[]) {
  const loads = new Map<Resource, number>();
  const shown = new Map<Resource, unknown[]>();
  const useShown = (resource: Resource) => {
    const { data } = useSWR([resource, 'list'], async () => {
      loads.set(resource, (loads.get(resource) ?? 0) + 1);
      return `${resource}, load ${loads.get(resource)}`;
    });
    shown.set(resource, [...(shown.get(resource) ?? []), data]);
  };
  const loadsOf = (resource: Resource) => loads.get(resource) ?? 0;
  return {
    /** Called in the rendered hook: the same hooks in the same order on every render. */
    useShownResources: () => resources.forEach(useShown),
    loadsOf,
    /** What each list showed, render by render. */
    shown,
    /** The resources loaded again since the first load, by name. */
    reloaded: () => resources.filter((resource) => loadsOf(resource) > 1).sort(),
    /** Once each list has loaded once. */
    loadedOnce: () =>
      waitFor(() => expect(resources.every((resource) => loadsOf(resource) === 1)).toBe(true)),
    /** Whether, once loaded, every list showed its last answer until the next came. */
    neverCleared: () =>
      resources.every((resource) => {
        const answers = shown.get(resource) ?? [];
        const firstAnswer = answers.findIndex((data) => data !== undefined);
        return !answers.slice(firstAnswer).includes(undefined);
      }),
  };
}
