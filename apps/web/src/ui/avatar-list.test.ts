import { MantineProvider } from '@mantine/core';
import i18next from 'i18next';
import { createElement } from 'react';
import { prerender } from 'react-dom/static';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import common from '../locales/en/common.json';
import { AvatarList, type AvatarListProps, avatarListLimit, splitAvatarList } from './avatar-list.tsx';
import type { AvatarPerson } from './avatar.tsx';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { common } }, defaultNS: 'common' });
});

async function html(props: AvatarListProps<AvatarPerson>) {
  const tree = createElement(
    I18nextProvider,
    { i18n },
    createElement(MantineProvider, null, createElement(AvatarList<AvatarPerson>, props)),
  );
  const { prelude } = await prerender(tree);
  return new Response(prelude).text();
}

const people = ['Ada Lovelace', 'Grace Hopper', 'Alan Turing', 'Edsger Dijkstra', 'Barbara Liskov', 'Donald Knuth'].map(
  (fullName, index) => ({ _id: `u${index}`, fullName }),
);
const count = (markup: string, testId: string) => markup.split(`data-testid="${testId}"`).length - 1;

describe('avatar list limits (spec 01 §9)', () => {
  it('shows 3, 2 when compact, 5 when large; a maximum can only lower it', () => {
    expect(avatarListLimit()).toBe(3);
    expect(avatarListLimit('compact')).toBe(2);
    expect(avatarListLimit('large')).toBe(5);
    expect(avatarListLimit('large', 4)).toBe(4);
    expect(avatarListLimit('regular', 9)).toBe(3);
    expect(avatarListLimit('regular', 0)).toBe(1);
  });

  it('splits the people shown from those behind +N', () => {
    expect(splitAvatarList([1, 2, 3, 4, 5], 3)).toEqual({ shown: [1, 2, 3], hidden: [4, 5] });
    expect(splitAvatarList([1, 2], 3)).toEqual({ shown: [1, 2], hidden: [] });
  });
});

describe('AvatarList', () => {
  it('shows three avatars then +N with the count for screen readers', async () => {
    const markup = await html({ people });
    expect(count(markup, 'avatar-list-item')).toBe(3);
    expect(markup).toMatch(/data-testid="avatar-list-more"[^>]*>.*\+3</s);
    expect(markup).toContain('aria-label="3 more"');
    expect(markup).toContain('>AL<');
    expect(markup).not.toContain('>ED<');
  });

  it('shows two when compact and five when large, and no +N when everyone fits', async () => {
    const compact = await html({ people, variant: 'compact' });
    expect(count(compact, 'avatar-list-item')).toBe(2);
    expect(compact).toContain('aria-label="4 more"');
    const large = await html({ people: people.slice(0, 5), variant: 'large' });
    expect(count(large, 'avatar-list-item')).toBe(5);
    expect(count(large, 'avatar-list-more')).toBe(0);
  });

  it('lets the caller wrap each avatar, and shows nothing for nobody', async () => {
    const wrapped = await html({
      people: people.slice(0, 2),
      renderAvatar: (person, avatar) => createElement('a', { href: `/profile/${person._id}` }, avatar),
    });
    expect(wrapped).toContain('href="/profile/u0"');
    expect(wrapped).toContain('href="/profile/u1"');
    expect(await html({ people: [] })).not.toContain('avatar-list');
  });
});
