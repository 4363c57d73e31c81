import {
  Box,
  getThemeColor,
  Group,
  type MantineColor,
  Text,
  useDirection,
  useMantineTheme,
  VisuallyHidden,
} from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { type KeyboardEvent, type MouseEvent, useId, useState } from 'react';
import {
  type BarChartMode,
  categoryAt,
  labelRoom,
  layoutBarChart,
  MIN_VALUE_LABEL_WIDTH,
  nextCategory,
} from './bar-chart-layout.ts';

export interface BarChartSeries {
  key: string;
  label: string;
  /** A colour of the Mantine theme ('blue', 'teal', 'brand'…): it follows the light and dark schemes. */
  color: MantineColor;
  /** One value per category, in the categories' order. */
  values: readonly number[];
}

export interface BarChartCategory {
  key: string;
  /** The short label under the axis ('Mar 2'). */
  label: string;
  /** The longer name used in tooltips and the data table ('Week of Mar 2'); the label otherwise. */
  description?: string;
}

export interface BarChartProps {
  /** The chart's visible title, its accessible name and its data table's caption. */
  title: string;
  /** The header of the categories' column in the data table ('Week'). */
  categoryHeader: string;
  categories: readonly BarChartCategory[];
  series: readonly BarChartSeries[];
  mode?: BarChartMode;
  height?: number;
  formatValue?: (value: number) => string;
  'data-testid'?: string;
}

/** Until the container has been measured (and when rendered on the server). */
const FALLBACK_WIDTH = 640;
const TEXT_COLOUR = 'var(--mantine-color-dimmed)';
const GRID_COLOUR = 'var(--mantine-color-default-border)';
const HIGHLIGHT_COLOUR = 'var(--mantine-color-default-hover)';

/**
 * A bar chart drawn in SVG, without a charting library: one series, or several grouped or stacked. The time axis runs
 * right to left in a right-to-left language; values show on hover and, for keyboard users, on focus (arrow keys move
 * between categories); a visually hidden table gives screen readers the same data.
 */
