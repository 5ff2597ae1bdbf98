import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import * as stories from './FieldGroup.stories';

const { Default, Nested } = composeStories(stories);

it('is a group named by its legend, so each field in it is read with the title', () => {
  render(<Default />);
  const group = screen.getByRole('group', { name: 'Plot Owner' });
  expect(within(group).getByRole('textbox', { name: 'Owner Name' })).toBeInTheDocument();
  expect(group.hasAttribute('data-nested')).toBe(false);
});

it('marks a group inside another as nested', () => {
  render(<Nested />);
  const outer = screen.getByRole('group', { name: 'Date Information' });
  const inner = within(outer).getByRole('group', { name: 'Registry Details' });
  expect(inner.hasAttribute('data-nested')).toBe(true);
  expect(within(inner).getByRole('textbox', { name: 'Registration Number' })).toBeInTheDocument();
});
