import { Stack, Text, UnstyledButton } from '@mantine/core';
import type { DocPage } from '../graphql/search-docs.query.ts';

/** Guide pages as a list of buttons: the title and a short excerpt. */
export function DocList({ pages, onOpen }: { pages: readonly DocPage[]; onOpen: (slug: string) => void }) {
  return (
    <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }} data-testid="support-doc-list">
      {pages.map((page) => (
        <li key={page.slug}>
          <UnstyledButton
            onClick={() => onOpen(page.slug)}
            w="100%"
            p="sm"
            style={{
              borderRadius: 'var(--mantine-radius-sm)',
              border: '1px solid var(--mantine-color-default-border)',
            }}
            data-testid="support-doc-result"
            data-slug={page.slug}
          >
            <Text size="sm" fw={600} dir="auto">
              {page.title}
            </Text>
            {page.excerpt ? (
              <Text size="xs" c="dimmed" lineClamp={2} dir="auto">
                {page.excerpt}
              </Text>
            ) : null}
          </UnstyledButton>
        </li>
      ))}
    </Stack>
  );
}
