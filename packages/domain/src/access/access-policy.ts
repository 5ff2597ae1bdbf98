/**
 * Who may read and change what: for every kind of record, and for the groups of a record's fields
 * that screens other than the record's own show (a buyer's name and contact on a collection, a
 * partner's commission on the dashboard), the permission that reads it and those that create,
 * change and delete it (docs/product/access.md "The access policy").
 *
 * The server asks this one table on every path that answers: each operation, the dashboard, the
 * search, the notifications, the change stream, the CSV exports and the receipt PDFs, with the
 * caller's access as it is at that moment. openapi.yaml names the group of each field such a path
 * may withhold (`x-field-group`). The app reads the table to hide what it hides and say why.
 */
import { ENQUIRY_PERMISSIONS } from '../enquiry/enquiry-permissions';
import { COMMISSION_PERMISSIONS, PAYMENT_PERMISSIONS } from '../payments/payment-permissions';

/** Any signed-in user: the dashboard's figures, and the names that label them. */
export const ANY_SIGNED_IN = 'signed-in';

type Requirement = string;

export type PolicyRule = {
  /** The permission that reads it, or ANY_SIGNED_IN. */
  read: Requirement;
  create?: string;
  change?: string;
  delete?: string;
  /** What it is, as a sentence says why it is hidden: "{what} need the {read} permission." */
  what: string;
};

const record = (module: string, what: string, read = `${module}.view`) => ({
  read,
  create: `${module}.create`,
  change: `${module}.edit`,
  delete: `${module}.delete`,
  what,
});

export const ACCESS_POLICY = {
  project: record('projects', 'Projects'),
  /** The projects' names label the dashboard's figures, which every signed-in user sees. */
  'project.name': { read: ANY_SIGNED_IN, change: 'projects.edit', what: "Projects' names" },
  plot: record('plots', 'Plots'),
  booking: record('bookings', 'Bookings'),
  /** The plot owner's identity and contact, wherever a booking is shown. */
  'booking.buyer': {
    read: 'bookings.view',
    change: 'bookings.edit',
    what: "Buyers' names and contacts",
  },
  /** A direct sale's sales person: a name and an email. */
  'booking.salesPerson': {
    read: 'bookings.view',
    change: 'bookings.edit',
    what: "Sales persons' names and emails",
  },
  followUp: record('bookings', 'Follow-ups'),
  channelPartner: record('channelpartners', 'Channel partners'),
  /** The partners' names label the dashboard's figures, as the projects' do. */
  'channelPartner.name': {
    read: ANY_SIGNED_IN,
    change: 'channelpartners.edit',
    what: "Channel partners' names",
  },
  /** The Amenities screen opens with the projects they are offered in (docs/product/screens.md). */
  amenity: { ...record('amenities', 'Amenities'), read: 'projects.view' },
  user: record('users', 'User accounts'),
  role: record('roles', 'Roles'),
  permission: record('permissions', 'Permissions'),
  auditEntry: { read: 'audit.view', what: 'Audit entries' },
  payment: {
    read: PAYMENT_PERMISSIONS.view,
    create: PAYMENT_PERMISSIONS.create,
    change: PAYMENT_PERMISSIONS.create,
    what: 'Payments',
  },
  commission: {
    read: COMMISSION_PERMISSIONS.view,
    create: COMMISSION_PERMISSIONS.pay,
    change: COMMISSION_PERMISSIONS.pay,
    what: 'Commissions',
  },
  enquiry: record('enquiries', 'Enquiries'),
  /** An enquiry's buyer: their name and contact, wherever an enquiry or its visit is shown. */
  'enquiry.buyer': {
    read: ENQUIRY_PERMISSIONS.view,
    change: ENQUIRY_PERMISSIONS.edit,
    what: "Enquirers' names and contacts",
  },
  /** Whose enquiry it is: giving it to a sales person other than oneself. */
  'enquiry.assignee': {
    read: ENQUIRY_PERMISSIONS.view,
    change: ENQUIRY_PERMISSIONS.assign,
    what: "Enquiries' sales persons",
  },
  /** A visit is part of its enquiry's work, so the enquiry's edit schedules and records it. */
  siteVisit: {
    read: ENQUIRY_PERMISSIONS.view,
    create: ENQUIRY_PERMISSIONS.edit,
    change: ENQUIRY_PERMISSIONS.edit,
    what: 'Site visits',
  },
  /** Counts and sums: the dashboard stays open to every signed-in user (docs/product/screens.md). */
  figures: { read: ANY_SIGNED_IN, what: "The dashboard's figures" },
} as const satisfies Record<string, PolicyRule>;

export type PolicySubject = keyof typeof ACCESS_POLICY;

export const POLICY_SUBJECTS = Object.keys(ACCESS_POLICY) as PolicySubject[];

export function isPolicySubject(value: string): value is PolicySubject {
  return Object.hasOwn(ACCESS_POLICY, value);
}

/** Whoever asks: their permissions as a list or a set; null or undefined when signed out. */
export type PolicyCaller =
  { permissions?: ReadonlySet<string> | readonly string[] | null } | null | undefined;

/** Whether the caller holds the permission (or is signed in, for ANY_SIGNED_IN). */
export function holds(caller: PolicyCaller, requirement: Requirement): boolean {
  if (!caller) return false;
  if (requirement === ANY_SIGNED_IN) return true;
  const held = caller.permissions;
  if (!held) return false;
  return held instanceof Set
    ? held.has(requirement)
    : (held as readonly string[]).includes(requirement);
}

export function mayRead(caller: PolicyCaller, subject: PolicySubject): boolean {
  return holds(caller, ACCESS_POLICY[subject].read);
}

type Action = 'create' | 'change' | 'delete';

/** Whether the caller may create, change or delete it: its own permission, and reading it too. */
export function mayWrite(caller: PolicyCaller, subject: PolicySubject, action: Action): boolean {
  const rule: PolicyRule = ACCESS_POLICY[subject];
  const needed = rule[action];
  return needed !== undefined && holds(caller, needed) && holds(caller, rule.read);
}

/**
 * The read permissions a write permission brings with it: nobody creates, changes or deletes what
 * they may not see, so an operation needing `bookings.edit` needs `bookings.view` too, and its
 * answer never shows what its caller could not read.
 */
export function readsNeededWith(permission: string): string[] {
  const rules: PolicyRule[] = Object.values(ACCESS_POLICY);
  const reads = rules
    .filter(
      (rule) =>
        rule.create === permission || rule.change === permission || rule.delete === permission,
    )
    .map((rule) => rule.read)
    .filter((read) => read !== ANY_SIGNED_IN && read !== permission);
  return [...new Set(reads)].sort();
}

/** Every permission the policy names, for checking that nothing else names one it does not. */
export const POLICY_PERMISSIONS: readonly string[] = [
  ...new Set(
    (Object.values(ACCESS_POLICY) as PolicyRule[]).flatMap((rule) =>
      [rule.read, rule.create, rule.change, rule.delete].filter(
        (name): name is string => name !== undefined && name !== ANY_SIGNED_IN,
      ),
    ),
  ),
].sort();

/** Why something is hidden from the caller: 'Buyers' names and contacts need the bookings.view permission.' */
export function withheldMessage(subject: PolicySubject): string {
  const { what, read } = ACCESS_POLICY[subject];
  return `${what} need the ${read} permission.`;
}

/** Where a withheld value would stand, in a document or a cell: 'Withheld (needs bookings.view)'. */
export function withheldNote(subject: PolicySubject): string {
  return `Withheld (needs ${ACCESS_POLICY[subject].read})`;
}
