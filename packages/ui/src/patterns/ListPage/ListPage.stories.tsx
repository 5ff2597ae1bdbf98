import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { Table, type TableColumn } from '../../components/Table';
import { ANNOUNCER_ATTRIBUTE } from '../announce';
import { ListSection } from './ListSection';
import { LoadFailedState } from './LoadFailedState';
import { PageHeader } from './PageHeader';
import docs from './ListPage.docs.md?raw';

type Plot = { id: number; plotNumber: string; projectName: string; status: string };

const PLOTS: readonly Plot[] = [
  { id: 1, plotNumber: 'A-1', projectName: 'Green Valley', status: 'Available' },
  { id: 2, plotNumber: 'A-2', projectName: 'Green Valley', status: 'Booked' },
  { id: 3, plotNumber: 'B-1', projectName: 'Sunrise Enclave', status: 'Available' },
];

type PlotColumnId = 'plotNumber' | 'projectName' | 'status';

const COLUMNS: readonly TableColumn<PlotColumnId>[] = [
  { id: 'plotNumber', name: 'Plot Number', isRowHeader: true },
  { id: 'projectName', name: 'Project' },
  { id: 'status', name: 'Status' },
];

function PlotsTable({ rows, emptyState }: { rows: readonly Plot[]; emptyState: ReactNode }) {
  return (
    <Table
      aria-label="Plots"
      columns={COLUMNS}
      rows={rows}
      renderCell={(plot, column) => plot[column]}
      emptyState={emptyState}
    />
  );
}

/** The result of a list whose rows all loaded at once, with nothing filtered. */
const loadedResult = (totalCount: number) => ({
  query: {},
  totalCount,
  isLoading: false,
  error: null,
  emptyText: 'No plots found',
});

/** One plot a page, paged by its host at once, as a host with the page cached does. */
function PagedPlots() {
  const [page, setPage] = useState(1);
  return (
    <ListSection
      label="Plot list"
      pagination={{ page, pageSize: 1, totalCount: PLOTS.length, onPageChange: setPage }}
      result={{ ...loadedResult(PLOTS.length), query: { page } }}
    >
      <PlotsTable
        rows={PLOTS.slice(page - 1, page)}
        emptyState={<EmptyState title="No plots found" />}
      />
    </ListSection>
  );
}

const meta = {
  title: 'Patterns/ListPage',
  component: PageHeader,
  parameters: { docs: { description: { component: docs } } },
  args: {
    title: 'Plots',
    subtitle: 'Every plot of every project, its size and its status.',
    actions: <Button>Add Plot</Button>,
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The title, what the page holds, and its button. */
export const Header: Story = {};

/** More than one button: they keep together, and drop below the title on a phone. */
export const HeaderWithActions: Story = {
  args: {
    title: 'Bookings',
    subtitle: 'Every booking, its sales route and where it stands from Token to Registry Done.',
    actions: (
      <>
        <Button variant="secondary">Export CSV</Button>
        <Button>New Booking</Button>
      </>
    ),
  },
};

export const TitleOnly: Story = { args: { subtitle: undefined, actions: undefined } };

/** A page of rows and the pages under them. */
export const PagedList: Story = {
  render: () => (
    <ListSection
      label="Plot list"
      pagination={{ page: 1, pageSize: 3, totalCount: 45, onPageChange: fn() }}
      result={loadedResult(45)}
    >
      <PlotsTable rows={PLOTS} emptyState={<EmptyState title="No plots found" />} />
    </ListSection>
  ),
};

/** Another page chosen: once its rows are in, the page's live region says what the list shows. */
export const PageChangeAnnounced: Story = {
  render: () => <PagedPlots />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(document.querySelector(`[${ANNOUNCER_ATTRIBUTE}]`)).toHaveTextContent(
        'Showing 2 to 2 of 3 results',
      ),
    );
  },
};

/** The load failed: its message and 'Try Again' stand in for the rows, and no pages show. */
export const LoadFailed: Story = {
  render: () => (
    <ListSection
      label="Plot list"
      pagination={null}
      result={{ ...loadedResult(0), error: 'Failed to fetch plots' }}
    >
      <PlotsTable
        rows={[]}
        emptyState={<LoadFailedState message="Failed to fetch plots" onRetry={fn()} />}
      />
    </ListSection>
  ),
};

/** A whole list page: header, a paged list, and a list that failed with nothing to retry. */
export const Catalog: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <PageHeader {...args} />
      <ListSection
        label="Plot list"
        pagination={{ page: 2, pageSize: 3, totalCount: 8, onPageChange: fn() }}
        result={loadedResult(8)}
      >
        <PlotsTable rows={PLOTS} emptyState={<EmptyState title="No plots found" />} />
      </ListSection>
      <ListSection
        label="Booking list"
        pagination={null}
        result={{ ...loadedResult(0), error: 'Failed to fetch bookings' }}
      >
        <LoadFailedState message="Failed to fetch bookings" />
      </ListSection>
    </div>
  ),
};
