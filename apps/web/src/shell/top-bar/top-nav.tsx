import { NAVIGATION } from '@cohort/shared';
import { Box, Button, Group, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DeferredMenu } from '../../ui/deferred-overlays.tsx';
import { type TopBarItem, visibleItemCount } from '../navigation/top-bar-items.ts';
import { useMenuLabel } from '../navigation/use-menu-label.ts';
import { useDebouncedWidth } from './use-debounced-width.ts';

const ITEM_STYLE = {
  paddingInline: 10,
  paddingBlock: 6,
  borderRadius: 'var(--mantine-radius-sm)',
  fontSize: 'var(--mantine-font-size-sm)',
  whiteSpace: 'nowrap',
} as const;

function TopNavEntry({ item, text, testId }: { item: TopBarItem; text: string; testId?: string }) {
  const style = {
    ...ITEM_STYLE,
    fontWeight: item.active ? 600 : 400,
    color: item.active ? 'var(--mantine-primary-color-filled)' : 'inherit',
  };
  if (!item.path) {
    return (
      <Box component="span" style={style} data-testid={testId} data-active={item.active || undefined}>
        {text}
      </Box>
    );
  }
  return (
    <UnstyledButton
      component={Link}
      to={item.path}
      style={style}
      aria-current={item.active ? 'page' : undefined}
      data-testid={testId}
      data-active={item.active || undefined}
    >
      {text}
    </UnstyledButton>
  );
}

/**
 * The top bar's items (spec 01 §2.5): as many as fit, the rest in a 'More' dropdown. Every item is measured in a
 * hidden row; the available width is re-measured on resize after 500 ms without change.
 */
export function TopNav({ items }: { items: readonly TopBarItem[] }) {
  const { t } = useTranslation('shell');
  const label = useMenuLabel();
  const containerRef = useRef<HTMLDivElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  const available = useDebouncedWidth(containerRef, NAVIGATION.topBarOverflowDebounceMs);
  const [count, setCount] = useState(items.length);
  const texts = items.map((item) => label(item));
  const textsKey = texts.join('\u0000');

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measure when the texts (textsKey) or the width change.
  useLayoutEffect(() => {
    const row = measureRef.current;
    if (!row || available === null) return;
    const widths = [...row.children].map((child) => child.getBoundingClientRect().width);
    setCount(visibleItemCount(widths, available));
  }, [available, textsKey]);

  const shown = items.slice(0, count);
  const hidden = items.slice(count);
  return (
    <Box
      ref={containerRef}
      style={{ flex: 1, minWidth: 0, position: 'relative', overflow: 'hidden' }}
      data-testid="top-nav"
    >
      <Box
        ref={measureRef}
        aria-hidden="true"
        style={{ position: 'absolute', visibility: 'hidden', display: 'flex', insetInlineStart: 0, top: 0 }}
      >
        {items.map((item, index) => (
          <TopNavEntry key={item.name} item={item} text={texts[index] ?? item.name} />
        ))}
      </Box>
      <Group component="nav" gap={NAVIGATION.topBarItemSpacingPx} wrap="nowrap" aria-label={t('topBar.label')}>
        {shown.map((item) => (
          <TopNavEntry key={item.name} item={item} text={label(item)} testId={`top-nav-${item.name}`} />
        ))}
        {hidden.length > 0 ? (
          <DeferredMenu
            position="bottom-end"
            withinPortal
            target={
              <Button
                variant="subtle"
                color="gray"
                size="compact-sm"
                rightSection={<IconChevronDown size={14} aria-hidden="true" />}
                data-testid="top-nav-more"
              >
                {t('topBar.more')}
              </Button>
            }
          >
            {(Menu) => (
              <Menu.Dropdown data-testid="top-nav-more-menu">
                {hidden.map((item) =>
                  item.path ? (
                    <Menu.Item
                      key={item.name}
                      component={Link}
                      to={item.path}
                      fw={item.active ? 600 : undefined}
                      data-testid={`top-nav-more-${item.name}`}
                    >
                      {label(item)}
                    </Menu.Item>
                  ) : (
                    <Menu.Item key={item.name} disabled data-testid={`top-nav-more-${item.name}`}>
                      {label(item)}
                    </Menu.Item>
                  ),
                )}
              </Menu.Dropdown>
            )}
          </DeferredMenu>
        ) : null}
      </Group>
    </Box>
  );
}
