import type { GlobalSearchGroup } from './GlobalSearch';

/** What a search of 'green' finds: bookings, plots and a project, grouped in SEARCH_KINDS order. */
export const GREEN_RESULTS: readonly GlobalSearchGroup[] = [
  {
    kind: 'booking',
    hits: [
      { id: 221, title: 'BK-0221', detail: 'Asha Rao · 98765 43210 · Green Valley, plot A-12' },
      { id: 230, title: 'BK-0230', detail: 'Vikram Shah · 99887 76655 · Green Valley, plot B-03' },
    ],
  },
  {
    kind: 'plot',
    hits: [
      { id: 12, title: 'Plot A-12', detail: 'Green Valley · Booked' },
      { id: 13, title: 'Plot A-13', detail: 'Green Valley · Available' },
    ],
  },
  { kind: 'project', hits: [{ id: 3, title: 'Green Valley', detail: 'Sarjapur Road, Bengaluru' }] },
  { kind: 'followUp', hits: [] },
];

/** A search of an owner's last digits: found across the space the number is written with. */
export const DIGITS_RESULTS: readonly GlobalSearchGroup[] = [
  {
    kind: 'booking',
    hits: [
      { id: 221, title: 'BK-0221', detail: 'Asha Rao · 98765 43210 · Green Valley, plot A-12' },
    ],
  },
  {
    kind: 'channelPartner',
    hits: [{ id: 7, title: 'Sunrise Realty', detail: 'Meera Iyer · +91 98765-43210' }],
  },
];

export const RECENT_SEARCHES: readonly string[] = ['Green Valley', '43210', 'BK-0221'];
