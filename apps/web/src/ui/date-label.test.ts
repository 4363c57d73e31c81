import { MantineProvider } from '@mantine/core';
import i18next, { type i18n as I18n } from 'i18next';
import { createElement, type ReactElement } from 'react';
import { prerender } from 'react-dom/static';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import english from '../locales/en/common.json';
import french from '../locales/fr/common.json';
import { Clock } from './clock.tsx';
import { DateLabel } from './date-label.tsx';

let i18n: I18n;
beforeAll(async () => {
  i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { common: english }, fr: { common: french } },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
});
afterEach(() => vi.useRealTimers());

/** Renders on the server, waiting for the date locale to load; the text of the first <time>. */
async function timeText(element: ReactElement, language = 'en'): Promise<string> {
  await i18n.changeLanguage(language);
  const tree = createElement(I18nextProvider, { i18n }, createElement(MantineProvider, null, element));
  const { prelude } = await prerender(tree);
  const markup = await new Response(prelude).text();
  const match = /<time[^>]*>(.*?)<\/time>/s.exec(markup);
  if (!match?.[1]) throw new Error(`no <time> in ${markup}`);
  return match[1].replace(/<!-- -->/g, '');
}

const MOMENT = '2026-09-04T20:30:00.000Z'; // a Friday
const at = (iso: string) => vi.useFakeTimers({ toFake: ['Date'], now: new Date(iso) });

describe('DateLabel', () => {
  it("shows the spec's formats, in UTC unless a zone is given", async () => {
    expect(await timeText(createElement(DateLabel, { value: MOMENT }))).toBe('Sep 04, 2026');
    expect(await timeText(createElement(DateLabel, { value: MOMENT, format: 'ordinalDate' }))).toBe('4th Sep, 2026');
    expect(await timeText(createElement(DateLabel, { value: MOMENT, format: 'dateTime' }))).toBe(
      'Sep 04 2026, 08:30 pm',
    );
    expect(
      await timeText(createElement(DateLabel, { value: MOMENT, format: 'dateTime', timeZone: 'Asia/Tokyo' })),
    ).toBe('Sep 05 2026, 05:30 am');
  });

  it('labels days around today: Today, Yesterday, Tomorrow, a weekday, last weekday, else a date', async () => {
    at('2026-09-04T12:00:00Z');
    const calendar = (value: string, language?: string) =>
      timeText(createElement(DateLabel, { value, format: 'calendar' }), language);
    expect(await calendar(MOMENT)).toBe('Today');
    expect(await calendar('2026-09-03T08:00:00Z')).toBe('Yesterday');
    expect(await calendar('2026-09-05T08:00:00Z')).toBe('Tomorrow');
    expect(await calendar('2026-09-08T08:00:00Z')).toBe('Tuesday');
    expect(await calendar('2026-09-01T08:00:00Z')).toBe('last Tuesday');
    expect(await calendar('2026-08-20T08:00:00Z')).toBe('Aug 20, 2026');
    expect(await calendar('2026-09-03T08:00:00Z', 'fr')).toBe('Hier');
    expect(await calendar('2026-09-01T08:00:00Z', 'fr')).toBe('mardi dernier');
  });

  it('says how long ago a moment was, in the interface language', async () => {
    at('2026-09-04T20:35:00Z');
    expect(await timeText(createElement(DateLabel, { value: MOMENT, format: 'relative' }))).toBe('5 minutes ago');
    expect(await timeText(createElement(DateLabel, { value: MOMENT, format: 'relative' }), 'fr')).toBe(
      'il y a 5 minutes',
    );
  });
});

describe('Clock', () => {
  it('shows the time now in a time zone, hh:mm A unless told otherwise', async () => {
    at(MOMENT);
    expect(await timeText(createElement(Clock, { timeZone: 'Europe/Paris' }))).toBe('10:30 PM');
    expect(await timeText(createElement(Clock, { timeZone: 'America/New_York', format: 'HH:mm' }))).toBe('16:30');
    expect(await timeText(createElement(Clock, { timeZone: 'Nowhere/Special' }))).toBe('08:30 PM');
  });
});
