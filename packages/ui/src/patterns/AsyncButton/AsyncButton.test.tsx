import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { AsyncButton } from './AsyncButton';

/** Work the test finishes when it chooses. */
function work() {
  let finish = () => {};
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { run: vi.fn(() => done), finish };
}

it('is busy, and says so, until the work settles; then it may be asked again', async () => {
  const { run, finish } = work();
  render(<AsyncButton onPress={run} label="Export CSV" busyLabel="Exporting..." />);
  await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
  const busy = screen.getByRole('button', { name: 'Exporting...' });
  expect(busy).toHaveAttribute('aria-disabled', 'true');
  await userEvent.click(busy);
  expect(run).toHaveBeenCalledTimes(1);
  await act(async () => finish());
  await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
  expect(run).toHaveBeenCalledTimes(2);
});

it('names the record it acts on after its words', async () => {
  const { run, finish } = work();
  render(<AsyncButton onPress={run} label="Download PDF" busyLabel="Downloading..." of="R-0007" />);
  await userEvent.click(screen.getByRole('button', { name: 'Download PDF R-0007' }));
  expect(screen.getByRole('button', { name: 'Downloading... R-0007' })).toBeInTheDocument();
  await act(async () => finish());
  expect(screen.getByRole('button', { name: 'Download PDF R-0007' })).toBeInTheDocument();
});
