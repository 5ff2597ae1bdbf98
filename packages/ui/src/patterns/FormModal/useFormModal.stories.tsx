import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { useFormModal } from './form-modal-context';
import { FormModal } from './FormModal';
import docs from './useFormModal.docs.md?raw';

type PlotNumberFieldsProps = {
  /** The host's creation of the plots; the modal is busy until it resolves. */
  onCreate: (plotNumbers: string[]) => Promise<void>;
};

/**
 * Plots to add, a box each, submitted in the form's own way rather than validate-then-save:
 * the submit's words count the plots, as the plot batch form's do.
 */
function PlotNumberFields({ onCreate }: PlotNumberFieldsProps) {
  const [plotNumbers, setPlotNumbers] = useState(['']);
  const { isSaving } = useFormModal(
    async ({ onSavingChange }) => {
      onSavingChange(true);
      try {
        await onCreate(plotNumbers);
      } finally {
        onSavingChange(false);
      }
    },
    plotNumbers.length === 1 ? 'Create Plot' : `Create ${plotNumbers.length} Plots`,
  );
  return (
    <>
      {plotNumbers.map((plotNumber, index) => (
        <TextField
          key={index}
          label={`Plot ${index + 1} Number`}
          value={plotNumber}
          isDisabled={isSaving}
          onChange={(text) =>
            setPlotNumbers((current) => current.map((old, at) => (at === index ? text : old)))
          }
        />
      ))}
      <Button
        variant="secondary"
        isDisabled={isSaving}
        onPress={() => setPlotNumbers((current) => [...current, ''])}
      >
        Add Another Plot
      </Button>
    </>
  );
}

function AddPlotsModal({ onCreate }: PlotNumberFieldsProps) {
  return (
    <FormModal isOpen onOpenChange={() => {}} title="Add Plots" submitLabel="Create Plot">
      <PlotNumberFields onCreate={onCreate} />
    </FormModal>
  );
}

const meta = {
  title: 'Patterns/FormModal/useFormModal',
  component: AddPlotsModal,
  parameters: { docs: { description: { component: docs } } },
  args: { onCreate: fn(async () => {}) as PlotNumberFieldsProps['onCreate'] },
} satisfies Meta<typeof AddPlotsModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One plot: the form's words replace the modal's, and count the plots as rows are added. */
export const CountedSubmit: Story = {};

/** The creation in flight: the fields and the submit wait for it. */
export const Creating: Story = {
  args: { onCreate: fn(() => new Promise<never>(() => {})) as PlotNumberFieldsProps['onCreate'] },
};
