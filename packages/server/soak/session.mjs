// @ts-check
/**
 * The staff's session: the admin signed in as the bench signs in (with the password in
 * ADMIN_PASSWORD), every request over one keep-alive agent of CONNECTIONS sockets. The access token
 * (15 minutes) is refreshed a minute before it expires, by one request that the others wait
 * for, so none goes out with an expired token: every 401 is an error.
 */
import http from 'node:http';

export const CONNECTIONS = 50;

/** The password the server's first start gave admin: there is no default to guess. */
function adminPassword() {
  const password = process.env.ADMIN_PASSWORD;
  if (!password) throw new Error('Set ADMIN_PASSWORD to the password of the admin account');
  return password;
}
const REFRESH_BEFORE_EXPIRY_MS = 60_000;

/**
 * 409s that only a colleague's concurrent work explains, so expected of a busy office: the plot
 * was booked first, or the booking was changed since it was read. Any other 409 is an error:
 * the soak only sends what it believes the rules allow.
 */
const RACES = new Set(['stale_edit', 'plot_not_available', 'plot_held_by_booking']);

/**
 * @typedef {{ status: number, text: string }} Answer
 * @typedef {{ ok: boolean, body: any }} Outcome the body of a 2xx, null otherwise
 */

/**
 * @param {http.Agent} agent @param {string} url @param {string} method
 * @param {Record<string, string>} headers @param {unknown} [body]
 * @returns {Promise<Answer>}
 */
function send(agent, url, method, headers, body) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method,
        agent,
        headers:
          payload === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      },
      (response) => {
        /** @type {Buffer[]} */
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString() }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** When to refresh: a minute before the access token's `exp`. @param {string} accessToken */
function refreshTime(accessToken) {
  const payload = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString());
  return payload.exp * 1000 - REFRESH_BEFORE_EXPIRY_MS;
}

/** The `code` of an error answer, if it has one. @param {string} text */
function codeOf(text) {
  try {
    return String(JSON.parse(text).code);
  } catch {
    return '';
  }
}

/** @param {string} url the server's @param {import('./tally.mjs').Tally} tally */
export async function signIn(url, tally) {
  const api = `${url}/api`;
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const signedIn = await send(
    agent,
    `${api}/auth/login`,
    'POST',
    {},
    {
      username: 'admin',
      password: adminPassword(),
    },
  );
  if (signedIn.status !== 200) {
    throw new Error(`Signing in as admin answered ${signedIn.status}: ${signedIn.text}`);
  }
  let tokens = JSON.parse(signedIn.text);
  let refreshAt = refreshTime(tokens.accessToken);
  /** @type {Promise<void> | null} one refresh for every request waiting on it */
  let refreshing = null;

  const refresh = async () => {
    const body = { refreshToken: tokens.refreshToken };
    const outcome = await recorded('refresh the session', 'POST', '/auth/refresh', body, {});
    if (outcome.ok) {
      tokens = outcome.body;
      refreshAt = refreshTime(tokens.accessToken);
    }
  };

  /** @returns {Promise<Record<string, string>>} */
  const authorization = async () => {
    if (Date.now() >= refreshAt) {
      refreshing ??= refresh().finally(() => {
        refreshing = null;
      });
      await refreshing;
    }
    return { authorization: `Bearer ${tokens.accessToken}` };
  };

  /**
   * A request recorded under `name`: any 2xx is answered, a race's 409 refused, anything else
   * (a 5xx, another 4xx, no answer at all) an error kept with its request.
   * @param {string} name @param {string} method @param {string} path @param {unknown} body
   * @param {Record<string, string>} headers
   * @returns {Promise<Outcome>}
   */
  async function recorded(name, method, path, body, headers) {
    const started = performance.now();
    const request = `${method} ${path}${body === undefined ? '' : ` ${JSON.stringify(body)}`}`;
    try {
      const answer = await send(agent, `${api}${path}`, method, headers, body);
      const ms = performance.now() - started;
      if (answer.status >= 200 && answer.status < 300) {
        tally.answered(name, ms);
        return { ok: true, body: answer.text ? JSON.parse(answer.text) : null };
      }
      const code = codeOf(answer.text);
      if (answer.status === 409 && RACES.has(code)) tally.refusal(name, ms, code);
      else
        tally.error(name, ms, `${request} answered ${answer.status} ${answer.text.slice(0, 500)}`);
    } catch (error) {
      const ms = performance.now() - started;
      tally.error(name, ms, `${request} failed: ${/** @type {Error} */ (error).message}`);
    }
    return { ok: false, body: null };
  }

  return {
    /**
     * One request of the run, recorded under the operation's name.
     * @param {string} name @param {string} method @param {string} path @param {unknown} [body]
     */
    call: async (name, method, path, body) =>
      recorded(name, method, path, body, await authorization()),

    /**
     * A request of the setup, before the run: not recorded, and any failure ends the soak.
     * @param {string} path @param {unknown} [body] POSTed when given
     */
    async setUp(path, body) {
      const method = body === undefined ? 'GET' : 'POST';
      const answer = await send(agent, `${api}${path}`, method, await authorization(), body);
      if (answer.status < 200 || answer.status >= 300) {
        throw new Error(`Setting up: ${method} ${path} answered ${answer.status}: ${answer.text}`);
      }
      return JSON.parse(answer.text);
    },

    close: () => agent.destroy(),
  };
}

/** @typedef {Awaited<ReturnType<typeof signIn>>} Session */
