import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { loaded } from '../../patterns';
import { failed, loading, SUMMARY } from './dashboard.fixtures';
import { SummaryCards, type SummaryCardsProps } from './SummaryCards';
import docs from './SummaryCards.docs.md?raw';

const meta = {
  title: 'Screens/DashboardScreen/SummaryCards',
  component: SummaryCards,
  parameters: { docs: { description: { component: docs } } },
  args: {
    cards: loaded(SUMMARY.cards),
    cardHref: ((card) =>
      card === 'channelPartners' ? undefined : `/${card}`) as SummaryCardsProps['cardHref'],
    onOpenOvertime: fn() as SummaryCardsProps['onOpenOvertime'],
  },
} satisfies Meta<typeof SummaryCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Links to the lists the user may open, Extra Time opening its modal; no link to partners. */
export const Loaded: Story = {};

export const Loading: Story = { args: { cards: loading() } };

export const Failed: Story = { args: { cards: failed('Failed to load the dashboard') } };
