/**
 * Imported first by the tests' setup (the ui's and the app's in jsdom, the stories' in Chromium):
 * React's development build, which Testing Library's act needs, records an "owner stack" for every
 * element it creates, a new Error (and in Chromium a console task) to show in the DevTools which
 * component made it. The tests never read one, and it cost a sixth of the CPU time of a screen's
 * tests (BookingsScreen.test.tsx: 50 CPU-seconds with, 42 without; docs/performance.md "CI").
 * React stops recording once its count of recent ones passes 10,000; the count is held past that.
 * Warnings and errors still name the component through its parent stack.
 */
import * as React from 'react';

type Internals = { recentlyCreatedOwnerStacks: number };
const internals = (
  React as unknown as { __CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE: Internals }
).__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;

Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', {
  get: () => Number.POSITIVE_INFINITY,
  set: () => {},
});
