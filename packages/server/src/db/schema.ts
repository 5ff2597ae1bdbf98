/**
 * Plotline's database, one schema for PGlite and PostgreSQL. Every filter and sort the lists
 * offer has an index; the rules the database itself guarantees (one live booking per plot,
 * one plot number per project, statuses and choices from the domain's own lists, every record's
 * author a real user) are constraints, so concurrent requests and other tools cannot break them.
 */
import {
  AUDIT_ENTITIES,
  BOOKING_STATUSES,
  CHANNEL_PARTNER_NATURES,
  ENQUIRY_ACTIVITY_KINDS,
  ENQUIRY_SOURCES,
  ENQUIRY_STAGES,
  GENDERS,
  LOST_REASONS,
  OPEN_ENQUIRY_STAGES,
  SITE_VISIT_OUTCOMES,
  LIVE_BOOKING_STATUSES,
  PAYMENT_MODES,
  PLOT_STATUSES,
  SALES_ROUTES,
  SIZE_UNITS,
  SQ_FT_PER_SIZE_UNIT,
  type AuditEntity,
  type BookingStatus,
  type EnquiryActivityKind,
  type EnquirySource,
  type EnquiryStage,
  type Gender,
  type LostReason,
  type NatureId,
  type PaymentMode,
  type PlotStatus,
  type SalesRoute,
  type SiteVisitOutcome,
  type SizeUnit,
} from '@plotline/domain';
import { sql, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tsvector, wordsOf } from './search-words';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** Areas, rates and amounts: exact decimals in the database, numbers in the API. */
const decimal = (name: string) => numeric(name, { mode: 'number' });
/** Money of payments and commissions: rupees and paise exactly, up to ₹999,99,99,99,999.99. */
const rupees = (name: string) => numeric(name, { mode: 'number', precision: 14, scale: 2 });

/**
 * The booking is live (the domain's LIVE_BOOKING_STATUSES), its statuses written out as literals:
 * a partial index serves a query only when the planner sees that the query's condition implies
 * the index's, which it cannot prove through parameters.
 */
export function isLiveBooking(status: AnyPgColumn): SQL {
  const literals = LIVE_BOOKING_STATUSES.map((value) => `'${value}'`).join(', ');
  return sql`${status} in (${sql.raw(literals)})`;
}

/**
 * The column holds one of the domain's values. CHECK rather than an enum type: the lists stay
 * plain text for the partial index on booking_status, and a new value is one constraint swap.
 */
function oneOf(name: string, column: AnyPgColumn, values: readonly (string | number)[]) {
  const literals = values.map((value) => (typeof value === 'number' ? `${value}` : `'${value}'`));
  return check(name, sql`${column} in (${sql.raw(literals.join(', '))})`);
}

/**
 * Who recorded a row. It must stay a real user: deleting one who recorded anything is refused
 * (blocking takes their access instead), so every record can always name its author.
 */
const authoredBy = (name: string) =>
  integer(name)
    .notNull()
    .references(() => users.id, { onDelete: 'restrict' });

// ------------------------------------------------------------------ people and access

/**
 * The name a user is shown by (the domain's displayName): first and last name, either alone, else
 * the username. Names are stored trimmed with blanks as null, so `||` (immutable, unlike
 * concat_ws) can build it, and an index can hold it.
 */
/**
 * A trigram index, so a contains-search (ILIKE '%term%') on the expression finds its rows without
 * reading the table (pg_trgm, migration 0007; PGlite loads the same extension).
 */
const trigram = (name: string, expression: AnyPgColumn | SQL) =>
  index(name).using('gin', sql`${expression} gin_trgm_ops`);

/**
 * Plot numbers in natural order (A-2 before A-10) whatever their letter case: the text before the
 * first number, then that number's value, then the whole number. Byte order ("C") so PostgreSQL
 * and PGlite agree whatever their default collation. The plots list sorts by these and an index
 * holds them in this order.
 */
export function plotNumberOrderKeys(plotNumber: AnyPgColumn) {
  return {
    prefix: sql`upper(substring(${plotNumber} from '^[^0-9]*')) collate "C"`,
    value: sql`cast(substring(${plotNumber} from '[0-9]+') as numeric)`,
    text: sql`upper(${plotNumber}) collate "C"`,
  };
}

/**
 * A plot's size in square feet, whatever unit it was entered in (the domain's sizeInSqFt), the
 * units' factors written out as literals: the size filter compares this expression, and an
 * index serves it only when the query's expression is the index's own.
 */
export function plotSizeInSqFt(t: { plotSize: AnyPgColumn; sizeUnit: AnyPgColumn }): SQL {
  const factors = SIZE_UNITS.map((unit) => `when '${unit}' then ${SQ_FT_PER_SIZE_UNIT[unit]}`);
  return sql`(${t.plotSize} * case ${t.sizeUnit} ${sql.raw(factors.join(' '))} end)`;
}