export function BarChart({
  title,
  categoryHeader,
  categories,
  series,
  mode = 'grouped',
  height = 220,
  formatValue = String,
  'data-testid': testId,
}: BarChartProps) {
  const theme = useMantineTheme();
  const { dir } = useDirection();
  const rtl = dir === 'rtl';
  const { ref, width: measured } = useElementSize<HTMLDivElement>();
  const width = measured > 0 ? measured : FALLBACK_WIDTH;
  const [active, setActive] = useState<number | null>(null);
  const titleId = useId();

  const layout = layoutBarChart({
    width,
    height,
    rtl,
    mode,
    minLabelSpacing: labelRoom(categories.map((category) => category.label)),
    values: series.map((s) => categories.map((_, index) => s.values[index] ?? 0)),
  });
  const colours = series.map((s) => getThemeColor(s.color, theme));
  const describe = (index: number) => categories[index]?.description ?? categories[index]?.label ?? '';
  const barTitle = (s: number, c: number, value: number) =>
    `${describe(c)} – ${series[s]?.label ?? ''}: ${formatValue(value)}`;
  const groupTitle = (c: number) =>
    `${describe(c)} – ${series.map((s) => `${s.label}: ${formatValue(s.values[c] ?? 0)}`).join(', ')}`;

  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    if (event.key === 'Escape') {
      setActive(null);
      return;
    }
    const next = nextCategory(active, event.key, categories.length, rtl);
    if (next !== active) {
      event.preventDefault();
      setActive(next);
    }
  };

  const onMouseMove = (event: MouseEvent<SVGSVGElement>) => {
    const x = event.clientX - event.currentTarget.getBoundingClientRect().left;
    setActive(categoryAt(layout, x));
  };

  return (
    <Box component="figure" m={0} data-testid={testId}>
      <Group component="figcaption" justify="space-between" gap="xs" mb="xs" wrap="wrap">
        <Text fw={600} size="sm" id={titleId}>
          {title}
        </Text>
        {series.length > 1 ? (
          <Group gap="md" aria-hidden data-testid="bar-chart-legend">
            {series.map((s, index) => (
              <Group key={s.key} gap={6} wrap="nowrap">
                <Box w={10} h={10} style={{ borderRadius: 2, background: colours[index] }} />
                <Text size="xs" c="dimmed">
                  {s.label}
                </Text>
              </Group>
            ))}
          </Group>
        ) : null}
      </Group>
      <div ref={ref} style={{ width: '100%' }}>
        <svg
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          role="img"
          aria-labelledby={titleId}
          tabIndex={categories.length > 0 ? 0 : undefined}
          onKeyDown={onKeyDown}
          onFocus={() => setActive((current) => current ?? nextCategory(null, 'End', categories.length))}
          onBlur={() => setActive(null)}
          onMouseMove={onMouseMove}
          onMouseLeave={() => setActive(null)}
          // Coordinates are physical; the mirroring for right to left is in the layout.
          style={{ display: 'block', maxWidth: '100%', direction: 'ltr', fontFamily: 'inherit', overflow: 'visible' }}
          data-testid="bar-chart"
        >
          <title>{title}</title>
          <g aria-hidden>
            {layout.ticks.map((tick) => (
              <g key={tick.value}>
                <line
                  x1={layout.plot.left}
                  x2={layout.plot.right}
                  y1={tick.y}
                  y2={tick.y}
                  style={{ stroke: GRID_COLOUR }}
                  strokeDasharray={tick.value === 0 ? undefined : '3 3'}
                />
                <text
                  x={layout.tickLabelX}
                  y={tick.y}
                  textAnchor={layout.tickAnchor}
                  dominantBaseline="middle"
                  fontSize={11}
                  style={{ fill: TEXT_COLOUR }}
                >
                  {formatValue(tick.value)}
                </text>
              </g>
            ))}
            <line
              x1={layout.axisX}
              x2={layout.axisX}
              y1={layout.plot.top}
              y2={layout.plot.bottom}
              style={{ stroke: GRID_COLOUR }}
            />
          </g>
          {layout.groups.map((group) => {
            const category = categories[group.category];
            const isActive = active === group.category;
            return (
              <g
                key={category?.key ?? group.category}
                data-testid="bar-chart-group"
                data-category={category?.key}
                data-active={isActive || undefined}
              >
                <rect
                  x={group.bandX}
                  y={layout.plot.top}
                  width={group.bandWidth}
                  height={layout.plot.bottom - layout.plot.top}
                  style={{ fill: isActive ? HIGHLIGHT_COLOUR : 'transparent' }}
                >
                  <title>{groupTitle(group.category)}</title>
                </rect>
                {group.bars.map((bar) => (
                  <rect
                    key={bar.series}
                    x={bar.x}
                    y={bar.y}
                    width={bar.width}
                    height={bar.height}
                    rx={Math.min(2, bar.width / 4)}
                    style={{ fill: colours[bar.series] }}
                    data-testid="bar-chart-bar"
                    data-series={series[bar.series]?.key}
                    data-value={bar.value}
                  >
                    <title>{barTitle(bar.series, bar.category, bar.value)}</title>
                  </rect>
                ))}
                {isActive ? (
                  <g aria-hidden data-testid="bar-chart-values">
                    {mode === 'stacked' || series.length === 1 ? (
                      <text
                        x={group.center}
                        y={group.top - 6}
                        textAnchor="middle"
                        fontSize={11}
                        fontWeight={600}
                        style={{ fill: 'var(--mantine-color-text)' }}
                      >
                        {formatValue(group.bars.reduce((sum, bar) => sum + bar.value, 0))}
                      </text>
                    ) : (
                      // Too narrow for one label per bar: the line under the chart says the values.
                      group.bars
                        .filter((bar) => bar.width >= MIN_VALUE_LABEL_WIDTH)
                        .map((bar) => (
                          <text
                            key={bar.series}
                            x={bar.x + bar.width / 2}
                            y={bar.y - 6}
                            textAnchor="middle"
                            fontSize={11}
                            fontWeight={600}
                            style={{ fill: 'var(--mantine-color-text)' }}
                          >
                            {formatValue(bar.value)}
                          </text>
                        ))
                    )}
                  </g>
                ) : null}
                {group.labelled ? (
                  <text
                    x={group.labelX}
                    y={layout.plot.bottom + 16}
                    textAnchor="middle"
                    direction={rtl ? 'rtl' : 'ltr'}
                    fontSize={11}
                    fontWeight={isActive ? 600 : undefined}
                    style={{ fill: isActive ? 'var(--mantine-color-text)' : TEXT_COLOUR }}
                    aria-hidden
                  >
                    {category?.label}
                  </text>
                ) : null}
              </g>
            );
          })}
        </svg>
      </div>
      {/* The values of the hovered or focused category in words, announced while arrowing through the chart. */}
      <Text size="xs" c="dimmed" mih="1.5em" aria-live="polite" data-testid="bar-chart-status">
        {active === null ? '' : groupTitle(active)}
      </Text>
      <VisuallyHidden>
        <table data-testid="bar-chart-table">
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{categoryHeader}</th>
              {series.map((s) => (
                <th key={s.key} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {categories.map((category, index) => (
              <tr key={category.key}>
                <th scope="row">{category.description ?? category.label}</th>
                {series.map((s) => (
                  <td key={s.key}>{formatValue(s.values[index] ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Box>
  );
}
