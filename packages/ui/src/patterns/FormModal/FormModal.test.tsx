import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { changedWhileEditingNotice } from '@plotline/domain';
import { DatePicker } from '../../components/DatePicker';
import { Radio, RadioGroup } from '../../components/RadioGroup';
import { Select } from '../../components/Select';
import { TextField } from '../../components/TextField';
import { FormModal } from './FormModal';
import * as stories from './FormModal.stories';

const { Default, Closed, Saving, Busy, ConfirmWithBack, DisabledUntilValid, ChangedElsewhere } =
  composeStories(stories);

const nameBox = () => screen.getByRole('textbox', { name: /Amenity Name/ });
const never = () => new Promise<never>(() => {});

it('names the dialog and its form by the title and submits from the footer', async () => {
  const onSave = vi.fn(async () => ({ ok: true as const }));
  render(<Default onSave={onSave} />);
  expect(screen.getByRole('dialog', { name: 'Add Amenity' })).toBeInTheDocument();
  expect(screen.getByRole('form', { name: 'Add Amenity' })).toBeInTheDocument();
  await userEvent.type(nameBox(), 'Gym');
  await userEvent.click(screen.getByRole('button', { name: 'Create Amenity' }));
  expect(onSave).toHaveBeenCalledWith('Gym');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

it("lets the form's validator speak: a required field left empty submits, gets the message and the focus", async () => {
  const onSave = vi.fn();
  render(<Default onSave={onSave} />);
  await userEvent.click(screen.getByRole('button', { name: 'Create Amenity' }));
  expect(screen.getByText('Amenity name is required')).toBeInTheDocument();
  expect(document.activeElement).toBe(nameBox());
  expect(onSave).not.toHaveBeenCalled();
});

it("keeps what was typed when the server refuses, and shows the field's message", async () => {
  render(
    <Default
      onSave={async () => ({
        ok: false,
        fieldErrors: { name: 'An amenity with this name exists' },
      })}
    />,
  );
  await userEvent.type(nameBox(), 'Gym');
  await userEvent.click(screen.getByRole('button', { name: 'Create Amenity' }));
  expect(await screen.findByText('An amenity with this name exists')).toBeInTheDocument();
  expect(nameBox()).toHaveProperty('value', 'Gym');
  expect(document.activeElement).toBe(nameBox());
});

it('says Saving... and keeps Cancel disabled while saving', async () => {
  render(<Saving />);
  await userEvent.type(nameBox(), 'Gym');
  await userEvent.click(screen.getByRole('button', { name: 'Create Amenity' }));
  expect(await screen.findByRole('button', { name: /Saving\.\.\./ })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(true);
});

it('saves once however often the submit is pressed', async () => {
  const onSave = vi.fn(never);
  render(<Default onSave={onSave} />);
  await userEvent.type(nameBox(), 'Gym{Enter}{Enter}');
  await userEvent.click(screen.getByRole('button', { name: /Saving/ }));
  expect(onSave).toHaveBeenCalledTimes(1);
});

it('waits for a save before Escape closes it', async () => {
  const onOpenChange = vi.fn();
  render(<Default onSave={never} onOpenChange={onOpenChange} />);
  await userEvent.type(nameBox(), 'Gym');
  await userEvent.click(screen.getByRole('button', { name: 'Create Amenity' }));
  await userEvent.keyboard('{Escape}');
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  expect(onOpenChange).not.toHaveBeenCalled();
});

it('waits while busy besides saving, and closes on Escape otherwise', async () => {
  const { unmount } = render(<Busy />);
  expect(screen.getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(true);
  await userEvent.keyboard('{Escape}');
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  unmount();

  render(<Default />);
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('closes from Cancel, and starts from an empty form on the next opening', async () => {
  render(<Closed />);
  await userEvent.click(screen.getByRole('button', { name: 'Open the form' }));
  await userEvent.type(nameBox(), 'Gym');
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Open the form' }));
  expect(nameBox()).toHaveProperty('value', '');
});

it('puts Back in place of Cancel and marks a submit that undoes something', async () => {
  const onBack = vi.fn();
  render(<ConfirmWithBack onBack={onBack} />);
  expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Cancel Booking' }).dataset.variant).toBe('danger');
  await userEvent.click(screen.getByRole('button', { name: 'Back' }));
  expect(onBack).toHaveBeenCalledTimes(1);
});

it('keeps the submit disabled while the form says so, and submits nothing meanwhile', async () => {
  const onSave = vi.fn(async () => ({ ok: true as const }));
  render(<DisabledUntilValid onSave={onSave} />);
  const submit = screen.getByRole('button', { name: 'Create Amenity' });
  expect(submit).toBeDisabled();
  fireEvent.submit(screen.getByRole('form', { name: 'Add Amenity' }));
  expect(onSave).not.toHaveBeenCalled();
  await userEvent.type(nameBox(), 'Gym');
  expect(submit).toBeEnabled();
  await userEvent.click(submit);
  expect(onSave).toHaveBeenCalledWith('Gym');
});

it('shows a notice above the fields when it comes, keeping what was typed and the focus', async () => {
  const notice = changedWhileEditingNotice('amenity', false);
  const onSave = vi.fn(async () => ({ ok: true as const }));
  const { rerender } = render(<Default onSave={onSave} />);
  expect(screen.queryByRole('status')).toBeNull();
  await userEvent.type(nameBox(), 'Gym');
  const typedInto = nameBox();

  rerender(<Default onSave={onSave} notice={notice} />);
  const status = screen.getByRole('status');
  expect(status).toHaveTextContent(notice);
  // Announced by the live region that was there before it came.
  expect(status.parentElement).toHaveAttribute('aria-live', 'polite');
  expect(nameBox()).toBe(typedInto);
  expect(nameBox()).toHaveValue('Gym');
  expect(document.activeElement).toBe(typedInto);
  // Above the form, not among its fields.
  const form = screen.getByRole('form', { name: 'Add Amenity' });
  expect(form.contains(status)).toBe(false);
  expect(status.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

  await userEvent.type(nameBox(), ' Hall{Enter}');
  expect(onSave).toHaveBeenCalledWith('Gym Hall');
});

it('opens with the notice when the record changed before', () => {
  render(<ChangedElsewhere />);
  expect(screen.getByRole('dialog', { name: 'Edit Amenity' })).toHaveTextContent(
    'Someone else changed this amenity while you were editing it.',
  );
});

describe('the focus: in the first field as it opens, back on the opener as it closes', () => {
  /** An open form modal holding `children` as its fields. */
  const Fields = ({ children }: { children: ReactNode }) => (
    <FormModal isOpen onOpenChange={vi.fn()} title="Edit Amenity" submitLabel="Update Amenity">
      {children}
    </FormModal>
  );

  /** The focus moves a frame after the fields render (see useFocusFirstField). */
  const isFocused = (element: () => Element | undefined) =>
    waitFor(() => expect(document.activeElement).toBe(element()));
  const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

  it("opens in its first field, not on the corner's Close", async () => {
    render(<Default />);
    await isFocused(nameBox);
  });

  it('passes over boxes there is nothing to type in: read-only, disabled', async () => {
    render(
      <Fields>
        <TextField label="Current Password" isReadOnly value="secret-1" />
        <TextField label="Code" isDisabled />
        <TextField label="New Password" />
      </Fields>,
    );
    await isFocused(() => screen.getByRole('textbox', { name: 'New Password' }));
  });

  it.each([
    [
      "a select's button",
      <Select key="select" label="Status" items={[{ id: 'active', label: 'Active' }]} />,
      () => screen.getByRole('button', { name: /Status/ }),
    ],
    [
      "a date's first segment",
      <DatePicker key="date" label="Follow-up Date" />,
      () => screen.getAllByRole('spinbutton')[0],
    ],
    [
      'the chosen radio',
      <RadioGroup key="radio" label="Nature" defaultValue="company">
        <Radio value="person">Individual Person</Radio>
        <Radio value="company">Registered Company</Radio>
      </RadioGroup>,
      () => screen.getByRole('radio', { name: 'Registered Company' }),
    ],
  ])('opens on %s when that is the first field', async (_, field, focused) => {
    render(<Fields>{field}</Fields>);
    await isFocused(focused);
  });

  it('leaves the focus on a field that took it itself (autoFocus)', async () => {
    render(
      <Fields>
        <TextField label="Amenity Name" />
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the case under test */}
        <TextField label="Description" autoFocus />
      </Fields>,
    );
    await nextFrame();
    await nextFrame();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Description' }));
  });

  it('gives it to fields that come after a load, unless the user has moved it meanwhile', async () => {
    const { rerender, unmount } = render(<Fields>Loading...</Fields>);
    await nextFrame();
    expect(document.activeElement).toBe(screen.getByRole('dialog'));
    rerender(
      <Fields>
        <TextField label="Amenity Name" />
      </Fields>,
    );
    await isFocused(nameBox);
    unmount();

    const loading = render(<Fields>Loading...</Fields>);
    screen.getByRole('button', { name: 'Cancel' }).focus();
    loading.rerender(
      <Fields>
        <TextField label="Amenity Name" />
      </Fields>,
    );
    await screen.findByRole('textbox', { name: /Amenity Name/ });
    await nextFrame();
    await nextFrame();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
  });

  it('gives it back to the button that opened it', async () => {
    render(<Closed />);
    const opener = screen.getByRole('button', { name: 'Open the form' });
    await userEvent.click(opener);
    await isFocused(nameBox);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
