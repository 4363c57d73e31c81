import { Anchor, type AnchorProps } from '@mantine/core';
import { websiteHref } from '@cohort/shared';
import { IconExternalLink } from '@tabler/icons-react';

/**
 * A startup's website as typed, opening in a new tab; a value without http(s) or mailto gets https:// in front
 * (spec 02 §5 Links).
 */
export function WebsiteLink({ website, ...props }: { website: string } & AnchorProps) {
  return (
    <Anchor
      href={websiteHref(website)}
      target="_blank"
      rel="noopener noreferrer"
      size="sm"
      dir="ltr"
      data-testid="startup-website"
      {...props}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4, overflowWrap: 'anywhere' }}
    >
      {website}
      <IconExternalLink size={14} aria-hidden />
    </Anchor>
  );
}
