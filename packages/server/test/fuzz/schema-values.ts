/**
 * fast-check arbitraries derived from openapi.yaml's schemas: values the contract allows, with
 * ids kept small most of the time so that they find the records a business holds, and texts of
 * every kind of character (emoji, right-to-left script, SQL and LIKE metacharacters).
 */
import fc from 'fast-check';
import { atPointer } from '../../src/openapi/contract';

export type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};

export const resolveSchema = (schema: Schema): Schema =>
  schema.$ref ? resolveSchema(atPointer<Schema>(schema.$ref)) : schema;

/** Texts people type, and texts that test what the server does with odd characters. */
const MEANINGFUL_TEXT = fc.constantFrom(
  'Green Valley',
  'Ravi Kumar',
  'शर्मा',
  'محمد علي',
  '🏡 Plot 12 🌳',
  "O'Brien",
  "'; DROP TABLE bookings; --",
  '%_\\',
  '100%',
  '  spaced  ',
  '',
);

function textOf(schema: Schema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 40, 40);
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  if (schema.format === 'date') {
    return fc
      .date({ min: new Date('2015-01-01'), max: new Date('2035-12-31'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
  }
  if (schema.format === 'date-time') {
    return fc
      .date({ min: new Date('2015-01-01'), max: new Date('2035-12-31'), noInvalidDate: true })
      .map((date) => date.toISOString());
  }
  if (schema.format === 'email') return fc.emailAddress();
  const free = fc.string({ minLength, maxLength, unit: 'grapheme' });
  return fc.oneof(
    free,
    MEANINGFUL_TEXT.filter((text) => text.length >= minLength && text.length <= maxLength),
  );
}

function integerOf(schema: Schema): fc.Arbitrary<number> {
  const min = schema.minimum ?? -1_000_000;
  const max = schema.maximum ?? 1_000_000;
  // Ids and counts mostly small, so that they name records the business holds.
  const small = fc.integer({ min, max: Math.min(max, Math.max(min, 0) + 40) });
  return fc.oneof(
    { weight: 4, arbitrary: small },
    { weight: 1, arbitrary: fc.integer({ min, max }) },
  );
}

function numberOf(schema: Schema): fc.Arbitrary<number> {
  const min = schema.minimum ?? -1_000_000;
  const max = schema.maximum ?? 1_000_000;
  return fc.oneof(
    fc.integer({ min: Math.ceil(min), max: Math.floor(Math.min(max, min + 10_000)) }),
    fc.double({ min, max, noNaN: true, noDefaultInfinity: true }),
  );
}

function objectOf(schema: Schema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [name, valueOf(property, depth + 1)]),
  );
  return fc.record(model, { requiredKeys: schema.required ?? [] }) as fc.Arbitrary<
    Record<string, unknown>
  >;
}

/** The properties and required names of an allOf's objects, as one object schema. */
function mergedAllOf(schemas: Schema[]): Schema {
  return schemas.map(resolveSchema).reduce<Schema>(
    (merged, part) => ({
      ...merged,
      ...part,
      properties: { ...merged.properties, ...part.properties },
      required: [...(merged.required ?? []), ...(part.required ?? [])],
    }),
    {},
  );
}

/** A value the schema allows. */
export function valueOf(schema: Schema, depth = 0): fc.Arbitrary<unknown> {
  const resolved = resolveSchema(schema);
  if (resolved.allOf) return valueOf(mergedAllOf(resolved.allOf), depth);
  const branches = resolved.anyOf ?? resolved.oneOf;
  if (branches) return fc.oneof(...branches.map((branch) => valueOf(branch, depth)));
  if (resolved.enum) return fc.constantFrom(...resolved.enum);
  const types = Array.isArray(resolved.type) ? resolved.type : [resolved.type ?? 'object'];
  return fc.oneof(...types.map((type) => valueOfType(resolved, type, depth)));
}

function valueOfType(schema: Schema, type: string, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'string':
      return textOf(schema);
    case 'integer':
      return integerOf(schema);
    case 'number':
      return numberOf(schema);
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const items = valueOf(schema.items ?? {}, depth + 1);
      const constraints = {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, depth > 2 ? 1 : 4),
      };
      return schema.uniqueItems
        ? fc.uniqueArray(items, { ...constraints, selector: (item) => JSON.stringify(item) })
        : fc.array(items, constraints);
    }
    default:
      return objectOf(schema, depth);
  }
}
