/**
 * The HTTP security settings read from the environment: safe when unset, and a malformed value
 * stopping the server at start with the variable named.
 */
import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../src/config';

describe('unset', () => {
  it('believes no proxy, lets no page frame the app, allows no origin, limits auth attempts', () => {
    const config = configFromEnv({});
    expect(config.trustProxy).toBe(false);
    expect(config.frameAncestors).toEqual(["'none'"]);
    expect(config.corsOrigins).toEqual([]);
    expect(config.authAttemptsPerAddress).toEqual({ limit: 100, windowSeconds: 60 });
  });
});

describe('TRUST_PROXY', () => {
  it.each([
    ['false', false],
    ['true', true],
    ['127.0.0.1', ['127.0.0.1']],
    ['loopback, 10.0.0.0/8', ['loopback', '10.0.0.0/8']],
  ])('%s', (value, trusted) => {
    expect(configFromEnv({ TRUST_PROXY: value }).trustProxy).toEqual(trusted);
  });

  it('refuses a count of hops, which cannot tell a proxy from a client', () => {
    expect(() => configFromEnv({ TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY/);
  });
});

describe('FRAME_ANCESTORS', () => {
  it.each([
    ["'none'", ["'none'"]],
    ["'self'", ["'self'"]],
    ["'self' https://tools.example", ["'self'", 'https://tools.example']],
    [
      'https://*.tools.example, http://localhost:3000',
      ['https://*.tools.example', 'http://localhost:3000'],
    ],
  ])('%s', (value, sources) => {
    expect(configFromEnv({ FRAME_ANCESTORS: value }).frameAncestors).toEqual(sources);
  });

  it.each([
    "'none' https://tools.example",
    '*',
    'https://tools.example; script-src *',
    "'unsafe-inline'",
    'tools.example',
  ])('refuses %s', (value) => {
    expect(() => configFromEnv({ FRAME_ANCESTORS: value })).toThrow(/FRAME_ANCESTORS/);
  });
});

describe('CORS_ORIGINS', () => {
  it('takes origins as browsers send them', () => {
    expect(
      configFromEnv({ CORS_ORIGINS: 'https://a.example, https://B.example/,http://c.example:8080' })
        .corsOrigins,
    ).toEqual(['https://a.example', 'https://b.example', 'http://c.example:8080']);
  });

  it.each(['*', 'null', 'a.example', 'https://a.example/path', 'https://*.example'])(
    'refuses %s',
    (value) => {
      expect(() => configFromEnv({ CORS_ORIGINS: value })).toThrow(/CORS_ORIGINS/);
    },
  );
});

describe('the auth attempts per address', () => {
  it('are set by AUTH_ATTEMPTS_PER_ADDRESS and AUTH_ATTEMPTS_WINDOW_SECONDS', () => {
    const config = configFromEnv({
      AUTH_ATTEMPTS_PER_ADDRESS: '500',
      AUTH_ATTEMPTS_WINDOW_SECONDS: '300',
    });
    expect(config.authAttemptsPerAddress).toEqual({ limit: 500, windowSeconds: 300 });
  });

  it.each(['0', '-5', '2.5', 'many'])('refuse %s', (value) => {
    expect(() => configFromEnv({ AUTH_ATTEMPTS_PER_ADDRESS: value })).toThrow(
      /AUTH_ATTEMPTS_PER_ADDRESS/,
    );
    expect(() => configFromEnv({ AUTH_ATTEMPTS_WINDOW_SECONDS: value })).toThrow(
      /AUTH_ATTEMPTS_WINDOW_SECONDS/,
    );
  });
});

describe('JWT_SECRET', () => {
  it('is generated when unset, and taken when long enough', () => {
    expect(configFromEnv({}).jwtSecret).toBeNull();
    const secret = 'k'.repeat(32);
    expect(configFromEnv({ JWT_SECRET: secret }).jwtSecret).toBe(secret);
  });

  it('is refused when too short to sign with', () => {
    expect(() => configFromEnv({ JWT_SECRET: 'e2e-secret' })).toThrow(
      'JWT_SECRET must be at least 32 characters, as random as can be',
    );
  });
});
