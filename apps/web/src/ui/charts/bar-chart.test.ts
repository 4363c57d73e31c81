import { DirectionProvider, type DirectionProviderProps, MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { BarChart, type BarChartProps } from './bar-chart.tsx';

const PROPS: BarChartProps = {
  title: 'Posts and replies per week',
  categoryHeader: 'Week',
  categories: [
    { key: '2026-03-02', label: 'Mar 2', description: 'Week of Mar 2' },
    { key: '2026-03-09', label: 'Mar 9', description: 'Week of Mar 9' },
    { key: '2026-03-16', label: 'Mar 16', description: 'Week of Mar 16' },
  ],
  series: [
    { key: 'posts', label: 'Posts', color: 'blue', values: [1, 0, 4] },
    { key: 'replies', label: 'Replies', color: 'teal', values: [2, 3, 0] },
  ],
};

async function markup(props: BarChartProps, dir: 'ltr' | 'rtl' = 'ltr'): Promise<string> {
  const chart = createElement(MantineProvider, null, createElement(BarChart, props));
  const direction: DirectionProviderProps = { initialDirection: dir, detectDirection: false, children: chart };
  const tree = createElement(DirectionProvider, direction);
  const { prelude } = await prerender(tree);
  return (await new Response(prelude).text()).replace(/<!-- -->/g, '');
}

const count = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].length;
const xsOfGroups = (html: string) =>
  [...html.matchAll(/data-testid="bar-chart-group"[^>]*><rect x="([\d.]+)"/g)].map((m) => Number(m[1]));

describe('BarChart', () => {
  it('draws one group per category, one bar per series, coloured from the theme', async () => {
    const html = await markup(PROPS);
    expect(count(html, /data-testid="bar-chart-group"/g)).toBe(3);
    expect(count(html, /data-testid="bar-chart-bar"/g)).toBe(6);
    expect(html).toContain('fill:var(--mantine-color-blue-filled)');
    expect(html).toContain('fill:var(--mantine-color-teal-filled)');
    expect(html).toContain('<title>Week of Mar 16 – Posts: 4</title>');
    expect(html).toMatch(/role="img" aria-labelledby="[^"]+"/);
  });

  it('gives screen readers the data as a table', async () => {
    const html = await markup(PROPS);
    const table = /<table data-testid="bar-chart-table">(.*)<\/table>/s.exec(html)?.[1] ?? '';
    expect(table).toContain('<caption>Posts and replies per week</caption>');
    expect(table).toContain('<th scope="col">Week</th><th scope="col">Posts</th><th scope="col">Replies</th>');
    expect(table).toContain('<th scope="row">Week of Mar 9</th><td>0</td><td>3</td>');
  });

  it('runs the weeks right to left in a right-to-left interface', async () => {
    const ltr = xsOfGroups(await markup(PROPS));
    const rtl = xsOfGroups(await markup(PROPS, 'rtl'));
    expect(ltr).toHaveLength(3);
    expect(ltr[0]).toBeLessThan(ltr[2] as number);
    expect(rtl[0]).toBeGreaterThan(rtl[2] as number);
  });

  it('shows a legend only for several series', async () => {
    expect(await markup(PROPS)).toContain('data-testid="bar-chart-legend"');
    const single = { ...PROPS, series: PROPS.series.slice(0, 1) };
    expect(await markup(single)).not.toContain('data-testid="bar-chart-legend"');
  });
});
