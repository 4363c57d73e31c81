import { builder } from '../../platform/graphql/builder.ts';
import type { AvatarData, PersonHit } from './directory.service.ts';

/** The GraphQL types other modules' fields may return; implemented in this module's GraphQL files. */
export const UserAvatarRef = builder.objectRef<AvatarData>('UserAvatar');
export const SearchPersonRef = builder.objectRef<PersonHit>('SearchPerson');