export function userDisplayName(t: {
  firstName: AnyPgColumn;
  lastName: AnyPgColumn;
  username: AnyPgColumn;
}): SQL {
  return sql`coalesce(${t.firstName} || ' ' || ${t.lastName}, ${t.firstName}, ${t.lastName}, ${t.username})`;
}

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phoneNumber: text('phone_number'),
    passwordHash: text('password_hash').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * The username and the email as sign-in compares them (the domain's loginKey), made in
     * JavaScript: on every write, and for rows a migration brought (null until then) when the
     * server starts (auth/login-keys.ts), so the database never folds a name its own way.
     */
    usernameKey: text('username_key'),
    emailKey: text('email_key'),
    /** Raised by whatever ends every session (blocking, a password change, signing out everywhere). */
    sessionEpoch: integer('session_epoch').notNull().default(0),
    /** Set with a password chosen for the user (the first administrator's): they must change it. */
    passwordChangeRequired: boolean('password_change_required').notNull().default(false),
    /** Registered while registration needs approval, and not approved yet: cannot sign in. */
    awaitingApproval: boolean('awaiting_approval').notNull().default(false),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Sign-in accepts either, compared by their keys, so each key is unique. The lower-case
    // indexes keep what was unique unique, and the username one serves the list sorted by it.
    uniqueIndex('users_username_login_key').on(t.usernameKey),
    uniqueIndex('users_email_login_key').on(t.emailKey),
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    // The administrators' notifications of accounts waiting for approval, newest first.
    index('users_awaiting_approval_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.awaitingApproval}`),
    // The users list's other sorts, each ending on the id that breaks its ties.
    index('users_name_order_idx').on(sql`(${userDisplayName(t)}) collate names`, t.id),
    // Never signed in sorts as earliest: first going up, last going down (a backward scan).
    index('users_last_login_order_idx').on(t.lastLoginAt.asc().nullsFirst(), t.id),
    index('users_created_order_idx').on(t.createdAt, t.id),
    trigram('users_username_trgm_idx', t.username),
    trigram('users_first_name_trgm_idx', t.firstName),
    trigram('users_last_name_trgm_idx', t.lastName),
    trigram('users_full_name_trgm_idx', sql`(${t.firstName} || ' ' || ${t.lastName})`),
    trigram('users_email_trgm_idx', t.email),
    trigram('users_phone_trgm_idx', t.phoneNumber),
  ],
);

export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('roles_name_key').on(sql`lower(${t.name})`)],
);

export const permissions = pgTable(
  'permissions',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    module: text('module'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('permissions_name_key').on(sql`lower(${t.name})`)],
);

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permissionId: integer('permission_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permissionId] })],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.roleId] }),
    // How many hold each role (the Roles table), and deleting a role, go by the role.
    index('user_roles_role_idx').on(t.roleId),
  ],
);

/**
 * One row whose stamp changes with every change to who holds which permission: triggers on
 * user_roles, roles, role_permissions and permissions (migration 0014) bump it in the change's
 * own transaction, whoever makes it (the API on any server, or straight SQL). A server keeps each
 * user's permissions only while the stamp it read them under is the stamp (auth/caller-access.ts),
 * so access follows the roles as they are now, on every instance, at the cost of reading one row.
 */
export const accessStamp = pgTable(
  'access_stamp',
  {
    id: boolean('id').primaryKey().default(true),
    stamp: integer('stamp').notNull().default(0),
  },
  (t) => [check('access_stamp_one_row', sql`${t.id}`)],
);

/**
 * Present only in a database test mode made for itself (src/test-mode/): test mode empties the
 * database it serves, so it refuses to start on one without this mark that holds anything.
 */
export const testModeMark = pgTable('test_mode_mark', {
  id: boolean('id').primaryKey().default(true),
  markedAt: timestamp('marked_at', { withTimezone: true }).notNull(),
});

/**
 * Refresh tokens are stored as SHA-256 hashes. Each sign-in starts a family; every refresh
 * replaces the token with a new one of the same family, and presenting a replaced token again
 * (a stolen copy being replayed) revokes the whole family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    familyId: uuid('family_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('refresh_tokens_user_idx').on(t.userId),
    index('refresh_tokens_family_idx').on(t.familyId),
  ],
);

/** Failed sign-ins per account, in the database so the limit holds across server instances. */
export const signInThrottle = pgTable('sign_in_throttle', {
  account: text('account').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/**
 * Attempts at each public auth operation from one network address in its current window, in the
 * database so every server instance counts against the same limit.
 */
export const authAttemptsByAddress = pgTable(
  'auth_attempts_by_address',
  {
    address: text('address').notNull(),
    /** The contract's operationId: login, register or refreshToken. */
    operation: text('operation').notNull(),
    attempts: integer('attempts').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.address, t.operation] }),
    // Pruning finds the windows that are over without reading the live ones.
    index('auth_attempts_by_address_window_idx').on(t.windowStartedAt),
  ],
);

/**
 * The audit trail: every change made through an `x-audit` operation of openapi.yaml, written in
 * the change's own transaction (audit/recorded-change.ts). Append-only: migration 0010's trigger
 * refuses to update, delete or truncate it. The author is kept by id and by the name they had
 * then, with no foreign key, so the trail outlives the accounts it names.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: serial('id').primaryKey(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    userId: integer('user_id'),
    username: text('username'),
    /** The contract's operationId. */
    operation: text('operation').notNull(),
    entity: text('entity').$type<AuditEntity>().notNull(),
    entityId: integer('entity_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (t) => [
    // Newest first, whole or by one of the filters: a record's history, a user's changes, days.
    index('audit_entries_entity_idx').on(t.entity, t.entityId, t.recordedAt, t.id),
    index('audit_entries_user_idx').on(t.userId, t.recordedAt, t.id),
    index('audit_entries_recorded_idx').on(t.recordedAt, t.id),
    oneOf('audit_entries_entity_check', t.entity, AUDIT_ENTITIES),
  ],
);

// ------------------------------------------------------------------ catalogue

