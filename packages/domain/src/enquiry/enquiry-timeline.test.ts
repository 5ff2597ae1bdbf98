import { describe, expect, it } from 'vitest';
import {
  ENQUIRY_TIMELINE_KINDS,
  enquiryTimelineKindLabel,
  newestTimelineEntriesFirst,
} from './enquiry-timeline';

describe('the timeline', () => {
  it('names each kind of entry', () => {
    expect(ENQUIRY_TIMELINE_KINDS.map(enquiryTimelineKindLabel)).toEqual([
      'Call',
      'Note',
      'Site visit',
      'Stage change',
    ]);
  });

  it('puts the newest first, reading each instant with its offset', () => {
    const entries = [
      { id: 'added', at: '2026-06-01T09:00:00Z' },
      { id: 'call', at: '2026-06-03T10:00:00+05:30' },
      { id: 'visit', at: '2026-06-20T11:00:00+05:30' },
      // Half an hour before the call, which was at 10:00 in India (04:30 UTC).
      { id: 'note', at: '2026-06-03T04:00:00Z' },
    ];
    expect(newestTimelineEntriesFirst(entries).map(({ id }) => id)).toEqual([
      'visit',
      'call',
      'note',
      'added',
    ]);
  });

  it('keeps the order entries of the same instant came in, and leaves its input alone', () => {
    const entries = [
      { id: 'moved', at: '2026-06-02T08:00:00Z' },
      { id: 'logged', at: '2026-06-02T08:00:00Z' },
    ];
    expect(newestTimelineEntriesFirst(entries).map(({ id }) => id)).toEqual(['moved', 'logged']);
    expect(entries.map(({ id }) => id)).toEqual(['moved', 'logged']);
  });
});
