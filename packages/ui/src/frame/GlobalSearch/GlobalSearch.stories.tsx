import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { GlobalSearch, type GlobalSearchProps } from './GlobalSearch';
import { DIGITS_RESULTS, GREEN_RESULTS, RECENT_SEARCHES } from './global-search.fixtures';
import docs from './GlobalSearch.docs.md?raw';

/**
 * No Catalog story: the palette's states show in its open list, and only one list is open at a
 * time; each state has its own story, opened by its play function.
 */
const meta = {
  title: 'Frame/GlobalSearch',
  component: GlobalSearch,
  parameters: { docs: { description: { component: docs } } },
  args: {
    groups: null,
    searchedText: '',
    status: 'idle',
    recentSearches: RECENT_SEARCHES,
    // Typed as the props, not as storybook's Mock, so tests can pass vitest's vi.fn() instead.
    onSearchTextChange: fn() as GlobalSearchProps['onSearchTextChange'],
    onOpenHit: fn() as GlobalSearchProps['onOpenHit'],
    onRetry: fn() as GlobalSearchProps['onRetry'],
  },
  // The list opens below the box: leave it room inside the story's frame.
  decorators: [
    (Story) => (
      <div style={{ minHeight: 460 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GlobalSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

const searchBox = () => screen.getByRole('combobox', { name: 'Search' });

/** The list, once its entry animation has run. */
async function openList() {
  const list = await screen.findByRole('listbox');
  await waitFor(() => expect(list).toBeVisible());
  return list;
}

/** At rest: the box, its placeholder and the '/' hint. */
export const Closed: Story = {};

/** Focused while empty: the user's recent searches. */
export const RecentSearches: Story = {
  play: async ({ userEvent }) => {
    await userEvent.click(searchBox());
    await openList();
    await expect(screen.getByText('Recent searches')).toBeVisible();
  },
};

/** A search answered: the hits grouped by kind, the matching text marked. */
export const Results: Story = {
  args: { groups: GREEN_RESULTS, searchedText: 'green' },
  play: async ({ userEvent }) => {
    await userEvent.type(searchBox(), 'green');
    await openList();
    await expect(
      screen.getByRole('option', {
        name: 'BK-0221, Asha Rao · 98765 43210 · Green Valley, plot A-12',
      }),
    ).toBeVisible();
  },
};

/** An owner's last digits, found across the space in the number and marked as one match. */
export const HighlightedDigits: Story = {
  args: { groups: DIGITS_RESULTS, searchedText: '543210' },
  play: async ({ userEvent }) => {
    await userEvent.type(searchBox(), '543210');
    const list = await openList();
    const marked = [...list.querySelectorAll('mark')].map((mark) => mark.textContent);
    await expect(marked).toEqual(['5 43210', '5-43210']);
  },
};

/** Fewer characters than a search needs. */
export const TooShort: Story = {
  play: async ({ userEvent }) => {
    await userEvent.type(searchBox(), 'g');
    await openList();
    await expect(screen.getByRole('status')).toHaveTextContent('Type at least 2 characters');
  },
};

/** A search running: the last answer stays in view meanwhile. */
export const Searching: Story = {
  args: { groups: GREEN_RESULTS, searchedText: 'green', status: 'searching' },
  play: async ({ userEvent }) => {
    await userEvent.type(searchBox(), 'green v');
    await openList();
    await expect(screen.getByRole('status')).toHaveTextContent('Searching...');
  },
};

/** Nothing found. */
export const NoResults: Story = {
  args: { groups: [], searchedText: 'zzz' },
  play: async ({ userEvent }) => {
    await userEvent.type(searchBox(), 'zzz');
    await openList();
    await expect(screen.getByRole('status')).toHaveTextContent('No results for "zzz"');
  },
};

/** The search failed: the list offers to try again. */
export const Failed: Story = {
  args: { groups: null, searchedText: 'green', status: 'failed' },
  play: async ({ userEvent }) => {
    await userEvent.type(searchBox(), 'green');
    await openList();
    await expect(screen.getByRole('status')).toHaveTextContent("Results couldn't be loaded");
    await expect(screen.getByRole('option', { name: 'Try Again' })).toBeVisible();
  },
};

/** By keyboard alone: type, Arrow Down to the first hit, Enter opens it and empties the box. */
export const OpenHitByKeyboard: Story = {
  args: { groups: GREEN_RESULTS, searchedText: 'green' },
  play: async ({ args, userEvent }) => {
    await userEvent.type(searchBox(), 'green');
    await openList();
    await userEvent.keyboard('{ArrowDown}');
    await expect(searchBox()).toHaveAttribute('aria-activedescendant');
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenHit).toHaveBeenCalledWith('booking', 221);
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(searchBox()).toHaveValue('');
  },
};

/** '/' outside a field, and Ctrl+K anywhere, go to the box and open its list; Escape closes it. */
export const Shortcuts: Story = {
  play: async ({ userEvent }) => {
    await userEvent.keyboard('/');
    await expect(searchBox()).toHaveFocus();
    await openList();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await userEvent.keyboard('{Control>}k{/Control}');
    await expect(searchBox()).toHaveFocus();
    await openList();
  },
};

/** A recent search chosen: it fills the box and is searched. */
export const ChooseRecentSearch: Story = {
  play: async ({ args, userEvent }) => {
    await userEvent.click(searchBox());
    await openList();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSearchTextChange).toHaveBeenLastCalledWith('Green Valley');
    await expect(searchBox()).toHaveValue('Green Valley');
  },
};
