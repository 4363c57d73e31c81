import { DirectionProvider, type DirectionProviderProps, MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { BarChart, type BarChartProps } from './bar-chart.tsx';
import { chartRows, directionalAxes } from './bar-chart-plot.tsx';

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

describe('BarChart', () => {
  it('feeds one row per category, with a value per series, to the chart, and colours from the theme', async () => {
    expect(chartRows(PROPS.categories, PROPS.series)).toEqual([
      { __category: '2026-03-02', posts: 1, replies: 2 },
      { __category: '2026-03-09', posts: 0, replies: 3 },
      { __category: '2026-03-16', posts: 4, replies: 0 },
    ]);
    const html = await markup(PROPS);
    expect(html).toContain('background:var(--mantine-color-blue-filled)');
    expect(html).toContain('background:var(--mantine-color-teal-filled)');
    expect(html).toContain('data-testid="bar-chart"');
  });

  it('gives screen readers the data as a table', async () => {
    const html = await markup(PROPS);
    const table = /<table data-testid="bar-chart-table">(.*)<\/table>/s.exec(html)?.[1] ?? '';
    expect(table).toContain('<caption>Posts and replies per week</caption>');
    expect(table).toContain('<th scope="col">Week</th><th scope="col">Posts</th><th scope="col">Replies</th>');
    expect(table).toContain('<th scope="row">Week of Mar 9</th><td>0</td><td>3</td>');
  });

  it('runs the weeks right to left in a right-to-left interface', () => {
    expect(directionalAxes(false)).toMatchObject({
      xAxisProps: { reversed: false },
      yAxisProps: { orientation: 'left' },
    });
    expect(directionalAxes(true)).toMatchObject({
      xAxisProps: { reversed: true },
      yAxisProps: { orientation: 'right' },
    });
  });

  it('shows a legend only for several series', async () => {
    expect(await markup(PROPS)).toContain('data-testid="bar-chart-legend"');
    const single = { ...PROPS, series: PROPS.series.slice(0, 1) };
    expect(await markup(single)).not.toContain('data-testid="bar-chart-legend"');
  });
});
