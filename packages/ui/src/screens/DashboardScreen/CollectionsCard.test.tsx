import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './CollectionsCard.stories';

const { Loaded, NothingOutstanding, WithoutLinks, Loading, Failed } = composeStories(stories);

const card = () => screen.getByRole('region', { name: 'Collections' });

describe('the Collections card', () => {
  it('shows what is due this month and what is overdue, each linked to its list', () => {
    render(<Loaded />);
    const links = within(card())
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['View collections', '/collections'],
      [
        'Due this month₹12,45,000.006 instalments',
        '/collections?state=due&dueFrom=2026-11-24&dueTo=2026-11-30',
      ],
      ['Overdue₹13,18,450.501 instalment', '/collections?state=overdue'],
    ]);
    expect(
      within(card()).getByRole('link', { name: 'Overdue ₹13,18,450.50 1 instalment' }),
    ).toBeInTheDocument();
  });

  it('reads zeros when nothing is outstanding', () => {
    render(<NothingOutstanding />);
    expect(
      within(card())
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Due this month₹0.000 instalments', 'Overdue₹0.000 instalments']);
  });

  it('shows plain figures for a host that gives no addresses', () => {
    render(<WithoutLinks />);
    expect(within(card()).queryByRole('link')).toBeNull();
    expect(
      within(card())
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Due this month', 'Overdue']);
  });

  it('is busy while loading, and offers to try again after a failure', async () => {
    const { unmount } = render(<Loading />);
    expect(card()).toHaveAttribute('aria-busy', 'true');
    unmount();
    const onRetry = vi.fn();
    render(<Failed summary={{ ...Failed.args.summary!, onRetry }} />);
    expect(within(card()).getByText('Failed to fetch collections')).toBeInTheDocument();
    await userEvent.click(within(card()).getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
