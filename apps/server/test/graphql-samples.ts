import {
  type GraphQLInputType,
  type GraphQLNamedType,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
} from 'graphql';

/** What generated arguments hold: ids and texts to send, and how full lists and input objects are. */
export interface SampleValues {
  id: () => string;
  text: string;
  number: number;
  json: unknown;
  /** One item in each list (else lists are empty). */
  listsOfOne: boolean;
  /** Optional ID fields of input objects too (else only the required fields). */
  optionalIds: boolean;
  /**
   * A value for a scalar or enum named `name` (the argument or input field that holds it), or undefined for the
   * default above: lets a caller send a well-formed e-mail to `email`, an id of the right kind to `startupId`.
   */
  named?: (type: GraphQLNamedType, name: string) => unknown;
}

/** A value of an argument type that passes GraphQL validation, made of the given samples. */
export function sampleValue(type: GraphQLInputType, samples: SampleValues, name = ''): unknown {
  if (isNonNullType(type)) return sampleValue(type.ofType, samples, name);
  if (isListType(type)) return samples.listsOfOne ? [sampleValue(type.ofType, samples, name)] : [];
  if (isEnumType(type)) return samples.named?.(type, name) ?? type.getValues()[0]?.value;
  if (isInputObjectType(type)) {
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((field) => isNonNullType(field.type) || (samples.optionalIds && getNamedType(field.type).name === 'ID'))
        .map((field) => [field.name, sampleValue(field.type, samples, field.name)]),
    );
  }
  if (isScalarType(type)) {
    const chosen = samples.named?.(type, name);
    if (chosen !== undefined) return chosen;
    const scalars: Record<string, unknown> = {
      ID: samples.id(),
      String: samples.text,
      Int: samples.number,
      Float: samples.number,
      Boolean: false,
      DateTime: new Date().toISOString(),
      JSON: samples.json,
    };
    return scalars[type.name] ?? null;
  }
  return null;
}

/** Left out of the variables (a missing argument or input field). */
export const OMITTED: unique symbol = Symbol('omitted');

/** One bad value of an argument: the whole argument with one part of it replaced. */
export interface BadValue {
  /** Where the bad part sits inside the argument: '' for the argument itself, `.items[0].name` inside it. */
  path: string;
  /** What kind of bad input it is, e.g. `NUL character`, `id of another organisation`. */
  kind: string;
  /** The whole argument value, or OMITTED when the argument itself is left out. */
  value: unknown;
  /** The bad part alone (OMITTED when it is left out), to show in a report. */
  part: unknown;
}

export interface BadSamples {
  /** Well-formed values around the bad part (what `sampleValue` would send). */
  valid: SampleValues;
  /** A well-formed id of another organisation, of the same kind as the one `name` holds. */
  foreignId: (name: string) => string;
  /** How many items a very long list holds. */
  longList: number;
  /** How deep input objects are walked (0: only the argument itself). */
  maxDepth?: number;
}

/** Text that does not compress (so that it really is long once stored or indexed), made the same on every run. */
export function noisyText(length: number): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 ';
  let seed = 0x2545f491;
  let text = '';
  while (text.length < length) {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    text += alphabet[seed % alphabet.length];
  }
  return text;
}

const ONE_MEGABYTE = noisyText(1024 * 1024);
const LONG_TEXT = noisyText(10_000);
const ODD_UNICODE = '\u200F\u202Eשלום مرحبا 👩‍👩‍👧‍👦 🇺🇦 Z̴̡̛a̷l̸g̵o̶ e\u0301\u0301 \uFEFF\u2028end';

function nested(depth: number): unknown {
  let value: unknown = { leaf: true };
  for (let level = 0; level < depth; level += 1) value = { a: [value] };
  return value;
}