export const amenities = pgTable(
  'amenities',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    metadata: text('metadata'),
    createdBy: authoredBy('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('amenities_name_idx').on(t.name)],
);

export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    totalProjectArea: decimal('total_project_area').notNull(),
    roadsArea: decimal('roads_area').notNull(),
    totalSaleableArea: decimal('total_saleable_area').notNull(),
    metadata: text('metadata'),
    createdBy: authoredBy('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('projects_name_idx').on(t.name),
    // The order of the projects list, so a page is an index range.
    index('projects_lower_name_idx').on(sql`lower(${t.name})`, t.id),
    // The order of the Projects Overview and the registry pipeline's ties (migration 0004).
    index('projects_name_order_idx').on(sql`${t.name} collate names`, t.id),
    trigram('projects_name_trgm_idx', t.name),
    // The bookings search finds a booking by the words of its project's name (booking-list-query).
    index('projects_name_words_idx').using('gin', wordsOf(sql`${t.name}`)),
  ],
);

export const projectAmenities = pgTable(
  'project_amenities',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    amenityId: integer('amenity_id')
      .notNull()
      .references(() => amenities.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    area: decimal('area').notNull().default(0),
    description: text('description'),
  },
  // Each amenity can be added to a project once (docs/product/validation.md).
  (t) => [primaryKey({ columns: [t.projectId, t.amenityId] })],
);

export const plots = pgTable(
  'plots',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    plotNumber: text('plot_number').notNull(),
    plotSize: decimal('plot_size').notNull(),
    sizeUnit: text('size_unit').$type<SizeUnit>().notNull().default('sq ft'),
    status: text('status').$type<PlotStatus>().notNull().default('Available'),
    remark: text('remark'),
    createdBy: authoredBy('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One number per project whatever its letter case (the domain's plotNumberKey).
    uniqueIndex('plots_project_number_key').on(t.projectId, sql`upper(${t.plotNumber})`),
    index('plots_status_idx').on(t.status),
    index('plots_plot_number_idx').on(t.plotNumber),
    // The plots list's default order, so its first pages are an index range (plot-list-query).
    index('plots_number_order_idx').on(
      plotNumberOrderKeys(t.plotNumber).prefix,
      sql`${plotNumberOrderKeys(t.plotNumber).value} nulls first`,
      plotNumberOrderKeys(t.plotNumber).text,
      t.id,
    ),
    trigram('plots_plot_number_trgm_idx', t.plotNumber),
    trigram('plots_remark_trgm_idx', t.remark),
    index('plots_size_idx').on(t.plotSize),
    // The size filter, alone and within a project, over plots entered in any unit.
    index('plots_size_in_sq_ft_idx').on(plotSizeInSqFt(t)),
    index('plots_project_size_in_sq_ft_idx').on(t.projectId, plotSizeInSqFt(t)),
    index('plots_created_at_idx').on(t.createdAt),
    oneOf('plots_status_check', t.status, PLOT_STATUSES),
    oneOf('plots_size_unit_check', t.sizeUnit, SIZE_UNITS),
  ],
);

// ------------------------------------------------------------------ sales

export const channelPartners = pgTable(
  'channel_partners',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    natureId: integer('nature_id').$type<NatureId>().notNull(),
    isActive: boolean('is_active').notNull().default(true),
    commissionRate: decimal('commission_rate').notNull().default(0),
    remarks: text('remarks'),
    metadata: text('metadata'),
    /** The one details object of the partner's nature, as the API carries it. */
    details: jsonb('details').notNull(),
    // Summaries of the details, kept beside them so the list filters and sorts in SQL.
    mobileNumber: text('mobile_number'),
    emailId: text('email_id'),
    companyName: text('company_name'),
    associatesCount: integer('associates_count').notNull().default(0),
    createdBy: authoredBy('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('channel_partners_name_idx').on(t.name),
    // The order of the Channel Partners Overview, so a page is an index range.
    index('channel_partners_name_order_idx').on(sql`${t.name} collate names`, t.id),
    index('channel_partners_nature_idx').on(t.natureId),
    index('channel_partners_active_idx').on(t.isActive),
    index('channel_partners_mobile_idx').on(t.mobileNumber),
    index('channel_partners_created_at_idx').on(t.createdAt),
    trigram('channel_partners_name_trgm_idx', t.name),
    // The bookings search finds a booking by the words of its partner's name (booking-list-query).
    index('channel_partners_name_words_idx').using('gin', wordsOf(sql`${t.name}`)),
    trigram('channel_partners_company_trgm_idx', t.companyName),
    trigram('channel_partners_mobile_trgm_idx', t.mobileNumber),
    trigram('channel_partners_email_trgm_idx', t.emailId),
    oneOf(
      'channel_partners_nature_check',
      t.natureId,
      CHANNEL_PARTNER_NATURES.map((nature) => nature.id),
    ),
  ],
);

