/** Business constants of docs/product/constants.md, in one place. */

export const CHANNEL_PARTNER_NATURES = [
  { id: 1, label: 'Individual Person' },
  { id: 2, label: 'Proprietorship Firm' },
  { id: 3, label: 'Partnership Firm' },
  { id: 4, label: 'Registered Company' },
  { id: 5, label: 'Other Identity' },
] as const;

export type NatureId = (typeof CHANNEL_PARTNER_NATURES)[number]['id'];

export const GENDERS = ['Male', 'Female', 'Other'] as const;
export type Gender = (typeof GENDERS)[number];

export const MARITAL_STATUSES = ['Married', 'Unmarried'] as const;
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];

export const PLOT_STATUSES = ['Available', 'Booked', 'Sold', 'Hold'] as const;
export type PlotStatus = (typeof PLOT_STATUSES)[number];

/** Created or edited plots are sent as Available (docs/product/workflows.md). */
export const NEW_PLOT_STATUS: PlotStatus = 'Available';
/**
 * The units a plot's size is given in (openapi.yaml SizeUnit, the plots table's CHECK): what the
 * sale value converts to square yards, the unit its rate is per.
 */
export const SIZE_UNITS = ['sq ft', 'sq yd', 'acre'] as const;
export type SizeUnit = (typeof SIZE_UNITS)[number];
export const DEFAULT_SIZE_UNIT: SizeUnit = 'sq ft';

/** The page sizes the screens offer; the API takes any size from 1 to MAX_PAGE_SIZE. */
export const PAGE_SIZES = [5, 10, 25, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const MIN_PAGE_SIZE = 1;
export const MAX_PAGE_SIZE = 100;

export const MOBILE_NUMBER_DIGITS = 10;
export const MOBILE_LAST_DIGITS = 5;
export const AMOUNT_STEP = 0.01;

export const MIN_USERNAME_LENGTH = 2;
export const MIN_PASSWORD_LENGTH = 6;

export const DEFAULT_REGISTRY_DURATION_DAYS = 30;
export const MIN_REGISTRY_DURATION_DAYS = 1;

/** Forms send createdBy/updatedBy as 1; the server replaces them with the signed-in user. */
export const DEFAULT_CREATED_BY = 1;

export const FOLLOW_UP_UPDATE_PREVIEW_LENGTH = 100;

export const PERMISSION_MODULES = [
  'users',
  'roles',
  'permissions',
  'projects',
  'plots',
  'bookings',
  'channel-partners',
  'amenities',
  'reports',
  // The audit log's one permission, audit.view, belongs here, so its row saves from the modal.
  'audit',
  'payments',
  'commissions',
  'enquiries',
] as const;

export const LIST_DEFAULTS = {
  projects: { page: 1, pageSize: DEFAULT_PAGE_SIZE, sortBy: 'Name', sortOrder: 'asc' },
  plots: { page: 1, pageSize: DEFAULT_PAGE_SIZE, sortBy: 'PlotNumber', sortOrder: 'asc' },
  bookings: { page: 1, pageSize: DEFAULT_PAGE_SIZE, sortBy: 'BookingDate', sortOrder: 'desc' },
  channelPartners: { page: 1, pageSize: DEFAULT_PAGE_SIZE, sortBy: 'Name', sortOrder: 'asc' },
  users: { page: 1, pageSize: DEFAULT_PAGE_SIZE, sortBy: 'Username', sortOrder: 'asc' },
  followUps: { page: 1, pageSize: DEFAULT_PAGE_SIZE, sortBy: 'FollowUpDate', sortOrder: 'desc' },
  /** Newest first: the enquiries that came in today lead. */
  enquiries: { page: 1, pageSize: DEFAULT_PAGE_SIZE, sortBy: 'CreatedAt', sortOrder: 'desc' },
  /** Always newest first. */
  auditEntries: { page: 1, pageSize: DEFAULT_PAGE_SIZE },
} as const;

export const CHANNEL_PARTNER_STATUS_FILTERS = ['all', 'true', 'false'] as const;

export const NEW_CHANNEL_PARTNER_DEFAULTS = {
  natureId: 1,
  isActive: true,
  commissionRate: 0,
} as const;

/** Amenities, roles, permissions and channel partners are active when created. */
export const DEFAULT_IS_ACTIVE = true;

/** The product's name as the sidebar title and the registration page say it (docs/README.md). */
export const PRODUCT_NAME = 'Real Estate CRM';
/** The router's default error page (docs/product/screens.md). */
export const UNEXPECTED_ERROR_TITLE = 'Unexpected Application Error!';

/** The business runs on India time: "today" for registry dates and follow-ups is a day here. */
export const BUSINESS_TIME_ZONE = 'Asia/Kolkata';
