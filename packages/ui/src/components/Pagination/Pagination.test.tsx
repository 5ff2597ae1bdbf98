import { LIST_DEPTH_NOTE } from '@plotline/domain';
import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { expect, it } from 'vitest';
import * as stories from './Pagination.stories';

const { FirstPage, MiddlePage, LastPage, NoResults, Interactive, PastListDepth } =
  composeStories(stories);

function pageButtons() {
  return screen.getAllByRole('button', { name: /^Page \d+$/ }).map((button) => button.textContent);
}

function currentPage() {
  return screen
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-current') === 'page')
    .map((button) => button.textContent);
}

it('is a navigation landmark telling which rows are shown', () => {
  render(<FirstPage />);
  const nav = screen.getByRole('navigation', { name: 'Pagination' });
  expect(within(nav).getByText('Showing 1 to 10 of 45 results')).toBeInTheDocument();
});

it('reads an estimated count as about so many, and says where the pages stop', () => {
  render(<PastListDepth />);
  const nav = screen.getByRole('navigation', { name: 'Pagination' });
  expect(
    within(nav).getByText('Showing 9976 to 10000 of about 1000000 results'),
  ).toBeInTheDocument();
  expect(within(nav).getByText(LIST_DEPTH_NOTE)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
  expect(pageButtons()).toEqual(['396', '397', '398', '399', '400']);
});

it('says nothing of a depth a list does not reach', () => {
  render(<MiddlePage />);
  expect(screen.queryByText(LIST_DEPTH_NOTE)).not.toBeInTheDocument();
});

it('disables Previous on the first page and marks page 1 as current', () => {
  render(<FirstPage />);
  expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);
  expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(false);
  expect(pageButtons()).toEqual(['1', '2', '3', '4', '5']);
  expect(currentPage()).toEqual(['1']);
});

it('disables Next on the last page', () => {
  render(<LastPage />);
  expect(screen.getByText('Showing 41 to 45 of 45 results')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
  expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(false);
});

it('shows at most five page buttons around the current page', () => {
  render(<MiddlePage />);
  expect(pageButtons()).toEqual(['4', '5', '6', '7', '8']);
  expect(currentPage()).toEqual(['6']);
});

it('has no page buttons and both steps disabled when there are no results', () => {
  render(<NoResults />);
  expect(screen.getByText('Showing 0 to 0 of 0 results')).toBeInTheDocument();
  expect(screen.queryAllByRole('button', { name: /^Page/ })).toHaveLength(0);
  expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);
  expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
});

it('asks for the previous, next and a numbered page', async () => {
  const onPageChange = fn();
  render(<MiddlePage onPageChange={onPageChange} />);
  await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  await userEvent.click(screen.getByRole('button', { name: 'Page 8' }));
  expect(onPageChange.mock.calls).toEqual([[5], [7], [8]]);
});

it('steps back from a page past the end to the last page', async () => {
  const onPageChange = fn();
  render(<LastPage page={9} onPageChange={onPageChange} />);
  await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
  expect(onPageChange).toHaveBeenCalledWith(5);
});

it('pages with the keyboard alone', async () => {
  const onPageChange = fn();
  render(<Interactive onPageChange={onPageChange} />);
  await userEvent.tab();
  expect(document.activeElement?.getAttribute('aria-label')).toBe('Page 1');
  await userEvent.tab();
  await userEvent.keyboard('{Enter}');
  expect(screen.getByText('Showing 11 to 20 of 234 results')).toBeInTheDocument();
  expect(currentPage()).toEqual(['2']);
  await userEvent.tab({ shift: true });
  await userEvent.keyboard(' ');
  expect(onPageChange.mock.calls).toEqual([[2], [1]]);
  expect(currentPage()).toEqual(['1']);
});

it('can be named apart from another list on the same screen', () => {
  render(<FirstPage aria-label="Bookings pages" />);
  expect(screen.getByRole('navigation', { name: 'Bookings pages' })).toBeInTheDocument();
});