export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    bookingNumber: text('booking_number').notNull().unique(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'restrict' }),
    plotId: integer('plot_id')
      .notNull()
      .references(() => plots.id, { onDelete: 'restrict' }),
    salesRoute: text('sales_route').$type<SalesRoute>().notNull(),
    channelPartnerId: integer('channel_partner_id').references(() => channelPartners.id, {
      onDelete: 'restrict',
    }),
    salesPersonName: text('sales_person_name'),
    salesPersonEmail: text('sales_person_email'),
    salesPersonDesignation: text('sales_person_designation'),
    plotSaleRate: decimal('plot_sale_rate'),
    tokenAmount: decimal('token_amount'),
    tokenDate: date('token_date'),
    bookingDate: date('booking_date').notNull(),
    bookingAmount: decimal('booking_amount'),
    bookingStatus: text('booking_status').$type<BookingStatus>().notNull(),
    registryDuration: integer('registry_duration'),
    registryDate: date('registry_date').notNull(),
    registrationNumber: text('registration_number'),
    plotOwnerName: text('plot_owner_name').notNull(),
    plotOwnerPhone: text('plot_owner_phone'),
    plotOwnerEmail: text('plot_owner_email'),
    ownerMobileNumber: text('owner_mobile_number'),
    ownerMobileLastFiveDigits: text('owner_mobile_last_five_digits'),
    emailId: text('email_id'),
    gender: text('gender').$type<Gender>().notNull(),
    profession: text('profession').notNull(),
    guardianName: text('guardian_name'),
    alternateNumber: text('alternate_number'),
    addressOfPlotOwner: text('address_of_plot_owner'),
    businessAddress: text('business_address'),
    additionalRemarks: text('additional_remarks'),
    notes: text('notes'),
    metadata: text('metadata'),
    /** Optimistic concurrency: an update must name the version it read. */
    version: integer('version').notNull().default(1),
    createdBy: authoredBy('created_by'),
    updatedBy: authoredBy('updated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * The words the bookings search finds a booking by (booking-list-query): its number, and that
     * number's digits without the zeros that pad them ('12' finds BK-0012), the owner's name and
     * mobile, and the mobile's last five digits. Kept by the database. Not the sales person's
     * name: a business has a few, each on thousands of bookings, so their surnames would bury
     * the owners of the same name under bookings the list shows no reason for.
     */
    searchWords: tsvector('search_words')
      .notNull()
      .generatedAlwaysAs((): SQL =>
        wordsOf(
          sql.join(
            [
              sql.raw('booking_number'),
              sql.raw(`ltrim(regexp_replace(booking_number, '^[^0-9]*', ''), '0')`),
              sql.raw('plot_owner_name'),
              sql.raw(`coalesce(owner_mobile_number, '')`),
              sql.raw(`coalesce(right(owner_mobile_number, 5), '')`),
              sql.raw(`coalesce(owner_mobile_last_five_digits, '')`),
            ],
            sql.raw(` || ' ' || `),
          ),
        ),
      ),
  },
  (t) => [
    // At most one live booking per plot, whatever races the requests run.
    uniqueIndex('bookings_live_plot_key')
      .on(t.plotId)
      .where(sql`${t.bookingStatus} <> 'Cancelled'`),
    // The bookings list's sorts, each ending on the id that breaks its ties (booking-list-query).
    index('bookings_booking_date_idx').on(t.bookingDate, t.id),
    index('bookings_registry_date_idx').on(t.registryDate, t.id),
    index('bookings_status_idx').on(t.bookingStatus, t.id),
    // A project's or partner's bookings newest first: the dashboard's drill-downs, a page at a time.
    index('bookings_project_booking_date_idx').on(t.projectId, t.bookingDate, t.id),
    index('bookings_plot_idx').on(t.plotId),
    index('bookings_channel_partner_booking_date_idx').on(t.channelPartnerId, t.bookingDate, t.id),
    index('bookings_owner_name_idx').on(t.plotOwnerName, t.id),
    // The top bar's search finds a booking by the start of its number (routes/search): LIKE
    // 'SC-0999%' reads a C-collated btree, where the trigram index would read every number's 'SC'.
    index('bookings_booking_number_prefix_idx').on(sql`${t.bookingNumber} collate "C"`),
    // And an owner by the first or the last digits of their mobile ('98765%', '%43210'): byte-order
    // btrees of the digits and of the digits reversed, where the trigram index read every mobile
    // holding any of the search's trigrams (2.5 of the 6.5 ms a five-digit search took its bookings).
    index('bookings_owner_mobile_prefix_idx').on(sql`${t.ownerMobileNumber} collate "C"`),
    index('bookings_owner_mobile_suffix_idx').on(sql`reverse(${t.ownerMobileNumber}) collate "C"`),
    index('bookings_owner_last_five_prefix_idx').on(
      sql`${t.ownerMobileLastFiveDigits} collate "C"`,
    ),
    index('bookings_owner_last_five_suffix_idx').on(
      sql`reverse(${t.ownerMobileLastFiveDigits}) collate "C"`,
    ),
    // The bookings search's columns on this table (booking-list-query).
    trigram('bookings_number_trgm_idx', t.bookingNumber),
    trigram('bookings_owner_name_trgm_idx', t.plotOwnerName),
    trigram('bookings_owner_mobile_trgm_idx', t.ownerMobileNumber),
    trigram('bookings_owner_mobile_last_five_trgm_idx', t.ownerMobileLastFiveDigits),
    index('bookings_search_words_idx').using('gin', t.searchWords),
    // The dashboard's figures that move with the date (Extra Time, the age buckets) count only
    // live bookings, a small part of a big table: these indexes hold just those.
    index('bookings_live_registry_date_idx')
      .on(t.registryDate, t.id)
      .where(isLiveBooking(t.bookingStatus)),
    index('bookings_live_project_idx')
      .on(t.projectId, t.registryDate)
      .where(isLiveBooking(t.bookingStatus)),
    index('bookings_live_partner_registry_date_idx')
      .on(t.channelPartnerId, t.registryDate)
      .where(isLiveBooking(t.bookingStatus)),
    index('bookings_live_partner_booking_date_idx')
      .on(t.channelPartnerId, t.bookingDate)
      .where(isLiveBooking(t.bookingStatus)),
    // A user's bookings past their registry date, newest first: their bell (routes/notifications).
    index('bookings_live_author_registry_date_idx')
      .on(t.createdBy, t.registryDate, t.id)
      .where(isLiveBooking(t.bookingStatus)),
    oneOf('bookings_booking_status_check', t.bookingStatus, BOOKING_STATUSES),
    oneOf('bookings_sales_route_check', t.salesRoute, SALES_ROUTES),
    oneOf('bookings_gender_check', t.gender, GENDERS),
  ],
);

