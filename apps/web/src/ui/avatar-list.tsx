import { Avatar } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DeferredTooltip } from './deferred-overlays.tsx';
import { AVATAR_PIXELS, type AvatarPerson, type AvatarSize, displayNameOf, UserAvatar } from './avatar.tsx';

/** Spec 01 §9: avatar lists show at most 3, 2 when compact, up to 5 when large, then '+N'. */
export const AVATAR_LIST_LIMITS = { regular: 3, compact: 2, large: 5 } as const;

export type AvatarListVariant = keyof typeof AVATAR_LIST_LIMITS;

/** How many avatars a list shows before '+N': the variant's limit, or a smaller maximum when one is given. */
export function avatarListLimit(variant: AvatarListVariant = 'regular', max?: number): number {
  const limit = AVATAR_LIST_LIMITS[variant];
  return max === undefined ? limit : Math.max(1, Math.min(limit, Math.floor(max)));
}

/** The people shown and the ones behind '+N'. */
export function splitAvatarList<T>(people: readonly T[], limit: number): { shown: T[]; hidden: T[] } {
  return { shown: people.slice(0, limit), hidden: people.slice(limit) };
}

export interface AvatarListProps<T extends AvatarPerson> {
  people: readonly T[];
  variant?: AvatarListVariant;
  /** Fewer than the variant allows (never more). */
  max?: number;
  size?: AvatarSize;
  /** Wraps each avatar, e.g. in a hover card from features/people (ui/ cannot import it). */
  renderAvatar?: (person: T, avatar: ReactNode) => ReactNode;
  'data-testid'?: string;
}

/** Overlapping avatars of people, then '+N' with the other names on hover (spec 01 §9). */
export function AvatarList<T extends AvatarPerson>({
  people,
  variant = 'regular',
  max,
  size = variant === 'large' ? 'large' : variant === 'compact' ? 'small' : 'medium',
  renderAvatar,
  'data-testid': testId = 'avatar-list',
}: AvatarListProps<T>) {
  const { t } = useTranslation('common');
  const { shown, hidden } = splitAvatarList(people, avatarListLimit(variant, max));
  if (people.length === 0) return null;
  const names = hidden.map(displayNameOf).filter(Boolean);
  return (
    <Avatar.Group spacing={size === 'tiny' || size === 'small' ? 'xs' : 'sm'} data-testid={testId}>
      {shown.map((person, index) => {
        const avatar = <UserAvatar person={person} size={size} data-testid="avatar-list-item" />;
        return (
          <span key={person._id ?? index} style={{ display: 'inline-flex' }}>
            {renderAvatar ? renderAvatar(person, avatar) : avatar}
          </span>
        );
      })}
      {hidden.length > 0 ? (
        <DeferredTooltip label={names.join(', ')} disabled={names.length === 0} withArrow multiline maw={260}>
          <Avatar
            size={AVATAR_PIXELS[size]}
            radius="xl"
            aria-label={t('people.more', { count: hidden.length })}
            data-testid="avatar-list-more"
          >
            {`+${hidden.length}`}
          </Avatar>
        </DeferredTooltip>
      ) : null}
    </Avatar.Group>
  );
}
