import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { tableSortProps, type ListSort } from './tableSortProps';
import * as stories from './tableSortProps.stories';

const { SortedByAColumn, SortedByNoColumn } = composeStories(stories);

const header = (name: string) => screen.getByRole('columnheader', { name });
const sentSort = () => screen.getByRole('status', { name: 'Sort sent to the API' }).textContent;

describe('tableSortProps', () => {
  const plotSortProps = (sort: ListSort<'PlotNumber' | 'PlotSize'>, onSortChange = vi.fn()) =>
    tableSortProps({ plotNumber: 'PlotNumber', plotSize: 'PlotSize' }, sort, onSortChange);

  it("gives the headers the list's sort as a column and a direction", () => {
    const { sortDescriptor } = plotSortProps({ sortBy: 'PlotSize', sortOrder: 'desc' });
    expect(sortDescriptor).toEqual({ column: 'plotSize', direction: 'descending' });
  });

  it.each([
    ['a sortable column', 'plotNumber', [{ sortBy: 'PlotNumber', sortOrder: 'asc' }]],
    ['a column the list cannot be sorted by', 'remark', undefined],
  ])("gives the list a header's sort as a sortBy and an order: %s", (_, column, sent) => {
    const onSortChange = vi.fn();
    plotSortProps({ sortBy: 'PlotSize', sortOrder: 'desc' }, onSortChange).onSortChange!({
      column,
      direction: 'ascending',
    });
    expect(onSortChange.mock.calls[0]).toEqual(sent);
  });
});

it('marks the header the list is sorted by, and sorts by another when it is pressed', async () => {
  render(<SortedByAColumn />);
  expect(header('Project').getAttribute('aria-sort')).toBe('ascending');
  expect(header('Total Area (sq ft)').getAttribute('aria-sort')).toBe('none');
  await userEvent.click(header('Total Area (sq ft)'));
  expect(sentSort()).toBe('TotalArea asc');
  expect(header('Total Area (sq ft)').getAttribute('aria-sort')).toBe('ascending');
  await userEvent.click(header('Total Area (sq ft)'));
  expect(sentSort()).toBe('TotalArea desc');
});

it('leaves every header unmarked for a sort no header shows', () => {
  render(<SortedByNoColumn />);
  for (const name of ['Project', 'Total Area (sq ft)']) {
    expect(header(name).getAttribute('aria-sort')).toBe('none');
  }
  expect(sentSort()).toBe('CreatedAt desc');
});

it("has the sort change said by the column's name, and the table described by its sort", async () => {
  render(<SortedByAColumn />);
  const table = screen.getByRole('grid', { name: 'Projects' });
  expect(table).toHaveAccessibleDescription('sorted by column Project in ascending order');
  await userEvent.click(header('Total Area (sq ft)'));
  // react-aria's own live announcer says it at once; the list's result follows once loaded.
  await waitFor(() =>
    expect(document.querySelector('[data-live-announcer]')).toHaveTextContent(
      'sorted by column Total Area (sq ft) in ascending order',
    ),
  );
  expect(table).toHaveAccessibleDescription(
    'sorted by column Total Area (sq ft) in ascending order',
  );
  expect(header('Total Area (sq ft)')).toHaveAccessibleDescription('sortable column');
});
