import { SESSION_STORAGE_KEYS } from '@plotline/api-client';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export const ADMIN = { username: 'admin', password: 'admin123' } as const;

/** A name no other test (or earlier run on the same data) has used. */
export function uniqueName(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

type Credentials = { username: string; password: string };

/** Signs in through the API and returns the session's two tokens. */
async function sessionTokens(
  request: APIRequestContext,
  { username, password }: Credentials,
): Promise<{ accessToken: string; refreshToken: string }> {
  const response = await request.post('/api/auth/login', { data: { username, password } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { accessToken: string; refreshToken: string };
}

/** Signs in through the API and returns the access token. */
export async function apiToken(
  request: APIRequestContext,
  credentials: Credentials = ADMIN,
): Promise<string> {
  return (await sessionTokens(request, credentials)).accessToken;
}

export type CreatedUser = { id: number; username: string; password: string };

/** Creates a user through the API as the admin, with the given roles (none by default). */
export async function createUser(
  request: APIRequestContext,
  adminToken: string,
  roleIds: number[] = [],
): Promise<CreatedUser> {
  const headers = { Authorization: `Bearer ${adminToken}` };
  const username = uniqueName('e2e');
  const password = 'secret123';
  const created = await request.post('/api/users', {
    headers,
    data: { username, email: `${username}@example.com`, password, firstName: 'E2E' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  if (roleIds.length > 0) {
    const assigned = await request.put(`/api/rolepermissions/users/${id}/roles`, {
      headers,
      data: { roleIds },
    });
    expect(assigned.status(), await assigned.text()).toBe(200);
  }
  return { id, username, password };
}

/** Creates a role granting exactly the named permissions and returns its id. */
export async function createRole(
  request: APIRequestContext,
  adminToken: string,
  permissionNames: string[],
): Promise<number> {
  const headers = { Authorization: `Bearer ${adminToken}` };
  const listed = await request.get('/api/permissions', { headers });
  expect(listed.status(), await listed.text()).toBe(200);
  const catalogue = (await listed.json()) as { id: number; name: string }[];
  const permissionIds = permissionNames.map((name) => {
    const found = catalogue.find((permission) => permission.name === name);
    if (!found) throw new Error(`No permission named ${name}`);
    return found.id;
  });
  const created = await request.post('/api/roles', {
    headers,
    data: { name: uniqueName('role'), description: 'Made by the e2e tests' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const granted = await request.put(`/api/rolepermissions/${id}/permissions`, {
    headers,
    data: { permissionIds },
  });
  expect(granted.status(), await granted.text()).toBe(200);
  return id;
}

/** Fills and submits the sign-in form of the page already showing /login. */
export async function submitSignIn(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('Username or Email:').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In to Dashboard' }).click();
}

/** Fills and submits the register form of the page already showing /register. */
export async function submitRegistration(
  page: Page,
  account: { firstName: string; lastName: string; username: string; password: string },
): Promise<void> {
  await page.getByLabel('First Name').fill(account.firstName);
  await page.getByLabel('Last Name').fill(account.lastName);
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Email').fill(`${account.username}@example.com`);
  // Required fields' labels end in an aria-hidden '*': match the accessible name instead.
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
}

/** Opens /login, signs in and waits for the app shell. */
export async function signIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/login');
  await submitSignIn(page, username, password);
  // The top bar's user menu shows at every width, unlike the fixed sidebar.
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
}

/** Where a session's tokens are put before the app starts: a blank page of the app's origin. */
const SESSION_DOOR = '/e2e-session';

/**
 * Opens `path` signed in, as a browser that kept its session does: the tokens come from the API
 * and go where the app keeps them (the api-client's SESSION_STORAGE_KEYS) before it starts. For a
 * test whose subject is not signing in: it skips the form and the Dashboard it lands on, about 0.7
 * CPU-seconds a test (docs/performance.md "CI"). signIn is the way through the form.
 */
export async function openSignedIn(
  page: Page,
  path: string,
  credentials: Credentials = ADMIN,
): Promise<void> {
  const tokens = await sessionTokens(page.request, credentials);
  await page.route(SESSION_DOOR, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Session</title>' }),
  );
  await page.goto(SESSION_DOOR);
  await page.evaluate(
    ({ keys, tokens }) => {
      localStorage.setItem(keys.accessToken, tokens.accessToken);
      localStorage.setItem(keys.refreshToken, tokens.refreshToken);
    },
    { keys: SESSION_STORAGE_KEYS, tokens },
  );
  await page.unroute(SESSION_DOOR);
  await page.goto(path);
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
}

/** Saves a screenshot of a key state to e2e/screenshots/ (ignored by git). */
export async function snap(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `e2e/screenshots/${name}.png`, fullPage: true });
}

/**
 * Picks a project in a project filter or picker (in `scope`, a page or a dialog): its name typed,
 * as the server searches the projects, then its option chosen. A click that lands as the search's
 * answer redraws the list can go unheard (a CI run under load saw the list stay open, nothing
 * picked), so the option is clicked again until the list closes on the pick.
 */
export async function pickProject(scope: Page | Locator, projectName: string): Promise<void> {
  const page = 'page' in scope ? scope.page() : scope;
  const box = scope.getByRole('combobox', { name: 'Project' });
  const option = page.getByRole('option', { name: projectName, exact: true });
  await box.fill(projectName);
  await option.click();
  await expect(async () => {
    if ((await box.getAttribute('aria-expanded')) === 'true')
      await option.click({ timeout: 5_000 });
    await expect(box).toHaveAttribute('aria-expanded', 'false', { timeout: 2_000 });
  }).toPass();
}