/** Every status a booking has had: who moved it, when, and why. */
export const bookingStatusChanges = pgTable(
  'booking_status_changes',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').$type<BookingStatus>(),
    toStatus: text('to_status').$type<BookingStatus>().notNull(),
    remark: text('remark'),
    cancellationReason: text('cancellation_reason'),
    actualRegistryDate: date('actual_registry_date'),
    registrationNumber: text('registration_number'),
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('booking_status_changes_booking_idx').on(t.bookingId, t.changedAt),
    oneOf('booking_status_changes_from_status_check', t.fromStatus, BOOKING_STATUSES),
    oneOf('booking_status_changes_to_status_check', t.toStatus, BOOKING_STATUSES),
  ],
);

export const bookingFollowUps = pgTable(
  'booking_follow_ups',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    followUpDate: date('follow_up_date').notNull(),
    nextFollowUpDate: date('next_follow_up_date'),
    purpose: text('purpose').notNull(),
    followUpUpdate: text('follow_up_update').notNull(),
    followUpTakenBy: text('follow_up_taken_by'),
    createdBy: authoredBy('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The follow-ups list a page at a time in each of its orders (GET /bookingfollowups/filtered),
    // whole or narrowed to one booking; the id breaks ties as the list's order does. The period
    // filter and the upcoming list, which count only pending next follow-ups, read a range of
    // latest_booking_follow_ups' next dates instead.
    index('booking_follow_ups_booking_order_idx').on(t.bookingId, t.followUpDate, t.id),
    index('booking_follow_ups_date_order_idx').on(t.followUpDate, t.id),
    index('booking_follow_ups_next_order_idx').on(t.nextFollowUpDate, t.id),
    // The follow-ups search's own columns (follow-up-list-query).
    trigram('booking_follow_ups_purpose_trgm_idx', t.purpose),
    trigram('booking_follow_ups_update_trgm_idx', t.followUpUpdate),
    trigram('booking_follow_ups_taken_by_trgm_idx', t.followUpTakenBy),
  ],
);

// ------------------------------------------------------------------ payments and commissions

/*
 * docs/payments.md. Amounts are numeric(14,2), exact; the server adds them up in whole paise
 * (the domain's money.ts). A payment or a payout is never deleted: a reversal marks it, with who,
 * when and why, all three or none (the checks). Receipt and payout numbers come from their own
 * sequences, never handed out twice; each sequence is owned by its table's `sequence_number`,
 * so a backup carries it like a serial id and a restore never hands a number out again.
 */

export const receiptNumbers = pgSequence('receipt_numbers');
export const payoutNumbers = pgSequence('payout_numbers');

/** Set, all three, once the payment or payout is reversed. */
const reversal = () => ({
  reversedAt: timestamp('reversed_at', { withTimezone: true }),
  reversedBy: integer('reversed_by').references(() => users.id, { onDelete: 'restrict' }),
  reversalReason: text('reversal_reason'),
});

const reversedAllOrNone = (
  name: string,
  t: { reversedAt: AnyPgColumn; reversedBy: AnyPgColumn; reversalReason: AnyPgColumn },
) =>
  check(name, sql`num_nonnulls(${t.reversedAt}, ${t.reversedBy}, ${t.reversalReason}) in (0, 3)`);

/**
 * A booking's schedule: the sale value and what its payments not reversed add up to, kept in
 * the same transaction as every receipt and reversal. A payment locks this row first, so two at
 * once queue and the second sees what the first received.
 */
export const paymentSchedules = pgTable(
  'payment_schedules',
  {
    bookingId: integer('booking_id')
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    saleValue: rupees('sale_value').notNull(),
    receivedAmount: rupees('received_amount').notNull().default(0),
    /** Optimistic concurrency, as the booking's: a replacement must name the version it read. */
    version: integer('version').notNull().default(1),
    createdBy: authoredBy('created_by'),
    updatedBy: authoredBy('updated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('payment_schedules_sale_value_check', sql`${t.saleValue} > 0`),
    // Never more received than the sale value: the last word on two payments at once.
    check(
      'payment_schedules_received_amount_check',
      sql`${t.receivedAmount} >= 0 and ${t.receivedAmount} <= ${t.saleValue}`,
    ),
  ],
);

/**
 * A schedule's instalments, each with what the payments paid of it (the domain's
 * allocatePayments), worked out again whenever a receipt or the schedule changes. A cancelled
 * booking's are no longer live: collections leave them out.
 */
export const instalments = pgTable(
  'instalments',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => paymentSchedules.bookingId, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    label: text('label').notNull(),
    dueDate: date('due_date').notNull(),
    amount: rupees('amount').notNull(),
    paidAmount: rupees('paid_amount').notNull().default(0),
    isLive: boolean('is_live').notNull().default(true),
  },
  (t) => [
    unique('instalments_booking_position_key').on(t.bookingId, t.position),
    // Collections: what is outstanding of live bookings, soonest due first, a page at a time and
    // summed for the Dashboard's card. A small part of all instalments; migration 0013 also
    // INCLUDEs (id, amount, paid_amount), so pages and sums read the index alone.
    index('instalments_outstanding_due_idx')
      .on(t.dueDate, t.bookingId, t.position)
      .where(sql`${t.isLive} and ${t.paidAmount} < ${t.amount}`),
    check('instalments_position_check', sql`${t.position} >= 1`),
    check('instalments_amount_check', sql`${t.amount} > 0`),
    check(
      'instalments_paid_amount_check',
      sql`${t.paidAmount} >= 0 and ${t.paidAmount} <= ${t.amount}`,
    ),
  ],
);

/**
 * Payments received, each with its receipt number and, sold through a partner, the partner's
 * rate when it was recorded and the commission it earned at that rate.
 */
