import { DEFAULT_PAGE_SIZE, USER_MESSAGES, usersFetchFailedMessage } from '@plotline/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { auditHistoryOf } from '../../patterns/AuditTrail/audit-entry.fixtures';
import { choicesOf, listOf, loaded, NOT_LOADED } from '../../patterns';
import { UsersScreen, type UsersScreenProps } from './UsersScreen';
import {
  ADMIN_VIEWER,
  ALL_GRANTS,
  AWAITING_APPROVAL,
  BLOCKED,
  MANAGER,
  MANAGER_DETAILS,
  MANAGER_HISTORY,
  ON_ANOTHER_PAGE,
  PLAIN_QUERY,
  ROLES,
  USERS,
  VIEW_ONLY,
} from './users.fixtures';
import docs from './UsersScreen.docs.md?raw';

type Props = UsersScreenProps;

// Typed as the props, not as storybook's Mock, so tests can pass vitest's vi.fn() instead.
const done = () => fn(async () => ({ ok: true as const }));

/** Change Password closed; this server never reveals a current password. */
const noPassword: Props['password'] = {
  userId: null,
  onOpen: fn() as Props['password']['onOpen'],
  current: { ...NOT_LOADED, error: USER_MESSAGES.currentPasswordFetchFailed },
  onSave: done() as Props['password']['onSave'],
};

/** Manage Roles closed; the roles are the host's, all of them. */
const noRoles: Props['roles'] = {
  userId: null,
  onOpen: fn() as Props['roles']['onOpen'],
  roles: choicesOf(ROLES),
  onSave: done() as Props['roles']['onSave'],
};

/** No details open; opening a row's calls the host. */
const closed: Props['record'] = {
  id: null,
  onOpen: fn() as Props['record']['onOpen'],
  details: NOT_LOADED,
};

/** The details of the user with this id, open over the list, as the host has loaded them. */
const opened = (id: number, details: Props['record']['details']) => ({
  record: { ...closed, id, details },
});

const meta = {
  title: 'Screens/UsersScreen',
  component: UsersScreen,
  parameters: { layout: 'padded', docs: { description: { component: docs } } },
  args: {
    list: listOf(USERS.slice(0, DEFAULT_PAGE_SIZE), { totalCount: USERS.length }),
    query: PLAIN_QUERY,
    can: ALL_GRANTS,
    viewer: ADMIN_VIEWER,
    timeZone: 'Asia/Kolkata',
    onQueryChange: fn() as Props['onQueryChange'],
    onSave: done() as Props['onSave'],
    actions: {
      approve: done() as Props['actions']['approve'],
      block: done() as Props['actions']['block'],
      unblock: done() as Props['actions']['unblock'],
      revokeSessions: done() as Props['actions']['revokeSessions'],
      delete: done() as Props['actions']['delete'],
    },
    password: noPassword,
    roles: noRoles,
    record: closed,
  },
} satisfies Meta<typeof UsersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page of users for an administrator: every button but Block and Delete on their own row. */
export const Filled: Story = {};

/** Someone who may only look: no Add User and no row buttons. */
export const ViewOnly: Story = { args: { can: VIEW_ONLY } };

/** Edit without delete: the row buttons but Delete. */
export const EditOnly: Story = { args: { can: { create: false, edit: true, delete: false } } };

/** The latest sign-ins first: the Last Login header says so, and only it. */
export const SortedByLastLogin: Story = {
  args: { query: { ...PLAIN_QUERY, sort: { sortBy: 'LastLoginAt', sortOrder: 'desc' } } },
};

export const Loading: Story = { args: { list: listOf([], { isLoading: true }) } };

/** No users at all: the way in is 'Add User'. */
export const Empty: Story = { args: { list: listOf([]) } };

/** The search hides every user: the hint says to loosen it. */
export const EmptySearch: Story = {
  args: { list: listOf([]), query: { ...PLAIN_QUERY, filters: { searchTerm: 'zed' } } },
};

export const Failed: Story = {
  args: { list: listOf([], { error: usersFetchFailedMessage(500) }) },
};

/** Block asks first, saying what blocking does. */
export const AskingToBlock: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: `Block ${MANAGER.username}` }));
    const question = await screen.findByRole('alertdialog', { name: 'Block Ravi Kumar?' });
    await waitFor(() => expect(question).toBeVisible());
    await expect(
      within(question).getByText(
        'Ravi Kumar will be signed out at once and cannot sign in until unblocked.',
      ),
    ).toBeVisible();
  },
};

/** Unblock asks too, with a primary button since it undoes nothing. */
export const AskingToUnblock: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: `Unblock ${BLOCKED.username}` }));
    const question = await screen.findByRole('alertdialog', { name: 'Unblock meera?' });
    await waitFor(() => expect(question).toBeVisible());
  },
};

/**
 * An account registered while registration needs approval, first on the page: 'Pending approval',
 * with Approve, Edit, Manage Roles and Delete (to reject it).
 */
export const PendingApproval: Story = {
  args: {
    list: listOf([AWAITING_APPROVAL, ...USERS.slice(0, DEFAULT_PAGE_SIZE - 1)], {
      totalCount: USERS.length + 1,
    }),
  },
};

/** Approve asks first, with a primary button as Unblock's, since it lets someone in. */
export const AskingToApprove: Story = {
  args: PendingApproval.args,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: `Approve ${AWAITING_APPROVAL.username}` }),
    );
    const question = await screen.findByRole('alertdialog', { name: 'Approve Kiran Patel?' });
    await waitFor(() => expect(question).toBeVisible());
    await expect(
      within(question).getByText(
        'Kiran Patel will be able to sign in with the password chosen when registering.',
      ),
    ).toBeVisible();
  },
};

/** By keyboard alone: the Approve button, the question's Cancel first, then Approve. */
export const ApprovingByKeyboard: Story = {
  args: PendingApproval.args,
  play: async ({ args, canvas, userEvent }) => {
    canvas.getByRole('button', { name: `Approve ${AWAITING_APPROVAL.username}` }).focus();
    await userEvent.keyboard('{Enter}');
    const question = await screen.findByRole('alertdialog', { name: 'Approve Kiran Patel?' });
    await waitFor(() =>
      expect(within(question).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.actions.approve).toHaveBeenCalledWith(AWAITING_APPROVAL));
    await waitFor(() => expect(question).not.toBeInTheDocument());
  },
};

/** Change Password open for Ravi; this server cannot reveal his current password. */
export const ChangingPassword: Story = {
  args: { password: { ...noPassword, userId: MANAGER.id } },
};

/** Manage Roles open for Ravi, his roles ticked. */
export const ManagingRoles: Story = { args: { roles: { ...noRoles, userId: MANAGER.id } } };

/** Ravi's details over the list, as GET /users/{id} gave them, with his History. */
export const Details: Story = {
  args: {
    record: {
      ...opened(MANAGER.id, loaded(MANAGER_DETAILS)).record,
      history: auditHistoryOf(MANAGER_HISTORY, '/audit-log?entity=user&entityId=2'),
    },
  },
};

/** A user no row of this page shows (e.g. a link from the Audit Log): the details wait for him. */
export const DetailsOfAnotherPage: Story = {
  args: opened(ON_ANOTHER_PAGE.id, { ...NOT_LOADED, isLoading: true }),
};

export const DetailsNotFound: Story = {
  args: opened(99, { ...NOT_LOADED, error: USER_MESSAGES.notFound }),
};

/** The add form, opened from the header. */
export const Adding: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add User' }));
    const form = await screen.findByRole('dialog', { name: 'Add User' });
    await waitFor(() => expect(form).toBeVisible());
  },
};
