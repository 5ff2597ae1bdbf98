import type { ComponentType } from 'react';
import type { GuardedPath } from './pages';

/**
 * The pages whose screens are built, by path; the others show their title (pages.ts) until
 * their issue builds them.
 */
export const BUILT_PAGES: Partial<Record<GuardedPath, ComponentType>> = {};
