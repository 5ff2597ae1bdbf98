import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination';
import docs from './Pagination.docs.md?raw';

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  parameters: { docs: { description: { component: docs } } },
  args: { page: 1, pageSize: 10, totalCount: 45, onPageChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {};

export const MiddlePage: Story = { args: { page: 6, totalCount: 120 } };

export const LastPage: Story = { args: { page: 5 } };

export const SinglePage: Story = { args: { totalCount: 7 } };

export const NoResults: Story = { args: { totalCount: 0 } };

/** A million bookings: the count is the server's estimate and the pages stop at 10,000 rows. */
export const PastListDepth: Story = {
  args: { page: 400, pageSize: 25, totalCount: 1_004_321, totalCountEstimated: true },
};

/** The caller owns the page, as the app does with its URL. */
function PagedList({ page: initialPage, onPageChange, ...props }: PaginationProps) {
  const [page, setPage] = useState(initialPage);
  const handlePageChange = (next: number) => {
    setPage(next);
    onPageChange(next);
  };
  return <Pagination {...props} page={page} onPageChange={handlePageChange} />;
}

export const Interactive: Story = {
  args: { totalCount: 234 },
  render: (args) => <PagedList {...args} />,
};

const states: (Pick<PaginationProps, 'page' | 'pageSize' | 'totalCount'> & { name: string })[] = [
  { name: 'no results', page: 1, pageSize: 10, totalCount: 0 },
  { name: 'one page', page: 1, pageSize: 10, totalCount: 7 },
  { name: 'first page', page: 1, pageSize: 10, totalCount: 45 },
  { name: 'middle page', page: 3, pageSize: 10, totalCount: 45 },
  { name: 'last page', page: 5, pageSize: 10, totalCount: 45 },
  { name: 'long list', page: 6, pageSize: 5, totalCount: 120 },
  { name: 'end of a long list', page: 24, pageSize: 5, totalCount: 120 },
  { name: 'one row on the last page', page: 2, pageSize: 50, totalCount: 51 },
];

/** Empty, one page, first, middle and last of a few pages, and a long list's window. */
export const Catalog: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      {states.map(({ name, ...state }) => (
        // Each list is its own landmark, so each needs its own name.
        <Pagination key={name} {...args} {...state} aria-label={`Pagination, ${name}`} />
      ))}
    </div>
  ),
};
