/**
 * openapi.yaml's limits are the domain's: every text, number and list a request can carry has
 * one, and it is the figure of @plotline/domain's input limits that the forms use too, so the
 * contract, the server and the browser cannot drift apart.
 */
import {
  ENQUIRY_IMPORT_FIELDS,
  ENQUIRY_IMPORT_LIMITS,
  CALENDAR_MONTH_LENGTH,
  LIST_LIMITS,
  MAX_AMOUNT_RUPEES,
  MAX_AREA_SQ_FT,
  MAX_COMMISSION_PERCENT,
  MAX_DATABASE_INTEGER,
  MAX_INSTALMENTS,
  MAX_PAGE_SIZE,
  MAX_PLOT_SIZE,
  MAX_REGISTRY_DURATION_DAYS,
  MAX_SIZE_BOUND,
  MIN_PAGE_SIZE,
  MOBILE_NUMBER_DIGITS,
  TEXT_LIMITS,
  CHANGE_STREAM,
  NOTIFICATION_LIMITS,
  PAYMENT_TEXT_LIMITS,
  SEARCH_MOST_HITS_PER_KIND,
  SEARCH_TEXT_LIMITS,
} from '@plotline/domain';
import { describe, expect, it } from 'vitest';
import { OPENAPI_DOCUMENT } from '../src/openapi/contract';

type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  allOf?: Schema[];
  anyOf?: Schema[];
  enum?: unknown[];
  format?: string;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
};
type Parameter = { name: string; in: string; schema: Schema };
type Operation = {
  parameters?: (Parameter | { $ref: string })[];
  requestBody?: { content: Record<string, { schema: Schema }> };
};
type Document = {
  paths: Record<string, Record<string, Operation> & { parameters?: Operation['parameters'] }>;
  components: { schemas: Record<string, Schema>; parameters: Record<string, Parameter> };
};

const doc = OPENAPI_DOCUMENT as unknown as Document;

/** What each text of a request is, by its name; a location listed below overrides it. */
const TEXT_KINDS: Record<string, keyof typeof TEXT_LIMITS> = {
  username: 'username',
  email: 'email',
  emailId: 'email',
  companyEmail: 'email',
  salesPersonEmail: 'email',
  plotOwnerEmail: 'email',
  password: 'password',
  confirmPassword: 'password',
  currentPassword: 'password',
  newPassword: 'password',
  refreshToken: 'token',
  name: 'name',
  firstName: 'name',
  lastName: 'name',
  personName: 'name',
  firmName: 'name',
  proprietorName: 'name',
  companyName: 'name',
  identityName: 'name',
  designation: 'name',
  profession: 'name',
  associateName: 'name',
  associateRelation: 'name',
  salesPersonName: 'name',
  salesPersonDesignation: 'name',
  plotOwnerName: 'name',
  guardianName: 'name',
  purpose: 'name',
  followUpTakenBy: 'name',
  sourceDetail: 'name',
  scheduledAt: 'instant',
  nextAction: 'name',
  plotNumber: 'code',
  sizeUnit: 'code',
  registrationNumber: 'code',
  module: 'code',
  phoneNumber: 'phone',
  plotOwnerPhone: 'phone',
  ownerMobileNumber: 'phone',
  ownerMobileLastFiveDigits: 'phone',
  mobileNumber: 'phone',
  alternateNumber: 'phone',
  description: 'note',
  metadata: 'note',
  remark: 'note',
  remarks: 'note',
  notes: 'note',
  additionalRemarks: 'note',
  addressOfPlotOwner: 'note',
  businessAddress: 'note',
  residentialAddress: 'note',
  firmAddress: 'note',
  companyAddress: 'note',
  cancellationReason: 'note',
  followUpUpdate: 'note',
  amenities: 'amenitiesJson',
  searchTerm: 'search',
  plotNumberQuery: 'search',
  nameQuery: 'search',
  mobileNumberQuery: 'search',
};

/** Where a name means something else: sign-in takes a username or an email address. */
const TEXT_KIND_AT: Record<string, keyof typeof TEXT_LIMITS> = {
  'LoginRequest.username': 'email',
};

