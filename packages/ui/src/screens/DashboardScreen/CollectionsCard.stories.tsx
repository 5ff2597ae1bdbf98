import { PAYMENT_MESSAGES } from '@plotline/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CollectionsCard, type CollectionsCardProps } from './CollectionsCard';
import type { CollectionsView } from './dashboard-screen-types';
import { loaded } from '../../patterns';
import { COLLECTIONS_SUMMARY, failed, loading } from './dashboard.fixtures';
import docs from './CollectionsCard.docs.md?raw';

/** Where a user with payments.view is led: the Collections screen with its filters in the query. */
const COLLECTIONS_HREFS: Readonly<Record<CollectionsView, string>> = {
  all: '/collections',
  dueThisMonth: '/collections?state=due&dueFrom=2026-11-24&dueTo=2026-11-30',
  overdue: '/collections?state=overdue',
};

const meta = {
  title: 'Screens/DashboardScreen/CollectionsCard',
  component: CollectionsCard,
  parameters: { docs: { description: { component: docs } } },
  args: {
    summary: loaded(COLLECTIONS_SUMMARY),
    collectionsHref: ((view) => COLLECTIONS_HREFS[view]) as CollectionsCardProps['collectionsHref'],
  },
} satisfies Meta<typeof CollectionsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Due this month and overdue, each leading to the Collections screen filtered the same way. */
export const Loaded: Story = {};

/** Nothing due and nothing late. */
export const NothingOutstanding: Story = {
  args: {
    summary: loaded({ dueThisMonth: { amount: 0, count: 0 }, overdue: { amount: 0, count: 0 } }),
  },
};

/** For a host without the Collections screen: plain figures, no links. */
export const WithoutLinks: Story = { args: { collectionsHref: () => undefined } };

export const Loading: Story = { args: { summary: loading() } };

export const Failed: Story = { args: { summary: failed(PAYMENT_MESSAGES.collectionsFetchFailed) } };
