import {
  type GraphQLInputType,
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
}

/** A value of an argument type that passes GraphQL validation, made of the given samples. */
export function sampleValue(type: GraphQLInputType, samples: SampleValues): unknown {
  if (isNonNullType(type)) return sampleValue(type.ofType, samples);
  if (isListType(type)) return samples.listsOfOne ? [sampleValue(type.ofType, samples)] : [];
  if (isEnumType(type)) return type.getValues()[0]?.value;
  if (isInputObjectType(type)) {
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((field) => isNonNullType(field.type) || (samples.optionalIds && getNamedType(field.type).name === 'ID'))
        .map((field) => [field.name, sampleValue(field.type, samples)]),
    );
  }
  if (isScalarType(type)) {
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
