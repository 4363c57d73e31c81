import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { ChartCard } from './chart-card.tsx';

const CHART = {
  title: 'People by tag',
  categoryHeader: 'Tag',
  categories: [{ key: 'alumni', label: 'Alumni' }],
  series: [{ key: 'count', label: 'People', color: 'grape', values: [3] }],
  'data-testid': 'people-by-tag',
};

async function markup(props: Parameters<typeof ChartCard>[0]): Promise<string> {
  const { prelude } = await prerender(createElement(MantineProvider, null, createElement(ChartCard, props)));
  return (await new Response(prelude).text()).replace(/<!-- -->/g, '');
}

describe('ChartCard', () => {
  it('holds the bar chart, with its title and test id', async () => {
    const html = await markup(CHART);
    expect(html).toContain('data-testid="people-by-tag"');
    expect(html).toContain('data-testid="bar-chart"');
    expect(html).toContain('<caption>People by tag</caption>');
  });

  it('shows the title and the empty line instead of a chart with nothing to plot', async () => {
    const html = await markup({ ...CHART, empty: { text: 'No tags yet.', testId: 'people-no-tags' } });
    expect(html).not.toContain('data-testid="bar-chart"');
    expect(html).toContain('People by tag');
    expect(html).toMatch(/data-testid="people-no-tags"[^>]*>No tags yet\.</);
  });
});
