import { renderHook } from '@testing-library/react';
import { expect, it } from 'vitest';
import { useLastShown } from './useLastShown';
import { useShownWhileOpen } from './useShownWhileOpen';

it('shows the item asked for, then keeps the last one once none is', () => {
  const { result, rerender } = renderHook(({ item }) => useLastShown(item), {
    initialProps: { item: null as string | null | undefined },
  });
  expect(result.current).toBeNull();
  rerender({ item: 'Ravi Estates' });
  expect(result.current).toBe('Ravi Estates');
  rerender({ item: undefined });
  expect(result.current).toBe('Ravi Estates');
  rerender({ item: 'Meera Kapoor' });
  expect(result.current).toBe('Meera Kapoor');
});

it('keeps what an open modal showed while it fades out, nothing included', () => {
  const { result, rerender } = renderHook(({ isOpen, shown }) => useShownWhileOpen(isOpen, shown), {
    initialProps: { isOpen: true, shown: null as string | null },
  });
  expect(result.current).toBeNull();
  rerender({ isOpen: true, shown: 'Booking BK-0012' });
  expect(result.current).toBe('Booking BK-0012');
  // Closed: the host's load is cleared, the modal keeps what it showed.
  rerender({ isOpen: false, shown: null });
  expect(result.current).toBe('Booking BK-0012');
  // Opened on another record still loading: nothing of the last one shows.
  rerender({ isOpen: true, shown: null });
  expect(result.current).toBeNull();
  rerender({ isOpen: false, shown: null });
  expect(result.current).toBeNull();
});
