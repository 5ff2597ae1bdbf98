import { renderHook } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { useSteadyHandler } from './useSteadyHandler';

it('is the same function from render to render', () => {
  const { result, rerender } = renderHook(({ handler }) => useSteadyHandler(handler), {
    initialProps: { handler: (id: number) => id },
  });
  const first = result.current;
  rerender({ handler: (id: number) => id * 2 });
  expect(result.current).toBe(first);
});

it('calls the handler of the latest render', () => {
  const before = vi.fn();
  const after = vi.fn(() => 'opened');
  const { result, rerender } = renderHook(({ handler }) => useSteadyHandler(handler), {
    initialProps: { handler: before },
  });
  rerender({ handler: after });
  expect(result.current(7)).toBe('opened');
  expect(after).toHaveBeenCalledWith(7);
  expect(before).not.toHaveBeenCalled();
});