/** Bad values of a scalar or enum, one per kind of bad input. Values that GraphQL refuses are included on purpose. */
function badLeaves(type: GraphQLNamedType, name: string, samples: BadSamples): Array<{ kind: string; value: unknown }> {
  if (isEnumType(type)) return [{ kind: 'unknown enum value', value: 'NOT_A_VALUE' }];
  switch (type.name) {
    case 'ID':
      return [
        { kind: 'id that is not a UUID', value: 'not-a-uuid' },
        { kind: 'empty id', value: '' },
        { kind: 'id of another organisation', value: samples.foreignId(name) },
        { kind: 'number as id', value: 12345 },
        { kind: 'wrong type (boolean)', value: true },
      ];
    case 'String':
      return [
        { kind: 'wrong type (number)', value: 12345 },
        { kind: 'empty string', value: '' },
        { kind: 'long string (10,000 characters)', value: LONG_TEXT },
        { kind: '1 MB string', value: ONE_MEGABYTE },
        { kind: 'NUL character', value: 'a\u0000b' },
        { kind: 'lone surrogate', value: 'a\uD800b\uDFFF' },
        { kind: 'odd unicode (RTL marks, emoji, combining marks)', value: ODD_UNICODE },
        { kind: 'impossible date', value: '2026-02-30' },
        { kind: 'date of year zero', value: '0000-01-01' },
      ];
    case 'Int':
      return [
        { kind: 'negative number', value: -1 },
        { kind: 'zero', value: 0 },
        { kind: 'largest Int (2^31-1)', value: 2147483647 },
        { kind: 'smallest Int (-2^31)', value: -2147483648 },
        { kind: 'number above Int (2^31)', value: 2147483648 },
        { kind: 'NaN as a string', value: 'NaN' },
      ];
    case 'Float':
      return [
        { kind: 'negative number', value: -1 },
        { kind: 'huge number (1e308)', value: 1e308 },
        { kind: 'huge negative number (-1e308)', value: -1e308 },
        { kind: 'number above Int (2^31)', value: 2147483648 },
        { kind: 'NaN as a string', value: 'NaN' },
      ];
    case 'Boolean':
      return [{ kind: 'wrong type (string)', value: 'true' }];
    case 'DateTime':
      return [
        { kind: 'not a date', value: 'not a date' },
        { kind: 'earliest JavaScript date', value: '-271821-04-20T00:00:00.000Z' },
        { kind: 'latest JavaScript date', value: '+275760-09-13T00:00:00.000Z' },
        { kind: 'huge number as date (1e308)', value: 1e308 },
      ];
    case 'JSON':
      return [
        { kind: 'JSON string', value: 'text' },
        { kind: 'JSON number', value: -1 },
        { kind: 'JSON list', value: [1, 'two', null] },
        { kind: 'JSON nested 100 deep', value: nested(100) },
        { kind: 'JSON with __proto__', value: JSON.parse('{"__proto__": {"polluted": true}, "constructor": 1}') },
        { kind: 'JSON text with a NUL character', value: { search: 'a\u0000b', name: 'a\u0000b' } },
      ];
    default:
      return [
        { kind: 'unknown text', value: 'x' },
        { kind: 'wrong type (number)', value: 12345 },
      ];
  }
}

/**
 * Bad values of an argument, generated from its type: one value per kind of bad input for the argument and for each
 * field of its input objects (walked `maxDepth` deep), the rest of the argument well-formed. Kinds: wrong types,
 * long, empty and odd texts, NUL characters, numbers out of range, malformed and foreign ids, missing required
 * values, nulls, empty, single and very long lists, unknown fields. A bounded set, not the cross product.
 */
export function badValues(type: GraphQLInputType, samples: BadSamples, name = '', depth = 0): BadValue[] {
  if (isNonNullType(type)) {
    return [
      { path: '', kind: 'missing required value', value: OMITTED, part: OMITTED },
      { path: '', kind: 'null for a required value', value: null, part: null },
      ...badValues(type.ofType, samples, name, depth).filter((bad) => !(bad.path === '' && bad.value === null)),
    ];
  }
  if (isListType(type)) {
    const item = sampleValue(type.ofType, { ...samples.valid, listsOfOne: true }, name);
    const inner = badValues(type.ofType, samples, name, depth).filter(
      (bad) => bad.value !== OMITTED && bad.value !== null,
    );
    const long = Array(samples.longList).fill(item);
    return [
      { path: '', kind: 'null for a list', value: null, part: null },
      { path: '', kind: 'empty list', value: [], part: [] },
      { path: '', kind: 'single value for a list', value: item, part: item },
      { path: '', kind: `very long list (${samples.longList} items)`, value: long, part: long },
      { path: '[0]', kind: 'null item', value: [null], part: null },
      ...inner.map((bad) => ({ path: `[0]${bad.path}`, kind: bad.kind, value: [bad.value], part: bad.part })),
    ];
  }
  if (isInputObjectType(type)) {
    const valid = sampleValue(type, samples.valid, name) as Record<string, unknown>;
    const variants: BadValue[] = [
      { path: '', kind: 'null for an object', value: null, part: null },
      { path: '', kind: 'wrong type (string for an object)', value: 'not an object', part: 'not an object' },
      { path: '', kind: 'unknown field', value: { ...valid, notAField: 1 }, part: { notAField: 1 } },
    ];
    if (depth >= (samples.maxDepth ?? 3)) return variants;
    for (const field of Object.values(type.getFields())) {
      for (const bad of badValues(field.type, samples, field.name, depth + 1)) {
        const { [field.name]: _left, ...others } = valid;
        variants.push({
          path: `.${field.name}${bad.path}`,
          kind: bad.kind,
          value: bad.value === OMITTED ? others : { ...valid, [field.name]: bad.value },
          part: bad.part,
        });
      }
    }
    return variants;
  }
  const named = getNamedType(type);
  return badLeaves(named, name, samples).map((bad) => ({ path: '', ...bad, part: bad.value }));
}
