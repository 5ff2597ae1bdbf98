import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SaveOutcome } from '../../patterns';
import * as stories from './ReversalFormModal.stories';

const { ReversePayment, ReversePayout } = composeStories(stories);

const reasonBox = () => screen.getByRole('textbox', { name: /Reason/ });

describe('a reversal', () => {
  it('names the payment, asks first, and opens on the reason', async () => {
    render(<ReversePayment />);
    expect(screen.getByRole('dialog', { name: 'Reverse payment RC-000003' })).toBeInTheDocument();
    expect(screen.getByText('Are you sure you want to reverse this payment?')).toBeInTheDocument();
    await waitFor(() => expect(reasonBox()).toHaveFocus());
  });

  it('needs a reason of five characters or more', async () => {
    const onSave = vi.fn();
    render(<ReversePayment onSave={onSave} />);
    await userEvent.click(screen.getByRole('button', { name: 'Reverse payment' }));
    expect(screen.getByText('Reason is required')).toBeInTheDocument();
    await userEvent.type(reasonBox(), 'oops');
    expect(screen.queryByText('Reason is required')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Reverse payment' }));
    expect(screen.getByText('Reason must be at least 5 characters')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('reverses a payout with the reason trimmed', async () => {
    const onSave = vi.fn(async (): Promise<SaveOutcome> => ({ ok: true }));
    render(<ReversePayout onSave={onSave} />);
    expect(screen.getByRole('dialog', { name: 'Reverse payout CP-000002' })).toBeInTheDocument();
    expect(screen.getByText('Are you sure you want to reverse this payout?')).toBeInTheDocument();
    await userEvent.type(reasonBox(), '  Paid to the wrong account ');
    await userEvent.click(screen.getByRole('button', { name: 'Reverse payout' }));
    expect(onSave).toHaveBeenCalledWith({ reason: 'Paid to the wrong account' });
  });
});
