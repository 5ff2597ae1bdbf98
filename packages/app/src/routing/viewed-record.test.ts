import { recordPath } from '@plotline/domain';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { memoryRouter } from '../../test/memory-router';
import { useViewedRecordId } from './viewed-record';

const renderAt = (path: string) => {
  const router = memoryRouter(path);
  const rendered = renderHook(() => useViewedRecordId('/bookings'), { wrapper: router.wrapper });
  return { ...rendered, history: router.history };
};

describe('the record open over a page', () => {
  it('is the last part of the path, the list’s state kept beside it', () => {
    const { result, history } = renderAt('/bookings?status=Token&page=2');
    expect(result.current[0]).toBeNull();
    act(() => result.current[1](42));
    expect(result.current[0]).toBe(42);
    expect(history.at(-1)).toBe('/bookings/42?status=Token&page=2');
    act(() => result.current[1](null));
    expect(result.current[0]).toBeNull();
    expect(history.at(-1)).toBe('/bookings?status=Token&page=2');
  });

  it('opens from a link saved when the id rode in the search, moved to its path', () => {
    const { result, history } = renderAt('/bookings?status=Token&view=42');
    expect(result.current[0]).toBe(42);
    expect(history.at(-1)).toBe('/bookings/42?status=Token');
  });

  it("is linked to at the record's own path", () => {
    expect(recordPath('/bookings', 42)).toBe('/bookings/42');
  });
});
