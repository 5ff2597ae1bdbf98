import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import * as stories from './AmenityCard.stories';

const { Active, Inactive, WithoutDescription } = composeStories(stories);

it('shows the name, the status, the description and the dates in en-IN form', () => {
  render(<Active />);
  const card = screen.getByRole('article', { name: "Children's Play Area" });
  expect(within(card).getByRole('heading', { level: 2 }).textContent).toBe("Children's Play Area");
  expect(within(card).getByText('Active')).toBeInTheDocument();
  expect(within(card).getByText(/Soft-floored play zone/)).toBeInTheDocument();
  const dates = [...card.querySelectorAll('dt, dd')].map((cell) => cell.textContent);
  expect(dates).toEqual(['Created', '12/01/2025', 'Updated', '02/03/2025']);
});

it('reads the dates in the given time zone', () => {
  // 18:45 UTC on 18 June is already 19 June in India.
  render(<Inactive />);
  expect(screen.getByText('19/06/2025')).toBeInTheDocument();
  render(<Inactive timeZone="UTC" />);
  expect(screen.getByText('18/06/2025')).toBeInTheDocument();
});

it('shows an inactive amenity as Inactive', () => {
  render(<Inactive />);
  expect(within(screen.getByRole('article')).getByText('Inactive')).toBeInTheDocument();
});

it('leaves out a missing description', () => {
  render(<WithoutDescription />);
  expect(screen.getByRole('article').querySelector('p')).toBeNull();
});

it('names its buttons after the amenity and hands the amenity to each', async () => {
  const onEdit = vi.fn();
  const onDelete = vi.fn();
  render(<Inactive onEdit={onEdit} onDelete={onDelete} />);
  await userEvent.click(screen.getByRole('button', { name: 'Edit Gymnasium' }));
  await userEvent.click(screen.getByRole('button', { name: 'Delete Gymnasium' }));
  expect(onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 3, name: 'Gymnasium' }));
  expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 3, name: 'Gymnasium' }));
});
