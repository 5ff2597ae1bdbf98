export { createApiClient, type ApiClient, type ApiClientOptions } from './client';
export type { SessionExpiredHandler } from './session-middleware';
export { SessionRefreshError } from './session-refresher';
export {
  createTokenStore,
  SESSION_STORAGE_KEYS,
  type SessionTokens,
  type TokenStorage,
  type TokenStore,
} from './token-store';
export type { components, operations, paths } from './schema';
export type * from './entities';
