/**
 * What an answer withholds from its caller: openapi.yaml names the group of each field an answer
 * may withhold (`x-field-group`, a subject of the domain's ACCESS_POLICY), and every JSON answer
 * passes through the plan of its schema before it is sent. A field whose group the caller may not
 * read is sent as null, a list of such records as [], an optional field not at all.
 *
 * Plans are made once from the contract. A schema holding no such field has no plan, so answers
 * of most operations are sent untouched, and an answer is walked only when its caller lacks a
 * group its plan holds.
 */
import {
  ACCESS_POLICY,
  ANY_SIGNED_IN,
  isPolicySubject,
  mayRead,
  type PolicyCaller,
  type PolicySubject,
} from '@plotline/domain';
import { atPointer } from '../openapi/contract';

type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  'x-field-group'?: string;
};

/** How one field is withheld, and what lies beneath it. */
type FieldPlan = {
  group: PolicySubject | null;
  /** How to withhold it: a list empties, a required field becomes null, another goes. */
  withheldAs: 'empty list' | 'null' | 'absent';
  /** Whether the schema lets it be null (the contract's check, fieldGroupProblems). */
  nullable: boolean;
  inner: Plan | null;
};

export type Plan = {
  fields: Map<string, FieldPlan>;
  items: Plan | null;
  /** The plans of anyOf, oneOf and allOf branches, each applied to the value. */
  branches: Plan[];
  /** Every group a field beneath names: the answer is walked only for a caller lacking one. */
  groups: Set<PolicySubject>;
};

const typesOf = (schema: Schema) =>
  Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];

const localPointer = (ref: string) => ref.replace(/^.*#/, '#');

/** The schema a reference names, with whatever stands beside the reference. */
const resolved = (schema: Schema): Schema =>
  schema.$ref
    ? { ...atPointer<Schema>(localPointer(schema.$ref)), ...schema, $ref: undefined }
    : schema;

/** Whether a value of the schema may be null: by its type, or a null branch of anyOf/oneOf. */
function allowsNull(schema: Schema): boolean {
  const body = resolved(schema);
  return (
    typesOf(body).includes('null') ||
    [...(body.anyOf ?? []), ...(body.oneOf ?? [])].some(allowsNull)
  );
}

const compiled = new Map<string, Plan | null>();

/** The plan of a schema: what to withhold of a value of it, or null when nothing beneath may be. */
export function planOf(schema: Schema | undefined): Plan | null {
  if (!schema) return null;
  if (schema.$ref) {
    const ref = localPointer(schema.$ref);
    if (!compiled.has(ref)) {
      // Marked first, so a schema that holds itself does not recurse forever.
      compiled.set(ref, null);
      compiled.set(ref, planOf(atPointer<Schema>(ref)));
    }
    return compiled.get(ref) ?? null;
  }
  const plan: Plan = { fields: new Map(), items: null, branches: [], groups: new Set() };
  const required = new Set(schema.required ?? []);
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const group = property['x-field-group'] ?? null;
    if (group !== null && !isPolicySubject(group)) {
      throw new Error(`x-field-group of ${name} names ${group}, no subject of the access policy`);
    }
    const inner = planOf(property);
    if (group === null && !inner) continue;
    const isList = typesOf(resolved(property)).includes('array');
    plan.fields.set(name, {
      group,
      withheldAs: isList ? 'empty list' : required.has(name) ? 'null' : 'absent',
      nullable: allowsNull(property),
      inner,
    });
    if (group) plan.groups.add(group);
    for (const each of inner?.groups ?? []) plan.groups.add(each);
  }
  plan.items = planOf(schema.items);
  for (const branch of [
    ...(schema.anyOf ?? []),
    ...(schema.oneOf ?? []),
    ...(schema.allOf ?? []),
  ]) {
    const branchPlan = planOf(branch);
    if (branchPlan) plan.branches.push(branchPlan);
  }
  for (const each of [plan.items, ...plan.branches]) {
    for (const group of each?.groups ?? []) plan.groups.add(group);
  }
  return plan.groups.size > 0 ? plan : null;
}

function withheldFrom(plan: Plan, unreadable: ReadonlySet<PolicySubject>, value: unknown): unknown {
  if (Array.isArray(value)) {
    return plan.items ? value.map((item) => withheldFrom(plan.items!, unreadable, item)) : value;
  }
  if (value === null || typeof value !== 'object') return value;
  let shown = value as Record<string, unknown>;
  for (const branch of plan.branches) {
    shown = withheldFrom(branch, unreadable, shown) as Record<string, unknown>;
  }
  let copied = false;
  for (const [name, field] of plan.fields) {
    if (!Object.hasOwn(shown, name)) continue;
    if (!copied) {
      shown = { ...shown };
      copied = true;
    }
    if (field.group && unreadable.has(field.group)) {
      if (field.withheldAs === 'absent') delete shown[name];
      else shown[name] = field.withheldAs === 'empty list' ? [] : null;
    } else if (field.inner) {
      shown[name] = withheldFrom(field.inner, unreadable, shown[name]);
    }
  }
  return shown;
}

/** The value as the caller may see it: every field of a group they may not read withheld. */
export function shownTo(caller: PolicyCaller, plan: Plan | null, value: unknown): unknown {
  if (!plan) return value;
  const unreadable = new Set([...plan.groups].filter((group) => !mayRead(caller, group)));
  return unreadable.size === 0 ? value : withheldFrom(plan, unreadable, value);
}

/**
 * The fields a plan may withhold from a caller of an operation whose gate guarantees `held`
 * (its permission and the reads it needs) that the contract does not let be withheld: required,
 * not nullable, not a list. openapi.yaml must have none (a test holds it).
 */
export function fieldGroupProblems(
  plan: Plan | null,
  held: ReadonlySet<string>,
  at = '',
): string[] {
  if (!plan) return [];
  const problems: string[] = [];
  for (const [name, field] of plan.fields) {
    const read = field.group ? ACCESS_POLICY[field.group].read : ANY_SIGNED_IN;
    const guaranteed = read === ANY_SIGNED_IN || held.has(read);
    if (!guaranteed && field.withheldAs === 'null' && !field.nullable) {
      problems.push(`${at}${name} (${field.group}) is required and not nullable`);
    }
    // What lies inside a field of a group is shown only to a caller who reads that group.
    const within = read === ANY_SIGNED_IN ? held : new Set([...held, read]);
    problems.push(...fieldGroupProblems(field.inner, within, `${at}${name}.`));
  }
  problems.push(...fieldGroupProblems(plan.items, held, `${at}[].`));
  for (const branch of plan.branches) problems.push(...fieldGroupProblems(branch, held, at));
  return problems;
}
