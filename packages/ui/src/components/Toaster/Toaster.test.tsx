import { BOOKING_CONFLICT_MESSAGE } from '@plotline/domain';
import { composeStories } from '@storybook/react-vite';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from './Toaster';
import { createToastQueue, MAX_TOASTS } from './toast-queue';
import * as stories from './Toaster.stories';

const { Default, Catalog, ErrorToastWithDetail } = composeStories(stories);

it('raises a toast in the notifications region, and closes it from the keyboard', async () => {
  render(<Default />);
  await userEvent.click(screen.getByRole('button', { name: 'Show error' }));
  const region = screen.getByRole('region', { name: '1 notification.' });
  const toast = within(region).getByRole('alertdialog', { name: 'Failed to create booking' });
  expect(toast.dataset.kind).toBe('error');
  expect(within(toast).getByRole('alert').textContent).toBe('Failed to create booking');

  within(toast).getByRole('button', { name: 'Close' }).focus();
  await userEvent.keyboard('{Enter}');
  expect(screen.queryByRole('alertdialog')).toBeNull();
});

/** What a screen reader announces as the element's description. */
function descriptionOf(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

it("shows a toast's detail under its message, announced as the toast's description", () => {
  render(<ErrorToastWithDetail />);
  const toast = screen.getByRole('alertdialog', { name: 'Failed to update booking' });
  expect(descriptionOf(toast)).toBe(BOOKING_CONFLICT_MESSAGE);
  expect(within(toast).getByText(BOOKING_CONFLICT_MESSAGE)).toBeInTheDocument();
});

it('gives a toast without a detail no description', () => {
  const queue = createToastQueue();
  render(<Toaster queue={queue} />);
  act(() => {
    queue.error('Failed to delete plot');
  });
  const toast = screen.getByRole('alertdialog', { name: 'Failed to delete plot' });
  expect(descriptionOf(toast)).toBe('');
  expect(queue.toasts.visibleToasts[0]?.content).toStrictEqual({
    kind: 'error',
    message: 'Failed to delete plot',
  });
});

/** Whatever a screen reader speaks from as it changes: live regions, alerts, statuses, logs. */
const LIVE = '[aria-live], [role="alert"], [role="status"], [role="log"]';

it("says a toast's message from one live element: its alert, not the page's status region", () => {
  const queue = createToastQueue();
  render(<Toaster queue={queue} />);
  act(() => {
    queue.success('Project updated successfully');
  });
  const saying = [...document.querySelectorAll(LIVE)].filter((live) =>
    live.textContent?.includes('Project updated successfully'),
  );
  expect(saying).toHaveLength(1);
  expect(saying[0]).toHaveAttribute('role', 'alert');
  expect(saying[0]!.closest('[role="alertdialog"]')).toHaveAccessibleName(
    'Project updated successfully',
  );
});

it('shows the newest toast first', () => {
  render(<Catalog />);
  expect(screen.getAllByRole('alertdialog').map((toast) => toast.dataset.kind)).toEqual([
    'success',
    'error',
    'info',
    'loading',
  ]);
});

describe('durations (docs/product/constants.md)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  function renderQueue() {
    const queue = createToastQueue();
    render(<Toaster queue={queue} />);
    return queue;
  }

  function isShowing(message: string) {
    return screen.queryByRole('alertdialog', { name: message }) !== null;
  }

  it('keeps a success 2000 ms, an info and an error 4000 ms, and a loading toast until dismissed', () => {
    vi.useFakeTimers();
    const queue = renderQueue();
    act(() => {
      queue.success('Plot updated successfully');
      queue.info('Logged out successfully');
      queue.error('Failed to update plot');
    });
    let loadingKey = '';
    act(() => {
      loadingKey = queue.loading('Creating plots...');
    });

    act(() => vi.advanceTimersByTime(1999));
    expect(isShowing('Plot updated successfully')).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(isShowing('Plot updated successfully')).toBe(false);

    act(() => vi.advanceTimersByTime(1999));
    expect(isShowing('Logged out successfully')).toBe(true);
    expect(isShowing('Failed to update plot')).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(isShowing('Logged out successfully')).toBe(false);
    expect(isShowing('Failed to update plot')).toBe(false);

    act(() => vi.advanceTimersByTime(60_000));
    expect(isShowing('Creating plots...')).toBe(true);
    act(() => queue.dismiss(loadingKey));
    expect(isShowing('Creating plots...')).toBe(false);
  });

  it('lets a toast have its own duration', () => {
    vi.useFakeTimers();
    const queue = renderQueue();
    act(() => {
      queue.error('Invalid credentials.', { durationMs: 8000 });
    });
    act(() => vi.advanceTimersByTime(7999));
    expect(isShowing('Invalid credentials.')).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(isShowing('Invalid credentials.')).toBe(false);
  });
});

it(`keeps at most ${MAX_TOASTS} toasts, dropping the oldest`, () => {
  const queue = createToastQueue();
  for (let n = 1; n <= MAX_TOASTS + 2; n++) queue.loading(`Toast ${n}`);
  const kept = queue.toasts.visibleToasts.map((toast) => toast.content.message);
  expect(kept).toHaveLength(MAX_TOASTS);
  expect(kept[0]).toBe(`Toast ${MAX_TOASTS + 2}`);
  expect(kept.at(-1)).toBe('Toast 3');
});
