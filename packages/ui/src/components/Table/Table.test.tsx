import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { expect, it } from 'vitest';
import * as stories from './Table.stories';

const { Default, Loading, Empty, Sortable, RowActions, StackedOnAPhone } = composeStories(stories);

function rowHeaders() {
  return screen.getAllByRole('rowheader').map((cell) => cell.textContent);
}

it('is a table named by its label, with column and row headers', () => {
  render(<Default />);
  const table = screen.getByRole('grid', { name: 'Projects' });
  expect(table.tagName).toBe('TABLE');
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent),
  ).toEqual(['Project Name', 'Total Plots', 'Available Plots', 'Token']);
  expect(rowHeaders()).toEqual(['Green Valley', 'Sunrise Enclave', 'Lake View Residency']);
  const row = screen.getByRole('row', { name: /Green Valley/ });
  expect(within(row).getByText('₹21,50,000.00')).toBeInTheDocument();
});

it('shows one loading row instead of the rows while loading', () => {
  render(<Loading />);
  expect(screen.getByRole('status').textContent).toBe('Loading...');
  expect(screen.queryByText('Green Valley')).toBeNull();
  expect(screen.getAllByRole('row')).toHaveLength(2);
});

it('shows its empty state when there are no rows', () => {
  render(<Empty />);
  expect(screen.getByRole('rowheader').textContent).toBe('No projects found');
});

it('sorts by a clicked column, then reverses it on a second click', async () => {
  const onSortChange = fn();
  render(<Sortable onSortChange={onSortChange} />);
  const totalPlots = screen.getByRole('columnheader', { name: 'Total Plots' });
  expect(screen.getByRole('columnheader', { name: 'Project Name' }).getAttribute('aria-sort')).toBe(
    'ascending',
  );

  await userEvent.click(totalPlots);
  expect(onSortChange).toHaveBeenLastCalledWith({ column: 'totalPlots', direction: 'ascending' });
  expect(totalPlots.getAttribute('aria-sort')).toBe('ascending');
  expect(rowHeaders()).toEqual(['Lake View Residency', 'Sunrise Enclave', 'Green Valley']);

  await userEvent.click(totalPlots);
  expect(onSortChange).toHaveBeenLastCalledWith({ column: 'totalPlots', direction: 'descending' });
  expect(rowHeaders()).toEqual(['Green Valley', 'Sunrise Enclave', 'Lake View Residency']);
});

it('sorts from the keyboard', async () => {
  const onSortChange = fn();
  render(<Sortable onSortChange={onSortChange} />);
  await userEvent.tab();
  await userEvent.keyboard('{ArrowUp}{ArrowRight}{ArrowRight}{Enter}');
  expect(onSortChange).toHaveBeenLastCalledWith({
    column: 'availablePlots',
    direction: 'ascending',
  });
  expect(rowHeaders()).toEqual(['Sunrise Enclave', 'Lake View Residency', 'Green Valley']);
});

it('runs a row action for its own row, by pointer and by keyboard', async () => {
  const onProjectAction = fn();
  render(<RowActions onProjectAction={onProjectAction} />);
  const sunrise = screen.getByRole('row', { name: /Sunrise Enclave/ });
  await userEvent.click(within(sunrise).getByRole('button', { name: 'Edit' }));
  expect(onProjectAction).toHaveBeenLastCalledWith(
    'edit',
    expect.objectContaining({ name: 'Sunrise Enclave' }),
  );

  const lakeView = screen.getByRole('row', { name: /Lake View Residency/ });
  within(lakeView).getByRole('button', { name: 'View' }).focus();
  await userEvent.keyboard('{ArrowRight}{ArrowRight}{Enter}');
  expect(onProjectAction).toHaveBeenLastCalledWith(
    'delete',
    expect.objectContaining({ name: 'Lake View Residency' }),
  );
});

it('pins the row header at the start and the actions at the end', () => {
  render(<RowActions />);
  const pinOf = (cell: HTMLElement) => cell.dataset.pin;
  expect(screen.getAllByRole('columnheader').map(pinOf)).toEqual([
    'start',
    undefined,
    undefined,
    undefined,
    'end',
  ]);
  const row = screen.getByRole('row', { name: /Green Valley/ });
  expect(pinOf(within(row).getByRole('rowheader'))).toBe('start');
  expect(within(row).getAllByRole('gridcell').map(pinOf)).toEqual([
    undefined,
    undefined,
    undefined,
    'end',
  ]);
});

it('names each cell of a stacking table by its column, and keeps its column headers', () => {
  render(<StackedOnAPhone />);
  expect(screen.getAllByRole('columnheader')).toHaveLength(5);
  const row = screen.getByRole('row', { name: /Sunrise Enclave/ });
  expect(
    [within(row).getByRole('rowheader'), ...within(row).getAllByRole('gridcell')].map(
      (cell) => cell.dataset.label,
    ),
  ).toEqual(['Project Name', 'Total Plots', 'Available Plots', 'Token', 'Actions']);
  // The names are drawn by the style sheet, not written into the cells' text.
  expect(within(row).getByRole('rowheader').textContent).toBe('Sunrise Enclave');
});
