import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ChannelPartnersOverviewTable } from './ChannelPartnersOverviewTable';
import type { DashboardPanel } from './dashboard-screen-types';
import {
  DIRECT_SALES,
  pageFailed,
  pageLoading,
  pageOf,
  PARTNERS_OVERVIEW,
  PARTNERS_OVERVIEW_WITH_COMMISSION,
  PROJECTS_OVERVIEW,
} from './dashboard.fixtures';
import { ProjectsOverviewTable, type ProjectsOverviewTableProps } from './ProjectsOverviewTable';
import docs from './OverviewTables.docs.md?raw';

type OpenPanel = (panel: DashboardPanel) => void;

const meta = {
  title: 'Screens/DashboardScreen/OverviewTables',
  component: ProjectsOverviewTable,
  parameters: { docs: { description: { component: docs } } },
  args: {
    projects: pageOf(PROJECTS_OVERVIEW),
    onOpenPanel: fn() as ProjectsOverviewTableProps['onOpenPanel'],
  },
} satisfies Meta<typeof ProjectsOverviewTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Page 1 of 12 projects; each count but a zero opens its drill-down. */
export const ProjectsOverview: Story = {};

export const ProjectsEmpty: Story = { args: { projects: pageOf([]) } };

export const ProjectsLoading: Story = { args: { projects: pageLoading() } };

export const ProjectsFailed: Story = {
  args: { projects: pageFailed('Failed to load the Projects Overview') },
};

/** Page 2 of the partners, with Direct Sales first as on every page. */
export const ChannelPartnersOverview: Story = {
  render: () => (
    <ChannelPartnersOverviewTable
      partners={pageOf(PARTNERS_OVERVIEW, 2)}
      directSales={DIRECT_SALES}
      onOpenPanel={fn() as OpenPanel}
    />
  ),
};

/** No partner yet: Direct Sales, and the empty text under it. */
export const ChannelPartnersEmpty: Story = {
  render: () => (
    <ChannelPartnersOverviewTable
      partners={pageOf([])}
      directSales={DIRECT_SALES}
      onOpenPanel={fn() as OpenPanel}
    />
  ),
};

/** For a user with commissions.view: each partner's payable commission, none for Direct Sales. */
export const ChannelPartnersWithCommission: Story = {
  render: () => (
    <ChannelPartnersOverviewTable
      partners={pageOf(PARTNERS_OVERVIEW_WITH_COMMISSION)}
      directSales={DIRECT_SALES}
      onOpenPanel={fn() as OpenPanel}
    />
  ),
};