/** Texts whose limit is their operation's own rule, by where they are. */
const MAX_LENGTH_AT: Record<string, number> = {
  '/search q': SEARCH_TEXT_LIMITS.maxLength,
  '/notifications before': NOTIFICATION_LIMITS.keyLength,
  'NotificationKeys.keys[]': NOTIFICATION_LIMITS.keyLength,
  '/events Last-Event-ID': CHANGE_STREAM.lastEventIdLength,
  'InstalmentInput.label': PAYMENT_TEXT_LIMITS.instalmentLabel,
  'PaymentInput.reference': PAYMENT_TEXT_LIMITS.reference,
  'PaymentInput.remarks': PAYMENT_TEXT_LIMITS.remarks,
  'PayoutInput.reference': PAYMENT_TEXT_LIMITS.reference,
  'TokenPayment.reference': PAYMENT_TEXT_LIMITS.reference,
  'PayoutInput.remarks': PAYMENT_TEXT_LIMITS.remarks,
  'ReversalInput.reason': PAYMENT_TEXT_LIMITS.reversalReason,
  'EnquiryActivityRequest.text': TEXT_LIMITS.note,
  'parameters.EnquiryFunnelMonth': CALENDAR_MONTH_LENGTH,
  'parameters.EnquiryCreatedMonthQuery': CALENDAR_MONTH_LENGTH,
  'EnquiryImportRequest.csv': ENQUIRY_IMPORT_LIMITS.characters,
  'EnquiryImportCommit.csv': ENQUIRY_IMPORT_LIMITS.characters,
};

/** Numbers whose maximum is their operation's own rule, by where they are. */
const MAXIMUM_AT: Record<string, number> = {
  '/search limit': SEARCH_MOST_HITS_PER_KIND,
  '/notifications pageSize': NOTIFICATION_LIMITS.mostPerPage,
  'EnquiryImportCommit.previewedCount': ENQUIRY_IMPORT_LIMITS.rows,
  // A column of the file, counted from 0.
  ...Object.fromEntries(
    ENQUIRY_IMPORT_FIELDS.map((field) => [
      `EnquiryImportMapping.${field}`,
      ENQUIRY_IMPORT_LIMITS.columns - 1,
    ]),
  ),
};

/** Every number's largest value, by its name; ids, versions and pages stop at the database's. */
const MAXIMA: Record<string, number> = {
  plotSize: MAX_PLOT_SIZE,
  // The plots' size filter, at either end.
  minSize: MAX_SIZE_BOUND,
  maxSize: MAX_SIZE_BOUND,
  totalProjectArea: MAX_AREA_SQ_FT,
  roadsArea: MAX_AREA_SQ_FT,
  totalSaleableArea: MAX_AREA_SQ_FT,
  area: MAX_AREA_SQ_FT,
  plotSaleRate: MAX_AMOUNT_RUPEES,
  tokenAmount: MAX_AMOUNT_RUPEES,
  bookingAmount: MAX_AMOUNT_RUPEES,
  saleValue: MAX_AMOUNT_RUPEES,
  amount: MAX_AMOUNT_RUPEES,
  commissionRate: MAX_COMMISSION_PERCENT,
  registryDuration: MAX_REGISTRY_DURATION_DAYS,
  pageSize: MAX_PAGE_SIZE,
  plotSizeMin: MAX_PLOT_SIZE,
  plotSizeMax: MAX_PLOT_SIZE,
  budgetMin: MAX_AMOUNT_RUPEES,
  budgetMax: MAX_AMOUNT_RUPEES,
};

const MAX_ITEMS: Record<string, number> = {
  projectAmenities: LIST_LIMITS.projectAmenities,
  partners: LIST_LIMITS.partnerEntries,
  authorizedPersons: LIST_LIMITS.partnerEntries,
  associates: LIST_LIMITS.associates,
  roleIds: LIST_LIMITS.userRoles,
  permissionIds: LIST_LIMITS.rolePermissions,
  keys: NOTIFICATION_LIMITS.keysPerMark,
  instalments: MAX_INSTALMENTS,
  projectIds: LIST_LIMITS.enquiryProjects,
  enquiryIds: LIST_LIMITS.enquiriesAssigned,
};

/** A value a request can carry: where it is, what it is called, and its schema. */
type Found = { at: string; name: string; schema: Schema };

function resolved(schema: Schema): { schema: Schema; name: string | null } {
  if (!schema.$ref) return { schema, name: null };
  const name = schema.$ref.split('/').at(-1)!;
  return { schema: doc.components.schemas[name]!, name };
}

const typesOf = (schema: Schema) => [schema.type ?? []].flat();

