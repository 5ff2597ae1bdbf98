import { renderHook } from '@testing-library/react';
import { expect, it } from 'vitest';
import { useLastShown } from './useLastShown';

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
