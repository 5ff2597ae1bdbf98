import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { fadesDone } from './booking-setup';
import {
  ADMIN,
  apiToken,
  createRole,
  createUser,
  openSignedIn,
  signIn,
  snap,
  submitSignIn,
  uniqueName,
} from './helpers';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const usersTable = (page: Page) => page.getByRole('grid', { name: 'Users', exact: true });
/** A user's row, found by the '@username' its User cell ends with. */
const userRow = (page: Page, username: string) =>
  usersTable(page)
    .getByRole('row')
    .filter({
      has: page.getByRole('rowheader').filter({ hasText: new RegExp(`@${escaped(username)}$`) }),
    });
/** The cells after the row header: Contact, Roles, Status, Last Login, Actions. */
const statusOf = (row: Locator) => row.getByRole('gridcell').nth(2);
const rolesOf = (row: Locator) => row.getByRole('gridcell').nth(1);

const rolesTable = (page: Page) => page.getByRole('grid', { name: 'Roles', exact: true });
const roleRow = (page: Page, name: string) =>
  rolesTable(page).getByRole('row', { name: new RegExp(`^${escaped(name)}`) });

const permissionsTable = (page: Page) =>
  page.getByRole('grid', { name: 'Permissions', exact: true });
const permissionRow = (page: Page, name: string) =>
  permissionsTable(page).getByRole('row', { name: new RegExp(`^${escaped(name)}`) });

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Opens /users as whoever is signed in, searched for `searchTerm`. */
async function openUsers(page: Page, searchTerm: string) {
  await page.goto(`/users?searchTerm=${encodeURIComponent(searchTerm)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
}

/** Opens /roles and searches for the role, so its row is the one shown. */
async function openRoles(page: Page, searchTerm = '') {
  await page.goto('/roles');
  await expect(page.getByRole('heading', { level: 1, name: 'Role Management' })).toBeVisible();
  if (searchTerm) await page.getByRole('searchbox', { name: 'Search Roles' }).fill(searchTerm);
}

/** How many permissions the catalogue holds now (other tests add some). */
async function permissionCount(request: APIRequestContext, token: string): Promise<number> {
  const listed = await request.get('/api/permissions', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(listed.status(), await listed.text()).toBe(200);
  return ((await listed.json()) as unknown[]).length;
}

/** Ticks a checkbox of a modal by its visible label, as a pointer user does. */
async function tick(scope: Locator, label: string) {
  await scope.getByText(label, { exact: true }).click();
  await expect(scope.getByRole('checkbox', { name: label })).toBeChecked();
}

/** Answers an alertdialog with its confirm button. */
async function confirm(page: Page, title: string, button: string) {
  const question = page.getByRole('alertdialog', { name: title });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: button, exact: true }).click();
  return question;
}

/** Presses `key` until `target` has the focus, as a keyboard user would; fails after `max`. */
async function pressUntilFocused(page: Page, target: Locator, key = 'Tab', max = 40) {
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

/** A second browser, signed in as `username`, closed by the caller. */
async function secondBrowser(browser: Browser, username: string, password: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, username, password);
  return { context, page };
}

test('a role made in the UI with two permissions, given to a new user, limits what that user sees', async ({
  page,
  browser,
  request,
}) => {
  const roleName = uniqueName('Site Viewer ');
  const username = uniqueName('viewer');
  const total = await permissionCount(request, await apiToken(request));

  await signIn(page, ADMIN.username, ADMIN.password);
  await openRoles(page);

  // The role: name and description.
  await page.getByRole('button', { name: 'Add Role' }).first().click();
  const roleForm = page.getByRole('dialog', { name: 'Add Role' });
  await roleForm.getByRole('textbox', { name: 'Role Name' }).fill(roleName);
  await roleForm.getByRole('textbox', { name: 'Description' }).fill('Sees projects and plots');
  await expect(roleForm.getByRole('checkbox', { name: 'Active' })).toBeChecked();
  await roleForm.getByRole('button', { name: 'Create Role' }).click();
  await expect(page.getByText('Role created successfully')).toBeVisible();
  await expect(roleForm).toBeHidden();

  await page.getByRole('searchbox', { name: 'Search Roles' }).fill(roleName);
  const row = roleRow(page, roleName);
  await expect(row).toBeVisible();
  await expect(row.getByRole('gridcell').nth(0)).toHaveText('Sees projects and plots');
  await expect(row.getByRole('gridcell').nth(1)).toHaveText('Active');

  // Its permissions: only projects.view and plots.view.
  await row.getByRole('button', { name: `Manage permissions of ${roleName}` }).click();
  const permissionsModal = page.getByRole('dialog', { name: `Manage Permissions: ${roleName}` });
  const counter = permissionsModal.getByRole('status');
  await expect(counter).toHaveText(`0 of ${total} permissions selected`);
  await tick(permissionsModal, 'projects.view');
  await expect(counter).toHaveText(`1 of ${total} permissions selected`);
  await tick(permissionsModal, 'plots.view');
  await expect(counter).toHaveText(`2 of ${total} permissions selected`);
  // Only one of the Projects module is ticked: its select-all shows mixed.
  await expect(
    permissionsModal.getByRole('checkbox', { name: 'Select all Projects permissions' }),
  ).toBeChecked({ indeterminate: true });
  await fadesDone(page);
  await snap(page, 'administration-role-permissions');
  await permissionsModal.getByRole('button', { name: 'Save Permissions' }).click();
  await expect(page.getByText('Role permissions updated successfully')).toBeVisible();
  await expect(permissionsModal).toBeHidden();

  // The user, through Add User.
  await openUsers(page, username);
  await page.getByRole('button', { name: 'Add User' }).first().click();
  const userForm = page.getByRole('dialog', { name: 'Add User' });
  await userForm.getByRole('textbox', { name: 'Username' }).fill(username);
  await userForm.getByRole('textbox', { name: 'Email' }).fill(`${username}@example.com`);
  await userForm.getByRole('textbox', { name: 'First Name' }).fill('Ravi');
  await userForm.getByRole('textbox', { name: 'Last Name' }).fill('Kumar');
  await userForm.getByRole('textbox', { name: 'Password', exact: true }).fill('secret123');
  const active = userForm.getByRole('checkbox', { name: 'Active User' });
  await expect(active).toBeChecked();
  await userForm.getByRole('button', { name: 'Create User' }).click();
  await expect(page.getByText('User created successfully')).toBeVisible();
  await expect(userForm).toBeHidden();

  const user = userRow(page, username);
  await expect(user.getByRole('rowheader')).toHaveText(`Ravi Kumar@${username}`);
  await expect(user.getByRole('gridcell').nth(0)).toHaveText(`${username}@example.com`);
  await expect(rolesOf(user)).toHaveText('No roles');
  await expect(statusOf(user)).toHaveText('Active');
  await expect(user.getByRole('gridcell').nth(3)).toHaveText('Never');

  // Manage Roles: the new role, and the count of those selected.
  await user.getByRole('button', { name: `Manage roles of ${username}` }).click();
  const rolesModal = page.getByRole('dialog', { name: 'Manage Roles for Ravi Kumar' });
  const selected = rolesModal.getByRole('status');
  await expect(selected).toHaveText('No roles selected');
  await tick(rolesModal, roleName);
  await expect(selected).toHaveText('1 role selected');
  await expect(rolesModal.getByRole('checkbox', { name: 'Admin', exact: true })).not.toBeChecked();
  await rolesModal.getByRole('button', { name: 'Save Roles' }).click();
  await expect(page.getByText('User roles updated successfully')).toBeVisible();
  await expect(rolesModal).toBeHidden();
  await expect(rolesOf(user).getByRole('listitem')).toHaveText([roleName]);
  // A role other than Admin and Manager wears green.
  await expect(rolesOf(user).locator('[data-tone]')).toHaveAttribute('data-tone', 'success');
  await snap(page, 'administration-user-with-role');

  // The user, in a browser of their own, sees only what the role grants.
  const second = await secondBrowser(browser, username, 'secret123');
  try {
    await expect(nav(second.page).getByRole('link')).toHaveText([
      'Dashboard',
      'Projects',
      'Plots',
      'Amenities',
    ]);
    await nav(second.page).getByRole('link', { name: 'Plots' }).click();
    await expect(second.page.getByRole('heading', { level: 1, name: 'Plots' })).toBeVisible();
    await second.page.goto('/bookings');
    await expect(second.page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(
      second.page.getByText("You don't have permission to access this page."),
    ).toBeVisible();
    await second.page.goto('/users');
    await expect(second.page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();

    // The role's permissions were kept: reopened, it holds the two. Adding bookings.view shows in
    // the user's browser at their next page move, without signing in again.
    await openRoles(page, roleName);
    await roleRow(page, roleName)
      .getByRole('button', { name: `Manage permissions of ${roleName}` })
      .click();
    await expect(counter).toHaveText(`2 of ${total} permissions selected`);
    await expect(permissionsModal.getByRole('checkbox', { name: 'plots.view' })).toBeChecked();
    await tick(permissionsModal, 'bookings.view');
    await expect(counter).toHaveText(`3 of ${total} permissions selected`);
    await permissionsModal.getByRole('button', { name: 'Save Permissions' }).click();
    await expect(page.getByText('Role permissions updated successfully')).toBeVisible();
    await expect(permissionsModal).toBeHidden();

    await nav(second.page).getByRole('link', { name: 'Dashboard' }).click();
    await expect(nav(second.page).getByRole('link')).toHaveText([
      'Dashboard',
      'Projects',
      'Plots',
      'Bookings',
      'Follow-ups',
      'Amenities',
    ]);
    await nav(second.page).getByRole('link', { name: 'Bookings' }).click();
    await expect(second.page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
  } finally {
    await second.context.close();
  }
});

test('a blocked user is refused at the next request and at sign-in, and signs in again once unblocked', async ({
  page,
  browser,
  request,
}) => {
  const adminToken = await apiToken(request);
  const roleId = await createRole(request, adminToken, ['projects.view']);
  const user = await createUser(request, adminToken, [roleId]);

  const second = await secondBrowser(browser, user.username, user.password);
  try {
    const userToken = await second.page.evaluate(() => localStorage.getItem('accessToken'));
    expect(userToken).toBeTruthy();
    const before = await request.get('/api/auth/me', {
      headers: { Authorization: `Bearer ${userToken}` },
    });
    expect(before.status()).toBe(200);

    await signIn(page, ADMIN.username, ADMIN.password);
    await openUsers(page, user.username);
    const row = userRow(page, user.username);
    await expect(statusOf(row)).toHaveText('Active');
    // They signed in: the Last Login is a date now.
    await expect(row.getByRole('gridcell').nth(3)).toHaveText(/^\d{2}\/\d{2}\/\d{4}/);
    await row.getByRole('button', { name: `Block ${user.username}` }).click();
    const question = page.getByRole('alertdialog', { name: 'Block E2E?' });
    await expect(question).toContainText(
      'E2E will be signed out at once and cannot sign in until unblocked.',
    );
    await fadesDone(page);
    await snap(page, 'administration-block-question');
    await question.getByRole('button', { name: 'Block', exact: true }).click();
    await expect(page.getByText('User blocked successfully')).toBeVisible();
    await expect(question).toBeHidden();
    await expect(statusOf(row)).toHaveText('Blocked');
    await expect(row.getByRole('button', { name: `Unblock ${user.username}` })).toBeVisible();
    await expect(
      row.getByRole('button', { name: `Block ${user.username}`, exact: true }),
    ).toHaveCount(0);

    // The user's token is refused from its next request, with the reason.
    const after = await request.get('/api/auth/me', {
      headers: { Authorization: `Bearer ${userToken}` },
    });
    expect(after.status()).toBe(401);
    expect(await after.text()).toContain('Your account has been blocked');

    // In their browser, the next page move asks who they are and ends at sign-in.
    await nav(second.page).getByRole('link', { name: 'Projects' }).click();
    await expect(second.page).toHaveURL(/\/login(\?|$)/);
    await expect(second.page.getByRole('button', { name: 'Sign In to Dashboard' })).toBeVisible();
    await submitSignIn(second.page, user.username, user.password);
    await expect(
      second.page.getByText('Your account has been blocked. Please contact the administrator.'),
    ).toBeVisible();
    await expect(second.page).toHaveURL(/\/login(\?|$)/);
    await snap(second.page, 'administration-blocked-sign-in');

    // Unblocked, they sign in again.
    await row.getByRole('button', { name: `Unblock ${user.username}` }).click();
    await confirm(page, 'Unblock E2E?', 'Unblock');
    await expect(page.getByText('User unblocked successfully')).toBeVisible();
    await expect(statusOf(row)).toHaveText('Active');

    await submitSignIn(second.page, user.username, user.password);
    await expect(second.page.getByRole('button', { name: 'User menu' })).toBeVisible();
    await expect(nav(second.page).getByRole('link')).toHaveText([
      'Dashboard',
      'Projects',
      'Amenities',
    ]);
  } finally {
    await second.context.close();
  }
});

test('Change Password cannot read the current one, checks the new one and saves it', async ({
  page,
  browser,
  request,
}) => {
  const user = await createUser(request, await apiToken(request));
  const newPassword = 'fresh-pass-42';

  // A session of the user's own, which the change ends.
  const session = await request.post('/api/auth/login', {
    data: { username: user.username, password: user.password },
  });
  expect(session.status(), await session.text()).toBe(200);
  const { refreshToken } = (await session.json()) as { refreshToken: string };

  await signIn(page, ADMIN.username, ADMIN.password);
  await openUsers(page, user.username);
  const row = userRow(page, user.username);
  await row.getByRole('button', { name: `Change password of ${user.username}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Password for E2E' });
  await expect(dialog.getByText(`E2E (@${user.username})`)).toBeVisible();

  // The server keeps passwords hashed: the field says so and the failure toasts (docs/product/messages.md).
  await expect(dialog.getByRole('textbox', { name: 'Current Password' })).toHaveValue(
    'Unable to retrieve',
  );
  await expect(page.getByText('Failed to fetch current password')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Show current password' })).toBeDisabled();

  const submit = dialog.getByRole('button', { name: 'Update Password' });
  const fresh = dialog.getByRole('textbox', { name: 'New Password', exact: true });
  const again = dialog.getByRole('textbox', { name: 'Confirm New Password', exact: true });
  await expect(submit).toBeDisabled();
  await expect(fresh).toBeFocused();

  // A confirmation that differs.
  await fresh.fill(newPassword);
  await again.fill(`${newPassword}x`);
  await again.blur();
  await expect(again).toHaveAccessibleDescription('Passwords do not match');
  await expect(submit).toBeDisabled();

  // Too short, even when both agree.
  await fresh.fill('abc');
  await fresh.blur();
  await again.fill('abc');
  await expect(fresh).toHaveAccessibleDescription('Password must be at least 6 characters long');
  await expect(submit).toBeDisabled();
  await fadesDone(page);
  await snap(page, 'administration-change-password-refused');

  // A matching pair of six or more.
  await fresh.fill(newPassword);
  await again.fill(newPassword);
  await expect(fresh).not.toHaveAccessibleDescription(/Password must/);
  await expect(again).not.toHaveAccessibleDescription(/Passwords do not match/);
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText('Password updated successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The user's session is over, the old password no longer signs in, and the new one does.
  const refreshed = await request.post('/api/auth/refresh', { data: { refreshToken } });
  expect(refreshed.status()).toBe(401);
  const old = await request.post('/api/auth/login', {
    data: { username: user.username, password: user.password },
  });
  expect(old.status()).toBe(401);
  const second = await secondBrowser(browser, user.username, newPassword);
  await second.context.close();
});

test('the last administrator cannot be blocked, by themselves or by a user holding less, who cannot make themselves one either', async ({
  page,
  browser,
  request,
}) => {
  const adminToken = await apiToken(request);
  const roleId = await createRole(request, adminToken, ['users.view', 'users.edit']);
  const editor = await createUser(request, adminToken, [roleId]);

  // The admin's own row: no Block, no Delete.
  await signIn(page, ADMIN.username, ADMIN.password);
  await openUsers(page, ADMIN.username);
  const own = userRow(page, ADMIN.username);
  await expect(own.getByRole('rowheader')).toHaveText('Plotline Admin@admin');
  await expect(rolesOf(own).getByRole('listitem')).toHaveText(['Admin']);
  await expect(rolesOf(own).locator('[data-tone]')).toHaveAttribute('data-tone', 'danger');
  const ownButtons = own.getByRole('button');
  const offered = [
    'View admin',
    'Edit admin',
    'Manage roles of admin',
    'Change password of admin',
    'Sign out admin everywhere',
  ];
  await expect(ownButtons).toHaveCount(offered.length);
  for (const [index, label] of offered.entries()) {
    await expect(ownButtons.nth(index)).toHaveAccessibleName(label);
  }
  // Nor does the server let them, were the button there.
  const headers = { Authorization: `Bearer ${adminToken}` };
  const { id: adminId } = (await (await request.get('/api/auth/me', { headers })).json()) as {
    id: number;
  };
  const selfBlock = await request.post(`/api/users/${adminId}/block`, { headers });
  expect(selfBlock.ok()).toBe(false);
  expect(await selfBlock.text()).toContain('You cannot block your own account');
  // Another user's row offers both.
  await openUsers(page, editor.username);
  await expect(
    userRow(page, editor.username).getByRole('button', { name: `Block ${editor.username}` }),
  ).toBeVisible();
  await expect(
    userRow(page, editor.username).getByRole('button', { name: `Delete ${editor.username}` }),
  ).toBeVisible();

  const second = await secondBrowser(browser, editor.username, editor.password);
  const editorToken = await second.page.evaluate(() => localStorage.getItem('accessToken'));
  try {
    await expect(nav(second.page).getByRole('link')).toHaveText(['Dashboard', 'Users']);
    await openUsers(second.page, ADMIN.username);
    const adminRow = userRow(second.page, ADMIN.username);
    // users.edit without users.create: no Add User. The admin holds more than the editor, so
    // their row offers nothing to change, only their details to read...
    await expect(second.page.getByRole('button', { name: 'Add User' })).toHaveCount(0);
    await expect(statusOf(adminRow)).toHaveText('Active');
    await expect(adminRow.getByRole('button')).toHaveCount(1);
    await expect(adminRow.getByRole('button', { name: `View ${ADMIN.username}` })).toBeVisible();
    await fadesDone(second.page);
    await snap(second.page, 'administration-admin-out-of-reach');
    // ...and the server refuses the editor's block, and the Admin role the editor would give
    // themselves.
    const editorHeaders = { Authorization: `Bearer ${editorToken}` };
    const block = await request.post(`/api/users/${adminId}/block`, { headers: editorHeaders });
    expect(block.status()).toBe(403);
    expect(await block.json()).toEqual({
      code: 'forbidden',
      message: 'You cannot change a user who holds permissions you do not hold yourself',
    });
    const roles = (await (await request.get('/api/roles', { headers })).json()) as {
      id: number;
      name: string;
    }[];
    const adminRoleId = roles.find((role) => role.name === 'Admin')!.id;
    const escalate = await request.put(`/api/rolepermissions/users/${editor.id}/roles`, {
      headers: editorHeaders,
      data: { roleIds: [adminRoleId] },
    });
    expect(escalate.status()).toBe(403);
    expect(((await escalate.json()) as { message: string }).message).toMatch(
      /^You cannot grant permissions you do not hold yourself: /,
    );

    const me = await request.get('/api/auth/me', { headers });
    expect(me.status()).toBe(200);
    expect(((await me.json()) as { isActive: boolean }).isActive).toBe(true);
  } finally {
    // Should the server ever let it through, undo it so the rest of the run can sign in.
    const check = await request.get('/api/auth/me', { headers });
    if (check.status() === 401 && editorToken) {
      const found = await request.get('/api/users/filtered', {
        headers: { Authorization: `Bearer ${editorToken}` },
        params: { searchTerm: ADMIN.username, page: 1, pageSize: 10 },
      });
      const body = (await found.json()) as { data: { id: number; username: string }[] };
      const admin = body.data.find((listed) => listed.username === ADMIN.username);
      if (admin) {
        await request.post(`/api/users/${admin.id}/unblock`, {
          headers: { Authorization: `Bearer ${editorToken}` },
        });
      }
    }
    await second.context.close();
  }
});

test('deleting a role two users hold says so before it goes', async ({ page, request }) => {
  const adminToken = await apiToken(request);
  const roleId = await createRole(request, adminToken, ['plots.view']);
  await createUser(request, adminToken, [roleId]);
  await createUser(request, adminToken, [roleId]);
  const roles = await request.get('/api/roles', {
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  const roleName = ((await roles.json()) as { id: number; name: string }[]).find(
    (role) => role.id === roleId,
  )?.name;
  if (!roleName) throw new Error(`Role ${roleId} is not listed`);

  await signIn(page, ADMIN.username, ADMIN.password);
  await openRoles(page, roleName);
  await roleRow(page, roleName)
    .getByRole('button', { name: `Delete ${roleName}` })
    .click();
  const question = page.getByRole('alertdialog', { name: 'Delete Role' });
  await expect(question).toContainText(
    '2 users hold this role; they will lose its permissions. Are you sure you want to delete it?',
  );
  await question.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Role deleted successfully')).toBeVisible();
  await expect(roleRow(page, roleName)).toHaveCount(0);
  await expect(page.getByRole('main').getByText('No roles found')).toBeVisible();
});

test('the administration pages and their modals have no serious axe violation', async ({
  page,
  request,
}) => {
  const user = await createUser(request, await apiToken(request));

  await signIn(page, ADMIN.username, ADMIN.password);
  await openUsers(page, user.username);
  await expect(userRow(page, user.username)).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  const checkModal = async (opener: Locator, title: string, ready?: Locator) => {
    await opener.click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    if (ready) await expect(ready).toBeVisible();
    await fadesDone(page);
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  };

  const row = userRow(page, user.username);
  await checkModal(page.getByRole('button', { name: 'Add User' }).first(), 'Add User');
  await checkModal(row.getByRole('button', { name: `Edit ${user.username}` }), 'Edit User');
  await checkModal(
    row.getByRole('button', { name: `Change password of ${user.username}` }),
    'Change Password for E2E',
    page.getByText('Failed to fetch current password'),
  );
  await checkModal(
    row.getByRole('button', { name: `Manage roles of ${user.username}` }),
    'Manage Roles for E2E',
    page.getByRole('checkbox', { name: 'Admin', exact: true }),
  );
  // The block question, an alertdialog.
  await row.getByRole('button', { name: `Block ${user.username}` }).click();
  const question = page.getByRole('alertdialog', { name: 'Block E2E?' });
  await expect(question).toBeVisible();
  await fadesDone(page);
  await expectNoSeriousAxeViolations(page);
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();

  await openRoles(page, 'Admin');
  await expect(roleRow(page, 'Admin')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await checkModal(page.getByRole('button', { name: 'Add Role' }).first(), 'Add Role');
  await checkModal(roleRow(page, 'Admin').getByRole('button', { name: 'Edit Admin' }), 'Edit Role');
  await checkModal(
    roleRow(page, 'Admin').getByRole('button', { name: 'Manage permissions of Admin' }),
    'Manage Permissions: Admin',
    page.getByRole('checkbox', { name: 'users.view' }),
  );

  await page.goto('/permissions');
  await expect(page.getByRole('heading', { level: 1, name: 'Permissions' })).toBeVisible();
  await expect(permissionRow(page, 'users.view')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await checkModal(page.getByRole('button', { name: 'Add Permission' }).first(), 'Add Permission');
  await checkModal(
    permissionRow(page, 'users.view').getByRole('button', { name: 'Edit users.view' }),
    'Edit Permission',
  );
});

test('a permission is made with the keyboard alone and listed under its module', async ({
  page,
}) => {
  const name = `reports.${uniqueName('export')}`;

  await openSignedIn(page, '/permissions');
  await expect(page.getByRole('heading', { level: 1, name: 'Permissions' })).toBeVisible();

  await pressUntilFocused(page, page.getByRole('button', { name: 'Add Permission' }).first());
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add Permission' });
  const nameBox = dialog.getByRole('textbox', { name: 'Permission Name' });
  await expect(nameBox).toBeFocused();
  await page.keyboard.type(name);
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('textbox', { name: 'Description' })).toBeFocused();
  await page.keyboard.type('Export the reports as CSV');

  // The module: open the list with Enter, go to its last choice, up four (past Commissions,
  // Payments and Audit) to Reports, take it with Enter.
  const module = dialog.getByRole('button', { name: /Module$/ });
  await pressUntilFocused(page, module);
  await expect(module).toContainText('None (General)');
  await page.keyboard.press('Enter');
  const options = page.getByRole('listbox');
  await expect(options).toBeVisible();
  await page.keyboard.press('End');
  await expect(page.getByRole('option', { name: 'Enquiries', exact: true })).toBeFocused();
  for (let presses = 0; presses < 4; presses += 1) await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('option', { name: 'Reports', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(options).toBeHidden();
  await expect(module).toContainText('Reports');
  await expect(dialog.getByRole('checkbox', { name: 'Active' })).toBeChecked();
  await fadesDone(page);
  await expectNoSeriousAxeViolations(page);
  await snap(page, 'administration-permission-keyboard');

  // Back to the name, and Enter submits.
  await pressUntilFocused(page, nameBox, 'Shift+Tab', 5);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Permission created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Listed with its module, found by the search, and under the Reports filter only.
  await page.getByRole('searchbox', { name: 'Search Permissions' }).fill(name);
  const row = permissionRow(page, name);
  await expect(row.getByRole('gridcell').nth(0)).toHaveText('Export the reports as CSV');
  await expect(row.getByRole('gridcell').nth(1)).toHaveText('Reports');
  await expect(row.getByRole('gridcell').nth(2)).toHaveText('Active');
  await page.getByRole('searchbox', { name: 'Search Permissions' }).fill('');

  const moduleFilter = page.getByRole('button', { name: /Module$/ });
  await moduleFilter.click();
  await page.getByRole('option', { name: 'Reports', exact: true }).click();
  await expect(moduleFilter).toContainText('Reports');
  await expect(page).toHaveURL(/[?&]module=reports(&|$)/);
  await expect(row).toBeVisible();
  await expect(permissionRow(page, 'reports.view')).toBeVisible();
  await expect(permissionRow(page, 'plots.view')).toHaveCount(0);
  // The module is kept in the URL across a reload.
  await page.reload();
  await expect(moduleFilter).toContainText('Reports');
  await expect(row).toBeVisible();
  await expect(permissionRow(page, 'plots.view')).toHaveCount(0);

  await moduleFilter.click();
  await page.getByRole('option', { name: 'Plots', exact: true }).click();
  await expect(permissionRow(page, 'plots.view')).toBeVisible();
  await expect(row).toHaveCount(0);
});
