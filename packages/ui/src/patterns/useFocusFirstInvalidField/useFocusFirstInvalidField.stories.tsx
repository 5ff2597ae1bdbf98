import type { FieldErrors } from '@plotline/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type FormEvent } from 'react';
import { Form, type Key } from 'react-aria-components';
import { Button } from '../../components/Button';
import { Select } from '../../components/Select';
import { TextField } from '../../components/TextField';
import { useFocusFirstInvalidField } from './useFocusFirstInvalidField';
import docs from './useFocusFirstInvalidField.docs.md?raw';

const PROJECTS = [
  { id: 1, label: 'Green Valley' },
  { id: 2, label: 'Sunrise Enclave' },
];

/** A plot's project and number, each required: a submit with gaps lands on the first one. */
function PlotForm() {
  const [formRef, focusFirstInvalid] = useFocusFirstInvalidField();
  const [projectId, setProjectId] = useState<Key | null>(null);
  const [plotNumber, setPlotNumber] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: FieldErrors = {};
    if (projectId === null) found.projectId = 'Project is required';
    if (!plotNumber.trim()) found.plotNumber = 'Plot number is required';
    setErrors(found);
    focusFirstInvalid();
  };

  return (
    <Form
      ref={formRef}
      validationBehavior="aria"
      onSubmit={handleSubmit}
      aria-label="Add Plot"
      style={{ display: 'grid', gap: 12, maxWidth: 320 }}
    >
      <Select
        label="Project"
        isRequired
        items={PROJECTS}
        value={projectId}
        onChange={setProjectId}
        errorMessage={errors.projectId}
      />
      <TextField
        label="Plot Number"
        isRequired
        value={plotNumber}
        onChange={setPlotNumber}
        errorMessage={errors.plotNumber}
      />
      <Button type="submit">Create Plot</Button>
    </Form>
  );
}

const meta = {
  title: 'Patterns/useFocusFirstInvalidField',
  component: PlotForm,
  parameters: { docs: { description: { component: docs } } },
} satisfies Meta<typeof PlotForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