/** Every leaf value under a schema, named by the component schema and property it sits in. */
function valuesIn(raw: Schema, at: string, name: string, seen = new Set<string>()): Found[] {
  const { schema, name: component } = resolved(raw);
  if (component) {
    if (seen.has(component)) return [];
    seen.add(component);
  }
  const owner = component ?? at;
  const here: Found = { at: component ?? at, name, schema };
  return [
    ...(typesOf(schema).some((t) => ['string', 'integer', 'number', 'array'].includes(t))
      ? [here]
      : []),
    ...[...(schema.allOf ?? []), ...(schema.anyOf ?? [])].flatMap((part) =>
      valuesIn(part, owner, name, seen),
    ),
    ...Object.entries(schema.properties ?? {}).flatMap(([key, property]) =>
      valuesIn(property, `${owner}.${key}`, key, seen),
    ),
    ...(schema.items ? valuesIn(schema.items, `${owner}[]`, name, seen) : []),
  ];
}

function requestValues(): Found[] {
  const bodies = Object.values(doc.paths).flatMap((item) =>
    Object.values(item).flatMap((operation) => {
      const schema = (operation as Operation).requestBody?.content['application/json']?.schema;
      return schema ? valuesIn(schema, 'body', '(body)') : [];
    }),
  );
  // Parameters written out in a path, not named from components.parameters.
  const inline = Object.entries(doc.paths).flatMap(([path, item]) =>
    [item.parameters ?? [], ...Object.values(item).map((op) => (op as Operation).parameters ?? [])]
      .flat()
      .filter((p): p is Parameter => 'schema' in p)
      .map((p) => ({ at: `${path} ${p.name}`, name: p.name, schema: p.schema })),
  );
  const parameters = Object.entries(doc.components.parameters).map(([key, p]) => ({
    at: `parameters.${key}`,
    // A query filter is named for what it searches, apart from the body field of that name.
    name: key.endsWith('Query') ? `${p.name}Query` : p.name,
    schema: resolved(p.schema).schema,
  }));
  return [...bodies, ...inline, ...parameters];
}

const values = requestValues();
const isChoice = (schema: Schema) => schema.enum !== undefined || schema.format === 'date';

describe("openapi.yaml's limits", () => {
  it('finds the values of every request', () => {
    expect(values.length).toBeGreaterThan(200);
  });

  it('gives every text the maxLength of its kind', () => {
    const texts = values.filter(({ schema }) => typesOf(schema).includes('string'));
    const wrong = texts
      .filter(({ schema }) => !isChoice(schema))
      .map(({ at, name, schema }) => {
        const expected =
          at === 'PhoneDigits'
            ? MOBILE_NUMBER_DIGITS
            : (MAX_LENGTH_AT[at] ?? TEXT_LIMITS[TEXT_KIND_AT[at] ?? TEXT_KINDS[name]!]);
        return { at, maxLength: schema.maxLength, expected };
      })
      .filter(({ maxLength, expected }) => maxLength === undefined || maxLength !== expected);
    expect(wrong).toEqual([]);
  });

  it("gives every number a maximum: its own, else the database integer's", () => {
    const numbers = values.filter(({ schema }) =>
      typesOf(schema).some((t) => t === 'integer' || t === 'number'),
    );
    const wrong = numbers
      .filter(({ schema }) => schema.enum === undefined)
      .map(({ at, name, schema }) => ({
        at,
        maximum: schema.maximum,
        expected: MAXIMUM_AT[at] ?? MAXIMA[name] ?? MAX_DATABASE_INTEGER,
      }))
      .filter(({ maximum, expected }) => maximum !== expected);
    expect(wrong).toEqual([]);
  });

  it('gives every list its maxItems', () => {
    const lists = values.filter(({ schema }) => typesOf(schema).includes('array'));
    const wrong = lists
      .map(({ at, name, schema }) => ({ at, maxItems: schema.maxItems, expected: MAX_ITEMS[name] }))
      .filter(({ maxItems, expected }) => maxItems === undefined || maxItems !== expected);
    expect(wrong).toEqual([]);
  });

  it('takes any page size from MIN_PAGE_SIZE to MAX_PAGE_SIZE', () => {
    const { schema } = doc.components.parameters.PageSize!;
    expect(schema).toMatchObject({ minimum: MIN_PAGE_SIZE, maximum: MAX_PAGE_SIZE });
    expect(schema.enum).toBeUndefined();
  });
});