export const receipts = pgTable(
  'receipts',
  {
    id: serial('id').primaryKey(),
    /** Its place in the receipt_numbers sequence, which receiptNumber writes as 'RC-000001'. */
    sequenceNumber: integer('sequence_number')
      .notNull()
      .default(sql`nextval('receipt_numbers')`),
    receiptNumber: text('receipt_number').notNull().unique(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    receivedOn: date('received_on').notNull(),
    amount: rupees('amount').notNull(),
    mode: text('mode').$type<PaymentMode>().notNull(),
    reference: text('reference'),
    remarks: text('remarks'),
    channelPartnerId: integer('channel_partner_id').references(() => channelPartners.id, {
      onDelete: 'restrict',
    }),
    commissionRate: numeric('commission_rate', { mode: 'number', precision: 5, scale: 2 })
      .notNull()
      .default(0),
    commissionAmount: rupees('commission_amount').notNull().default(0),
    createdBy: authoredBy('created_by'),
    createdAt: createdAt(),
    ...reversal(),
  },
  (t) => [
    // A booking's payments oldest first, as they are allocated.
    index('receipts_booking_idx').on(t.bookingId, t.receivedOn, t.id),
    // A partner's commissions: the ledger newest first (by received-on date) and its totals.
    index('receipts_partner_idx')
      .on(t.channelPartnerId, t.receivedOn, t.id)
      .where(sql`${t.channelPartnerId} is not null`),
    check('receipts_amount_check', sql`${t.amount} > 0`),
    oneOf('receipts_mode_check', t.mode, PAYMENT_MODES),
    check(
      'receipts_commission_check',
      sql`${t.commissionRate} between 0 and 100 and ${t.commissionAmount} >= 0`,
    ),
    reversedAllOrNone('receipts_reversal_check', t),
  ],
);

/** Commission paid out to a partner. */
export const commissionPayouts = pgTable(
  'commission_payouts',
  {
    id: serial('id').primaryKey(),
    /** Its place in the payout_numbers sequence, which payoutNumber writes as 'CP-000001'. */
    sequenceNumber: integer('sequence_number')
      .notNull()
      .default(sql`nextval('payout_numbers')`),
    payoutNumber: text('payout_number').notNull().unique(),
    channelPartnerId: integer('channel_partner_id')
      .notNull()
      .references(() => channelPartners.id, { onDelete: 'restrict' }),
    paidOn: date('paid_on').notNull(),
    amount: rupees('amount').notNull(),
    mode: text('mode').$type<PaymentMode>().notNull(),
    reference: text('reference'),
    remarks: text('remarks'),
    createdBy: authoredBy('created_by'),
    createdAt: createdAt(),
    ...reversal(),
  },
  (t) => [
    // A partner's payouts: the ledger newest first and what was paid.
    index('commission_payouts_partner_idx').on(t.channelPartnerId, t.paidOn, t.id),
    check('commission_payouts_amount_check', sql`${t.amount} > 0`),
    oneOf('commission_payouts_mode_check', t.mode, PAYMENT_MODES),
    reversedAllOrNone('commission_payouts_reversal_check', t),
  ],
);

// ------------------------------------------------------------------ dashboard tallies

/*
 * The dashboard's counts that do not move with the date, kept by the triggers of
 * drizzle/0003_dashboard_tally_triggers.sql in the same transaction as the rows they count, so
 * the dashboard reads a few small rows instead of scanning a million bookings. A tally that falls
 * to zero keeps its row: deleting it would race a concurrent upsert of the same key, and a
 * deleted project's or partner's rows are never read. They name their project or partner without
 * a foreign key, as a cascade would delete a tally before the plots' trigger has counted down.
 */

const tally = (name: string) => integer(name).notNull();
const tallyStatus = () => text('booking_status').$type<BookingStatus>().notNull();

/** Bookings of each project in each status. */
export const projectBookingTallies = pgTable(
  'project_booking_tallies',
  {
    projectId: integer('project_id').notNull(),
    bookingStatus: tallyStatus(),
    bookings: tally('bookings'),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.bookingStatus] })],
);

/** Bookings of each channel partner in each status; the null partner is the direct sales. */
export const partnerBookingTallies = pgTable(
  'partner_booking_tallies',
  {
    channelPartnerId: integer('channel_partner_id'),
    bookingStatus: tallyStatus(),
    bookings: tally('bookings'),
  },
  (t) => [
    unique('partner_booking_tallies_key')
      .on(t.channelPartnerId, t.bookingStatus)
      .nullsNotDistinct(),
  ],
);

/** Bookings by the month of their booking date (its first day) and their current status. */
export const monthlyBookingTallies = pgTable(
  'monthly_booking_tallies',
  {
    bookingMonth: date('booking_month').notNull(),
    bookingStatus: tallyStatus(),
    bookings: tally('bookings'),
  },
  (t) => [primaryKey({ columns: [t.bookingMonth, t.bookingStatus] })],
);

/**
 * Live bookings (Token or Booking) by registry date: Extra Time, the bookings live past their
 * registry date, is the sum of the dates before today, whichever day today is.
 */
export const liveBookingRegistryTallies = pgTable('live_booking_registry_tallies', {
  registryDate: date('registry_date').primaryKey(),
  bookings: tally('bookings'),
});

/** Plots of each project in each status. */
export const projectPlotTallies = pgTable(
  'project_plot_tallies',
  {
    projectId: integer('project_id').notNull(),
    plotStatus: text('plot_status').$type<PlotStatus>().notNull(),
    plots: tally('plots'),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.plotStatus] })],
);

// ------------------------------------------------------------------ notifications

/**
 * Each booking's latest follow-up (newest follow-up date, then id, as getLatestFollowUp answers),
 * kept by the trigger of drizzle/0011 in the same transaction as the follow-ups, so a user's due
 * follow-ups are an index range however many of their older follow-ups a newer one has replaced.
 * No foreign keys, as the tallies: the trigger alone writes it, and removes a booking's row with
 * its last follow-up.
 */
