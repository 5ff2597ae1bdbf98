import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { outstandingAtRegistryMessage, type StatusChangeRequest } from '@plotline/domain';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './StatusConfirmModal.stories';

const { ConfirmBooking, CancelBooking, RegistryDone, Saving, BalanceOutstanding } =
  composeStories(stories);

const messages = (dialog: HTMLElement) =>
  Array.from(dialog.querySelectorAll('[slot="errorMessage"]'), (node) => node.textContent);

describe('the status confirmation', () => {
  it.each([
    ['Confirm Booking', ConfirmBooking, ['Remark is required']],
    ['Cancel Booking', CancelBooking, ['Cancellation reason is required', 'Remark is required']],
    ['Registry Done', RegistryDone, ['Registration number is required', 'Remark is required']],
  ] as const)('%s asks for exactly its fields', async (label, Story, expected) => {
    const onConfirm = vi.fn(async () => ({ ok: true }) as const);
    render(<Story onConfirm={onConfirm} />);
    const dialog = screen.getByRole('dialog', { name: label });
    await userEvent.click(within(dialog).getByRole('button', { name: label }));
    expect(messages(dialog)).toEqual(expected);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('asks for the actual registry date when there is none', async () => {
    // The form holds an emptied date as ''; starting from one shows what the check then says.
    render(<RegistryDone today="" />);
    const dialog = screen.getByRole('dialog', { name: 'Registry Done' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Registry Done' }));
    expect(messages(dialog)).toEqual([
      'Actual registry date is required',
      'Registration number is required',
      'Remark is required',
    ]);
  });

  it('refuses an actual registry date after today, as the API does', async () => {
    const onConfirm = vi.fn(async () => ({ ok: true }) as const);
    render(<RegistryDone onConfirm={onConfirm} />);
    const dialog = screen.getByRole('dialog', { name: 'Registry Done' });
    // The date starts at today, 14/03/2026: one day on is tomorrow.
    await userEvent.click(within(dialog).getByRole('spinbutton', { name: /^day/ }));
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Remark/ }), 'Registered');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Registration Number/ }),
      'REG/2026/7',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Registry Done' }));
    expect(messages(dialog)).toEqual(['Actual registry date cannot be after today']);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('clears a message once its field is edited, and moves focus to the first refused', async () => {
    render(<CancelBooking />);
    const dialog = screen.getByRole('dialog', { name: 'Cancel Booking' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Booking' }));
    const reason = within(dialog).getByRole('textbox', { name: /Cancellation Reason/ });
    expect(document.activeElement).toBe(reason);
    await userEvent.type(reason, 'Buyer withdrew');
    expect(messages(dialog)).toEqual(['Remark is required']);
  });

  it('is busy while the change runs, and Back waits for it', async () => {
    render(<Saving />);
    await userEvent.type(screen.getByRole('textbox', { name: /Remark/ }), 'Paid in full');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    const busy = await screen.findByRole('button', { name: 'Saving...' });
    expect(busy.getAttribute('aria-disabled') ?? busy.hasAttribute('disabled')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' }).hasAttribute('disabled')).toBe(true);
  });

  it('asks to confirm a registry with the balance outstanding, saying how much, then sends it', async () => {
    const owed = outstandingAtRegistryMessage(2_910_000);
    const onConfirm = vi.fn(async (request: StatusChangeRequest) =>
      request.acceptOutstanding
        ? ({ ok: true } as const)
        : ({ ok: false, fieldErrors: { acceptOutstanding: owed } } as const),
    );
    render(<BalanceOutstanding onConfirm={onConfirm} />);
    const dialog = screen.getByRole('dialog', { name: 'Registry Done' });
    // Nothing to confirm until the server says so.
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Registration Number/ }),
      'RJ-1',
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Remark/ }), 'Registered');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Registry Done' }));
    const box = await within(dialog).findByRole('checkbox', {
      name: 'Register with the balance outstanding',
    });
    expect(messages(dialog)).toEqual([owed]);
    await userEvent.click(box);
    // Ticked, the amount stays in view, no longer as a refusal.
    expect(messages(dialog)).toEqual([]);
    expect(box).toHaveAccessibleDescription(owed);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Registry Done' }));
    expect(onConfirm).toHaveBeenCalledTimes(2);
    expect(onConfirm).toHaveBeenLastCalledWith(
      expect.objectContaining({ newStatus: 'RegistryDone', acceptOutstanding: true }),
    );
  });

  it('goes back to the picker', async () => {
    const onBack = vi.fn();
    render(<ConfirmBooking onBack={onBack} />);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalled();
  });
});
