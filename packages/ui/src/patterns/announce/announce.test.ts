import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANNOUNCE_DELAY_MS, ANNOUNCER_ATTRIBUTE, announce } from './announce';

const regions = () => document.querySelectorAll(`[${ANNOUNCER_ATTRIBUTE}]`);

describe('announce', () => {
  afterEach(() => vi.useRealTimers());

  it('says a message through one polite region, filled after a pause', () => {
    vi.useFakeTimers();
    announce('Showing 1 to 10 of 225 results');
    const [region] = regions();
    expect(region).toHaveAttribute('role', 'status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent('');
    vi.advanceTimersByTime(ANNOUNCE_DELAY_MS);
    expect(region).toHaveTextContent('Showing 1 to 10 of 225 results');
  });

  it('keeps one region, and the later of two quick messages', () => {
    vi.useFakeTimers();
    announce('No bookings found');
    announce('Showing 1 to 3 of 3 results');
    vi.advanceTimersByTime(ANNOUNCE_DELAY_MS);
    expect(regions()).toHaveLength(1);
    expect(regions()[0]).toHaveTextContent('Showing 1 to 3 of 3 results');
  });

  it('says the same message again by emptying the region first', () => {
    vi.useFakeTimers();
    announce('No bookings found');
    vi.advanceTimersByTime(ANNOUNCE_DELAY_MS);
    announce('No bookings found');
    expect(regions()[0]).toHaveTextContent('');
    vi.advanceTimersByTime(ANNOUNCE_DELAY_MS);
    expect(regions()[0]).toHaveTextContent('No bookings found');
  });
});
