/**
 * How much of each kind of value the product takes: openapi.yaml declares these figures as its
 * maxLength, minimum, maximum and maxItems (a server test holds the two together), the server
 * refuses anything past them, and the forms give their fields the same limits.
 */

/**
 * How many objects and arrays a request body may hold one inside another, the outermost counting
 * as the first level. The contract's deepest body, a channel partner's, nests a handful; past this
 * the server refuses the body before it reads any further, so no check of it can run out of stack
 * or hold the server.
 */
export const MAX_BODY_DEPTH = 32;

/**
 * How many values a request body may hold: its objects and arrays, and the entries of each. The
 * fullest body the contract allows, a partnership firm of 50 partners with 20 associates each,
 * holds under 7,000; parsing 10,000 takes a few milliseconds, while a megabyte of tiny values took
 * hundreds, during which no other request was answered.
 */
export const MAX_BODY_VALUES = 10_000;

/** The largest value of the database's integer: no id, version or page number goes past it. */
export const MAX_DATABASE_INTEGER = 2_147_483_647;

/** Characters a text may hold, by what the text is. */
export const TEXT_LIMITS = {
  /**
   * A name: of a person, project, firm, company, amenity, role or permission; also a designation,
   * a profession, a relation, a follow-up's purpose and who took it.
   */
  name: 200,
  username: 100,
  /** The longest address RFC 5321 lets through. */
  email: 254,
  /** Room for any passphrase; hashing a longer one would only cost the server. */
  password: 128,
  /** What is written by hand as an identifier: a plot number, a registration number, a unit. */
  code: 50,
  /** A phone number typed freely, with its spaces, dashes and country code. */
  phone: 20,
  /** Free text: remarks, notes, addresses, descriptions, follow-up updates and metadata. */
  note: 4000,
  /** An RFC 3339 instant with its offset ('2026-11-22T11:00:00.000+05:30'), finer seconds too. */
  instant: 40,
  /** What is typed into a list's search or filter. */
  search: 200,
  /** A refresh token as the server hands it out, with room to spare. */
  token: 512,
  /** A project's amenities as the JSON text the project form writes beside them. */
  amenitiesJson: 500_000,
} as const;

/** A plot's size in its unit (sq ft unless it says otherwise). */
export const MAX_PLOT_SIZE = 10_000_000;
/** A project's, its roads' or an amenity's area in sq ft: a billion is over 20,000 acres. */
export const MAX_AREA_SQ_FT = 1_000_000_000;
/** An amount in rupees (a sale rate, a token, a booking amount): ₹1,000 crore. */
export const MAX_AMOUNT_RUPEES = 10_000_000_000;
/** A channel partner's commission, in percent. */
export const MAX_COMMISSION_PERCENT = 100;
/** Days from booking to registry: ten years. */
export const MAX_REGISTRY_DURATION_DAYS = 3650;

/** How many entries a repeatable part of a form holds. */
export const LIST_LIMITS = {
  /** Amenities one project picks. */
  projectAmenities: 100,
  /** Partners of a partnership firm, or authorized persons of a company. */
  partnerEntries: 50,
  /** Associates of one person. */
  associates: 20,
  /** Roles one user holds. */
  userRoles: 100,
  /** Permissions one role grants. */
  rolePermissions: 500,
  /** Projects one enquiry is interested in. */
  enquiryProjects: 20,
  /** Enquiries given to a sales person at once (the list's selection, pages of up to 100 each). */
  enquiriesAssigned: 500,
} as const;
