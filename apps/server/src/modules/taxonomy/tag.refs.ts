import { builder } from '../../platform/graphql/builder.ts';
import type { TagRow } from './tag.service.ts';

/** The GraphQL types other modules' fields may return; implemented in this module's GraphQL files. */
export const TagRef = builder.objectRef<TagRow>('Tag');
