import { MantineProvider } from '@mantine/core';
import { createElement, type ReactElement } from 'react';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { displayNameOf, initialsOf, UserAvatar, type UserAvatarProps } from './avatar.tsx';

async function html(props: UserAvatarProps) {
  const avatar: ReactElement = createElement(UserAvatar, props);
  const { prelude } = await prerender(createElement(MantineProvider, null, avatar));
  return new Response(prelude).text();
}

describe('initials', () => {
  it('takes the first letters of the first and last name, upper-cased', () => {
    expect(initialsOf({ firstName: 'ada', lastName: 'lovelace' })).toBe('AL');
    expect(initialsOf({ fullName: 'grace brewster hopper' })).toBe('GB');
    expect(initialsOf({ fullName: '  Linus  ' })).toBe('L');
    expect(initialsOf({ firstName: 'Émile', lastName: 'Zola' })).toBe('ÉZ');
    expect(initialsOf({})).toBe('');
  });

  it('names a person by the full name, else first and last name', () => {
    expect(displayNameOf({ fullName: 'Ada Lovelace', firstName: 'x' })).toBe('Ada Lovelace');
    expect(displayNameOf({ firstName: 'Ada', lastName: ' ' })).toBe('Ada');
    expect(displayNameOf({})).toBe('');
  });
});

describe('UserAvatar', () => {
  it('shows the initials without an image, at the size asked', async () => {
    const markup = await html({ person: { firstName: 'Ada', lastName: 'Lovelace' }, size: 'xlarge' });
    expect(markup).toContain('>AL</span>');
    expect(markup).toContain('title="Ada Lovelace"');
    expect(markup).toContain('data-avatar-size="xlarge"');
    expect(markup).toContain('--avatar-size:calc(3.5rem');
    expect(markup).not.toContain('<img');
  });

  it('shows the image when there is one, named for screen readers', async () => {
    const markup = await html({
      person: { fullName: 'Ada Lovelace', avatar: 'https://cdn.example.test/ada.png' },
      'data-testid': 'ada',
    });
    expect(markup).toMatch(/<img[^>]+src="https:\/\/cdn\.example\.test\/ada\.png"/);
    expect(markup).toMatch(/<img[^>]+alt="Ada Lovelace"/);
    expect(markup).toContain('data-testid="ada"');
  });
});
