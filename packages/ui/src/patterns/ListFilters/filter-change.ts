/**
 * How a filter changed: 'typed' when the user paused typing in a text box (a host keeping
 * filters in its history replaces the entry), 'chosen' for a pick or a clear (it adds one).
 */
export type FilterChange = 'typed' | 'chosen';
