import { Avatar, type AvatarProps } from '@mantine/core';
import type { ComponentPropsWithoutRef, Ref } from 'react';

/** Avatar sizes of the product, tiny to xxxlarge (spec 01 §3). */
export type AvatarSize = 'tiny' | 'small' | 'medium' | 'large' | 'xlarge' | 'xxlarge' | 'xxxlarge';
export const AVATAR_PIXELS: Record<AvatarSize, number> = {
  tiny: 20,
  small: 26,
  medium: 32,
  large: 40,
  xlarge: 56,
  xxlarge: 80,
  xxxlarge: 120,
};

export interface AvatarPerson {
  _id?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  fullName?: string | null;
  avatar?: string | null;
}

/** The upper-case initials shown when a person has no image (spec 01 §3). */
export function initialsOf(person: AvatarPerson): string {
  const first = person.firstName?.trim() || person.fullName?.trim().split(/\s+/)[0] || '';
  const last = person.lastName?.trim() || person.fullName?.trim().split(/\s+/).slice(1).join(' ') || '';
  return `${Array.from(first)[0] ?? ''}${Array.from(last)[0] ?? ''}`.toLocaleUpperCase();
}

/** The name a person is shown with: the full name, else first and last name. */
export function displayNameOf(person: AvatarPerson): string {
  return person.fullName?.trim() || [person.firstName?.trim(), person.lastName?.trim()].filter(Boolean).join(' ') || '';
}

export type UserAvatarProps = {
  person: AvatarPerson;
  size?: AvatarSize;
  ref?: Ref<HTMLDivElement>;
  'data-testid'?: string;
} & Omit<AvatarProps, 'src' | 'alt' | 'size' | 'children' | 'name' | 'color'> &
  Omit<ComponentPropsWithoutRef<'div'>, 'color' | 'children'>;

/**
 * A person's avatar: the image, or the initials on a colour derived from the name when there is none or it cannot
 * load. Extra props (events, ref, data attributes) reach the root, so it can be the target of a hover card or tooltip.
 */
export function UserAvatar({ person, size = 'medium', ref, radius = 'xl', ...rest }: UserAvatarProps) {
  const name = displayNameOf(person);
  const initials = initialsOf(person);
  return (
    <Avatar
      ref={ref}
      src={person.avatar || null}
      alt={name}
      name={name || undefined}
      color="initials"
      size={AVATAR_PIXELS[size]}
      radius={radius}
      data-avatar-size={size}
      {...rest}
    >
      {initials || null}
    </Avatar>
  );
}
