import { composeStories } from '@storybook/react-vite';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { TYPING_PAUSE_MS, useDraftText } from './useDraftText';
import * as stories from './useDraftText.stories';

const { Default } = composeStories(stories);

const ownerBox = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Owner Name' });
const filteredBy = () => screen.getByRole('status', { name: 'Filtered by' }).textContent;

afterEach(() => vi.useRealTimers());

it('shows what is typed at once and applies it once, when typing pauses', async () => {
  const onApply = vi.fn();
  render(<Default onApply={onApply} />);
  await userEvent.type(ownerBox(), 'Ravi');
  expect(ownerBox().value).toBe('Ravi');
  expect(onApply).not.toHaveBeenCalled();
  await waitFor(() => expect(filteredBy()).toBe('Ravi'));
  expect(onApply).toHaveBeenCalledExactlyOnceWith('Ravi');
});

it('follows a change made elsewhere, e.g. Clear All Filters', async () => {
  render(<Default />);
  await userEvent.type(ownerBox(), 'Ravi');
  await waitFor(() => expect(filteredBy()).toBe('Ravi'));
  await userEvent.click(screen.getByRole('button', { name: 'Clear All Filters' }));
  expect(ownerBox().value).toBe('');
});

it('keeps newer typing when its own applied text comes back late', () => {
  vi.useFakeTimers();
  const apply = vi.fn();
  const { result, rerender } = renderHook(({ applied }) => useDraftText(applied, apply), {
    initialProps: { applied: '' },
  });
  act(() => result.current[1]('Rav'));
  act(() => vi.advanceTimersByTime(TYPING_PAUSE_MS));
  expect(apply).toHaveBeenCalledWith('Rav');
  act(() => result.current[1]('Ravi'));
  rerender({ applied: 'Rav' });
  expect(result.current[0]).toBe('Ravi');
});
