import { Typography } from '@mantine/core';

/**
 * A post's message as rich text. The HTML is safe to insert: the server sanitizes every message before storing it
 * (a short list of formatting tags, http/https/mailto links opening in a new tab, no scripts or attributes besides
 * those), and this is the only place the timeline inserts HTML.
 */
export function PostMessage({ html }: { html: string }) {
  if (html.trim() === '') return null;
  return (
    <Typography fz="sm" style={{ overflowWrap: 'anywhere' }}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the server, see above */}
      <div dir="auto" data-testid="post-message" dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
