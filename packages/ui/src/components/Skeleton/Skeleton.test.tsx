import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import * as stories from './Skeleton.stories';

const { Line, Catalog } = composeStories(stories);

it('takes the size of what it stands in for', () => {
  const { container } = render(<Line />);
  const shape = container.firstElementChild as HTMLElement;
  expect(shape.style.width).toBe('240px');
  expect(shape.style.height).toBe('24px');
});

it('is hidden from screen readers, which hear that its section is busy', () => {
  render(<Catalog />);
  const section = screen.getByRole('group', { name: 'Summary loading' });
  expect(section.getAttribute('aria-busy')).toBe('true');
  expect(section.querySelectorAll('[aria-hidden="true"]')).toHaveLength(3);
});
