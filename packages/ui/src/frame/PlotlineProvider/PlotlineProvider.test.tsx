import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-aria-components';
import { afterEach, expect, it, vi } from 'vitest';
import { DatePicker } from '../../components/DatePicker';
import { createToastQueue } from '../../components/Toaster';
import { PlotlineProvider } from './PlotlineProvider';

afterEach(() => delete document.documentElement.dataset.colorScheme);

/** The date field's segments in the order they read, e.g. ['dd', 'mm', 'yyyy']. */
const segmentsOf = (group: HTMLElement) =>
  within(group)
    .getAllByRole('spinbutton')
    .map((segment) => segment.getAttribute('aria-label'));

it('reads dates in India’s order, day before month, as the tables print them', () => {
  render(
    <PlotlineProvider>
      <DatePicker label="Booking date" value="2025-03-15" onChange={() => {}} />
    </PlotlineProvider>,
  );
  expect(segmentsOf(screen.getByRole('group', { name: 'Booking date' }))).toEqual([
    'day, ',
    'month, ',
    'year, ',
  ]);
  expect(screen.getByRole('group', { name: 'Booking date' }).textContent).toContain('15/03/2025');
});

it("follows a link through the host's router instead of loading the page", async () => {
  const navigate = vi.fn();
  render(
    <PlotlineProvider navigate={navigate}>
      <Link href="/bookings/12">Booking 12</Link>
    </PlotlineProvider>,
  );
  await userEvent.click(screen.getByRole('link', { name: 'Booking 12' }));
  expect(navigate).toHaveBeenCalledWith('/bookings/12', undefined);
});

it('shows the host’s toasts', () => {
  const toasts = createToastQueue();
  render(<PlotlineProvider toasts={toasts}>screens</PlotlineProvider>);
  act(() => void toasts.success('Booking created successfully'));
  expect(screen.getByText('Booking created successfully')).toBeInTheDocument();
});

it('puts the colour scheme on the document root, where the modals take it too', () => {
  const { rerender } = render(<PlotlineProvider colorScheme="dark">screens</PlotlineProvider>);
  expect(document.documentElement.dataset.colorScheme).toBe('dark');
  rerender(<PlotlineProvider colorScheme="light">screens</PlotlineProvider>);
  expect(document.documentElement.dataset.colorScheme).toBe('light');
  // Left out, the root stays as the host set it before the first render.
  rerender(<PlotlineProvider>screens</PlotlineProvider>);
  expect(document.documentElement.dataset.colorScheme).toBe('light');
});
