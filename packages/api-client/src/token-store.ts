/** The session's two tokens, kept in browser storage. */

/** The storage keys of the session's tokens: other tools reading the session use the same. */
export const SESSION_STORAGE_KEYS = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
} as const;

export type TokenStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type SessionTokens = { accessToken: string; refreshToken: string };

export type TokenStore = {
  accessToken(): string | null;
  refreshToken(): string | null;
  save(tokens: SessionTokens): void;
  clear(): void;
};

export function createTokenStore(storage: TokenStorage): TokenStore {
  return {
    accessToken: () => storage.getItem(SESSION_STORAGE_KEYS.accessToken),
    refreshToken: () => storage.getItem(SESSION_STORAGE_KEYS.refreshToken),
    save(tokens) {
      storage.setItem(SESSION_STORAGE_KEYS.accessToken, tokens.accessToken);
      storage.setItem(SESSION_STORAGE_KEYS.refreshToken, tokens.refreshToken);
    },
    clear() {
      storage.removeItem(SESSION_STORAGE_KEYS.accessToken);
      storage.removeItem(SESSION_STORAGE_KEYS.refreshToken);
    },
  };
}
