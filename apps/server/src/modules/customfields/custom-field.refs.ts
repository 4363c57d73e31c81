import { builder } from '../../platform/graphql/builder.ts';

/** A filter on one custom field, as the GraphQL input of the portfolio and its exports carries it. */
export interface CustomFieldFilterInput {
  fieldId: string | number;
  optionIds?: (string | number)[] | null;
  text?: string | null;
  min?: number | null;
  max?: number | null;
}

/** The GraphQL types other modules' fields may take; implemented in this module's GraphQL files. */
export const CustomFieldFilterInputRef = builder.inputRef<CustomFieldFilterInput>('CustomFieldFilterInput');
