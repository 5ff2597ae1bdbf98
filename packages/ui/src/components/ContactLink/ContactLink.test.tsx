import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import * as stories from './ContactLink.stories';

const { Phone, PhoneWithCountryCode, MaskedPhone, Email, Catalog } = composeStories(stories);

it('links a phone number to dial it in its global form, shown as stored', () => {
  render(<Phone />);
  expect(screen.getByRole('link', { name: '9876543210' })).toHaveAttribute(
    'href',
    'tel:+919876543210',
  );
});

it('dials a number written with its country code and spaces without them', () => {
  render(<PhoneWithCountryCode />);
  expect(screen.getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute(
    'href',
    'tel:+919876543210',
  );
});

it('leaves a masked number as text', () => {
  render(<MaskedPhone />);
  expect(screen.getByText('Last 5 digits: 43210')).toBeInTheDocument();
  expect(screen.queryByRole('link')).toBeNull();
});

it('links an email address to write to it, breakable after its @', () => {
  render(<Email />);
  const link = screen.getByRole('link', { name: 'neha.gupta@example.com' });
  expect(link).toHaveAttribute('href', 'mailto:neha.gupta@example.com');
  expect(link.querySelector('wbr')?.previousSibling?.textContent).toBe('neha.gupta@');
});

it('links what can be reached and leaves N/A as text', () => {
  render(<Catalog />);
  expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
    'tel:+919876543210',
    'tel:+919876543210',
    'tel:+919876543210',
    'tel:+442079460958',
    'mailto:neha.gupta@example.com',
    'mailto:info@pinkcityinfra.in',
  ]);
  expect(screen.getAllByText('N/A')).toHaveLength(2);
});