export const latestBookingFollowUps = pgTable(
  'latest_booking_follow_ups',
  {
    bookingId: integer('booking_id').primaryKey(),
    followUpId: integer('follow_up_id').notNull(),
    followUpDate: date('follow_up_date').notNull(),
    createdBy: integer('created_by').notNull(),
    nextFollowUpDate: date('next_follow_up_date'),
  },
  (t) => [
    index('latest_booking_follow_ups_author_next_idx').on(
      t.createdBy,
      t.nextFollowUpDate,
      t.followUpId,
    ),
    // The follow-ups list's periods and the upcoming list, which count only pending next
    // follow-ups (routes/follow-ups/settled-follow-ups.ts): a range of this index, one row a
    // booking, however many older follow-ups in that range newer ones settled. The date alone,
    // so a follow-up's probe of its own latest goes by the primary key, never along a range.
    index('latest_booking_follow_ups_next_idx').on(t.nextFollowUpDate),
  ],
);

/**
 * A change someone made to a booking another user created, for that user's bell: written with the
 * change's audit entry, in its transaction (audit/recorded-change.ts), and gone with the booking.
 */
export const bookingChangeNotices = pgTable(
  'booking_change_notices',
  {
    id: serial('id').primaryKey(),
    /** Who is told: the booking's author. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** The change's entry, without a foreign key: the trail stands apart (see auditEntries). */
    auditEntryId: integer('audit_entry_id').notNull(),
    /** The username of who made the change, as it was then. */
    changedBy: text('changed_by').notNull(),
    /** The contract's operationId of the change. */
    operation: text('operation').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('booking_change_notices_user_idx').on(t.userId, t.occurredAt, t.id),
    index('booking_change_notices_booking_idx').on(t.bookingId),
  ],
);

/** The notifications a user has marked read one by one, by key (routes/notifications). */
export const notificationReads = pgTable(
  'notification_reads',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/** When a user last marked all their notifications read: every one that arose before is read. */
export const notificationsReadUpTo = pgTable('notifications_read_up_to', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  readUpTo: timestamp('read_up_to', { withTimezone: true }).notNull(),
});

// ------------------------------------------------------------------ enquiries

/*
 * docs/enquiries.md: the sales funnel before a booking. Every list, column and count reads an
 * index in its own order; an enquiry's calls, notes, visits and stage changes hang off it and go
 * with it.
 */

/** The enquiry is open (the domain's OPEN_ENQUIRY_STAGES), as literals for partial indexes. */
export function isOpenEnquiry(stage: AnyPgColumn): SQL {
  const literals = OPEN_ENQUIRY_STAGES.map((value) => `'${value}'`).join(', ');
  return sql`${stage} in (${sql.raw(literals)})`;
}

export const enquiries = pgTable(
  'enquiries',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    mobileNumber: text('mobile_number').notNull(),
    email: text('email'),
    source: text('source').$type<EnquirySource>().notNull(),
    /** A partner deleted leaves its enquiries, naming none. */
    channelPartnerId: integer('channel_partner_id').references(() => channelPartners.id, {
      onDelete: 'set null',
    }),
    sourceDetail: text('source_detail'),
    plotSizeMin: decimal('plot_size_min'),
    plotSizeMax: decimal('plot_size_max'),
    budgetMin: rupees('budget_min'),
    budgetMax: rupees('budget_max'),
    assignedTo: integer('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    stage: text('stage').$type<EnquiryStage>().notNull().default('New'),
    lostReason: text('lost_reason').$type<LostReason>(),
    nextAction: text('next_action'),
    nextActionDate: date('next_action_date'),
    notes: text('notes'),
    /** When a call or a note was last logged: the list's 'last contact'. */
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }),
    /**
     * The booking saved from it (docs/enquiries.md "Conversion"), kept here so the bookings table,
     * a million rows, is left as it is. A booking deleted leaves its enquiry Booked, naming none.
     */
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(0),
    createdBy: authoredBy('created_by'),
    createdAt: createdAt(),
    /**
     * The first day of the month it was added in, in the business's time zone (the domain's
     * enquiryCreatedMonth), which the database cannot tell from createdAt alone: the month the
     * Dashboard's funnel counts it in (enquiryMonthlyTallies). Written with the row, never changed.
     */
    createdMonth: date('created_month').notNull(),
    updatedAt: updatedAt(),
    /**
     * The words of the buyer's name, mobile and email, kept by the database: what the list's
     * count of a common word is estimated from (enquiry-list-query's wholeWordFilter). The list
     * itself still finds a search inside words, through the trigram indexes.
     */
    searchWords: tsvector('search_words')
      .notNull()
      .generatedAlwaysAs((): SQL =>
        wordsOf(sql.raw(`name || ' ' || mobile_number || ' ' || coalesce(email, '')`)),
      ),
  },
  (t) => [
    // The list's orders, whole or narrowed to a stage (the board's columns), a source or a sales
    // person; each ends on the id that breaks its ties.
    index('enquiries_created_order_idx').on(t.createdAt, t.id),
    index('enquiries_next_action_order_idx').on(t.nextActionDate, t.id),
    index('enquiries_name_order_idx').on(sql`lower(${t.name}) collate "C"`, t.id),
    index('enquiries_stage_order_idx').on(t.stage, t.createdAt, t.id),
    index('enquiries_source_order_idx').on(t.source, t.createdAt, t.id),
    index('enquiries_assigned_order_idx').on(t.assignedTo, t.createdAt, t.id),
    // Due and overdue next actions of open enquiries, and one open enquiry per mobile number.
    index('enquiries_open_next_action_idx')
      .on(t.nextActionDate, t.id)
      .where(isOpenEnquiry(t.stage)),
    index('enquiries_open_mobile_idx').on(t.mobileNumber).where(isOpenEnquiry(t.stage)),
    // A sales person's due and overdue next actions, for the bell (enquiryActionDue), the latest
    // date first, a page at a time; and their open enquiries, whose visits of today it reminds of.
    index('enquiries_assigned_open_next_action_idx')
      .on(t.assignedTo, t.nextActionDate, t.id)
      .where(isOpenEnquiry(t.stage)),
    // One enquiry per booking, and the booking's link back to it.
    uniqueIndex('enquiries_booking_key')
      .on(t.bookingId)
      .where(sql`${t.bookingId} is not null`),
    trigram('enquiries_name_trgm_idx', t.name),
    trigram('enquiries_mobile_trgm_idx', t.mobileNumber),
    trigram('enquiries_email_trgm_idx', t.email),
    index('enquiries_search_words_idx').using('gin', t.searchWords),
    oneOf('enquiries_source_check', t.source, ENQUIRY_SOURCES),
    oneOf('enquiries_stage_check', t.stage, ENQUIRY_STAGES),
    oneOf('enquiries_lost_reason_check', t.lostReason, LOST_REASONS),
    check(
      'enquiries_lost_reason_when_lost',
      sql`(${t.stage} = 'Lost') = (${t.lostReason} is not null)`,
    ),
  ],
);

