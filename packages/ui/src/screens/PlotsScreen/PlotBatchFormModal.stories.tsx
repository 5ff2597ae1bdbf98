import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { PlotBatchFormModal, type PlotBatchFormModalProps } from './PlotBatchFormModal';
import { GREEN_VALLEY_PLOTS, PROJECTS, saveAgainst } from './plots.fixtures';
import docs from './PlotBatchFormModal.docs.md?raw';

const meta = {
  title: 'Screens/PlotsScreen/PlotBatchFormModal',
  component: PlotBatchFormModal,
  parameters: { docs: { description: { component: docs } } },
  args: {
    isOpen: true,
    projects: PROJECTS,
    // Typed as the props, not as storybook's Mock, so tests can pass vitest's vi.fn() instead.
    onOpenChange: fn() as PlotBatchFormModalProps['onOpenChange'],
    onSave: fn(saveAgainst(GREEN_VALLEY_PLOTS)) as PlotBatchFormModalProps['onSave'],
  },
} satisfies Meta<typeof PlotBatchFormModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new batch: one empty row to start, more with 'Add Another Plot'. */
export const Adding: Story = {};

/** A batch started in the project the list is filtered by, with rows already typed. */
export const AddingSeveral: Story = {
  args: {
    defaultProject: PROJECTS[0],
    defaultRows: [
      { plotNumber: 'A-25', plotSize: 1200, remark: '' },
      { plotNumber: 'A-26', plotSize: 1350, remark: 'Park facing' },
      { plotNumber: 'A-27', plotSize: 1500, remark: '' },
    ],
  },
};

/** Submitted with no project, a repeated number and an empty row: the domain's messages. */
export const WithErrors: Story = {
  args: {
    defaultRows: [
      { plotNumber: 'C-1', plotSize: 1200, remark: '' },
      { plotNumber: 'c-1', plotSize: 1500, remark: '' },
      { plotNumber: '', plotSize: 0, remark: '' },
    ],
  },
  play: async ({ userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Create 3 Plots' }));
    await expect(await screen.findByText('Project selection is required')).toBeVisible();
    await expect(screen.getByText('Duplicate plot number')).toBeVisible();
    await expect(screen.getByText('Plot number is required')).toBeVisible();
    await expect(screen.getByText('Plot size must be greater than 0')).toBeVisible();
  },
};

/** The host is sending the batch one plot at a time: 2 of 5 done. */
export const SavingProgress: Story = {
  args: {
    ...AddingSeveral.args,
    defaultRows: ['A-25', 'A-26', 'A-27', 'A-28', 'A-29'].map((plotNumber) => ({
      plotNumber,
      plotSize: 1200,
      remark: '',
    })),
    batchProgress: { done: 2, total: 5 },
  },
};

/** A-3 already exists: the others were created and left; A-3 stays with the server's reason. */
export const RefusedSummary: Story = {
  args: {
    defaultProject: PROJECTS[0],
    defaultRows: [
      { plotNumber: 'A-25', plotSize: 1200, remark: '' },
      { plotNumber: 'A-3', plotSize: 1350, remark: '' },
      { plotNumber: 'A-26', plotSize: 1500, remark: '' },
    ],
  },
  play: async ({ userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Create 3 Plots' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      '1 plot(s) were not createdA-3: Plot number A-3 already exists in this project',
    );
  },
};

/** Editing exactly one plot: no rows to add or remove. */
export const Editing: Story = {
  args: {
    plot: GREEN_VALLEY_PLOTS[2],
    onSave: fn(async () => ({ ok: true }) as const) as PlotBatchFormModalProps['onSave'],
  },
};
