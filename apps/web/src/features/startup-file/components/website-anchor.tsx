import { Anchor } from '@mantine/core';
import { websiteHref } from '@cohort/shared';
import { IconExternalLink } from '@tabler/icons-react';

/** A startup's website as typed, opening in a new tab (https:// in front when it has no scheme, spec 02 §5 Links). */
export function WebsiteAnchor({ website }: { website: string }) {
  return (
    <Anchor
      href={websiteHref(website)}
      target="_blank"
      rel="noopener noreferrer"
      size="sm"
      dir="ltr"
      data-testid="file-website"
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4, overflowWrap: 'anywhere' }}
    >
      {website}
      <IconExternalLink size={14} aria-hidden />
    </Anchor>
  );
}
