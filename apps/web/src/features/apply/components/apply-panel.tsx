import { Paper } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { useApplyColours, useApplyFrame } from '../hooks/apply-layout-context.ts';

/** A panel of the apply pages in the layout's widget colours, as wide as its content width allows. */
export function ApplyPanel({
  children,
  testId,
  wide = false,
}: {
  children: ReactNode;
  testId?: string;
  /** The page's main column (up to the layout's width, 960 px at least) rather than a narrow form. */
  wide?: boolean;
}) {
  const { layout } = useApplyFrame();
  const colours = useApplyColours();
  const style = colours
    ? ({ '--mantine-color-anchor': colours.link, color: colours.text } as CSSProperties)
    : undefined;
  return (
    <Paper
      component="section"
      shadow="sm"
      radius="lg"
      p={{ base: 'lg', sm: 'xl' }}
      w="100%"
      maw={wide ? Math.max(layout.content.columnWidth, 960) : Math.max(layout.content.columnWidth, 420)}
      mx="auto"
      bg={colours?.widgetBackground}
      style={style}
      data-testid={testId}
    >
      {children}
    </Paper>
  );
}