/** The projects an enquiry is interested in, in the order they were picked. */
export const enquiryProjects = pgTable(
  'enquiry_projects',
  {
    enquiryId: integer('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    /** A project deleted is no longer of interest to anyone. */
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.enquiryId, t.projectId] }),
    // The list's project filter: the enquiries interested in one project.
    index('enquiry_projects_project_idx').on(t.projectId, t.enquiryId),
  ],
);

export const siteVisits = pgTable(
  'site_visits',
  {
    id: serial('id').primaryKey(),
    enquiryId: integer('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    /** A visit keeps its project: a project visited is not deleted (409 in_use). */
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'restrict' }),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    accompaniedBy: integer('accompanied_by').references(() => users.id, { onDelete: 'set null' }),
    outcome: text('outcome').$type<SiteVisitOutcome>().notNull().default('Scheduled'),
    notes: text('notes'),
    createdBy: authoredBy('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('site_visits_enquiry_idx').on(t.enquiryId, t.scheduledAt, t.id),
    // Today's visits, and the bell's (siteVisitToday): a day's range of times, whoever
    // accompanies, whoever's enquiry (drizzle/0021 says why none goes by sales person).
    index('site_visits_scheduled_idx').on(t.scheduledAt, t.id),
    index('site_visits_project_idx').on(t.projectId),
    oneOf('site_visits_outcome_check', t.outcome, SITE_VISIT_OUTCOMES),
  ],
);

/** Calls made and notes written on an enquiry: a log, never changed. */
export const enquiryActivities = pgTable(
  'enquiry_activities',
  {
    id: serial('id').primaryKey(),
    enquiryId: integer('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<EnquiryActivityKind>().notNull(),
    text: text('text').notNull(),
    createdBy: authoredBy('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    index('enquiry_activities_enquiry_idx').on(t.enquiryId, t.createdAt, t.id),
    oneOf('enquiry_activities_kind_check', t.kind, ENQUIRY_ACTIVITY_KINDS),
  ],
);

/**
 * Every stage an enquiry has had, as a booking's statuses are kept: written by every path that
 * moves it (adding it, a move by hand, a visit, a booking), for its timeline and the funnel.
 */
export const enquiryStageChanges = pgTable(
  'enquiry_stage_changes',
  {
    id: serial('id').primaryKey(),
    enquiryId: integer('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    fromStage: text('from_stage').$type<EnquiryStage>(),
    toStage: text('to_stage').$type<EnquiryStage>().notNull(),
    lostReason: text('lost_reason').$type<LostReason>(),
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('enquiry_stage_changes_enquiry_idx').on(t.enquiryId, t.changedAt, t.id),
    oneOf('enquiry_stage_changes_from_check', t.fromStage, ENQUIRY_STAGES),
    oneOf('enquiry_stage_changes_to_check', t.toStage, ENQUIRY_STAGES),
    oneOf('enquiry_stage_changes_lost_reason_check', t.lostReason, LOST_REASONS),
  ],
);

/**
 * The enquiries added in each month, by their source, sales person, stage and lost reason now:
 * the Dashboard's funnel (docs/enquiries.md "Dashboard") reads a month's few rows rather than
 * millions of enquiries. Kept by the triggers of drizzle/0020 in the same transaction as the
 * enquiries, as 0003's keep the booking tallies, and like them without foreign keys, keeping a
 * row that falls to zero (see "dashboard tallies"). A sales person deleted leaves their
 * enquiries given to nobody, which moves their counts to the null sales person.
 */
export const enquiryMonthlyTallies = pgTable(
  'enquiry_monthly_tallies',
  {
    /** The month's first day, as enquiries.created_month. */
    month: date('month').notNull(),
    source: text('source').$type<EnquirySource>().notNull(),
    assignedTo: integer('assigned_to'),
    stage: text('stage').$type<EnquiryStage>().notNull(),
    lostReason: text('lost_reason').$type<LostReason>(),
    count: tally('count'),
  },
  (t) => [
    // One row a key, nulls alike; the month first, so a month's rows are one range of it.
    unique('enquiry_monthly_tallies_key')
      .on(t.month, t.source, t.assignedTo, t.stage, t.lostReason)
      .nullsNotDistinct(),
  ],
);
