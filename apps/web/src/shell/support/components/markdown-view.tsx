import { Anchor, Blockquote, Code, List, Stack, Text, Title } from '@mantine/core';
import { Fragment, useMemo } from 'react';
import { Link } from 'react-router';
import {
  type InlineSegment,
  type MarkdownBlock,
  parseMarkdown,
  withoutTitleHeading,
} from '../utils/markdown-blocks.ts';

/** A guide page's markdown, rendered as text blocks: nothing of the page is read as HTML. */
export function MarkdownView({
  markdown,
  title,
  onNavigate,
}: {
  markdown: string;
  /** The page title shown above: a first heading repeating it is left out. */
  title?: string;
  onNavigate?: () => void;
}) {
  const blocks = useMemo(
    () => (title ? withoutTitleHeading(parseMarkdown(markdown), title) : parseMarkdown(markdown)),
    [markdown, title],
  );
  return (
    <Stack gap="sm" data-testid="support-doc-content">
      {blocks.map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the blocks of a page have no identity but their place.
        <BlockView key={index} block={block} onNavigate={onNavigate} />
      ))}
    </Stack>
  );
}

function BlockView({ block, onNavigate }: { block: MarkdownBlock; onNavigate?: (() => void) | undefined }) {
  switch (block.kind) {
    case 'heading':
      return (
        <Title order={Math.min(block.level + 1, 6) as 2 | 3 | 4 | 5 | 6} dir="auto">
          <Inline segments={block.content} onNavigate={onNavigate} />
        </Title>
      );
    case 'paragraph':
      return (
        <Text size="sm" dir="auto">
          <Inline segments={block.content} onNavigate={onNavigate} />
        </Text>
      );
    case 'quote':
      return (
        <Blockquote p="sm" dir="auto">
          <Inline segments={block.content} onNavigate={onNavigate} />
        </Blockquote>
      );
    case 'list':
      return (
        <List type={block.ordered ? 'ordered' : 'unordered'} size="sm" spacing={4}>
          {block.items.map((item, itemIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: list items of a static page have no identity.
            <List.Item key={itemIndex}>
              <Inline segments={item} onNavigate={onNavigate} />
            </List.Item>
          ))}
        </List>
      );
    case 'code':
      return <Code block>{block.text}</Code>;
  }
}

function Inline({ segments, onNavigate }: { segments: InlineSegment[]; onNavigate?: (() => void) | undefined }) {
  return segments.map((segment, index) => {
    const key = `${segment.kind}-${index}`;
    switch (segment.kind) {
      case 'strong':
        return (
          <Text key={key} span fw={700} inherit>
            {segment.text}
          </Text>
        );
      case 'emphasis':
        return (
          <Text key={key} span fs="italic" inherit>
            {segment.text}
          </Text>
        );
      case 'code':
        return <Code key={key}>{segment.text}</Code>;
      case 'link':
        return segment.href.startsWith('/') ? (
          <Anchor key={key} component={Link} to={segment.href} onClick={onNavigate} inherit>
            {segment.text}
          </Anchor>
        ) : segment.href.startsWith('#') ? (
          <Anchor key={key} href={segment.href} inherit>
            {segment.text}
          </Anchor>
        ) : (
          <Anchor key={key} href={segment.href} target="_blank" rel="noopener noreferrer" inherit>
            {segment.text}
          </Anchor>
        );
      default:
        return <Fragment key={key}>{segment.text}</Fragment>;
    }
  });
}
