import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'code',
    'pre',
    'h3',
    'h4',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }),
  },
};

/** A message is HTML when it holds a real tag (`a<b then` is plain text); script and style count, to be removed. */
const HTML_TAG = new RegExp(
  '<\\/?(p|br|strong|b|em|i|u|s|a|ul|ol|li|blockquote|code|pre|h[1-6]|div|span|script|style|img|iframe|svg|table|object|embed|form|input|link|meta)' +
    '(\\s+[a-z][\\w:-]*\\s*=\\s*("[^"]*"|\'[^\']*\'|[^\\s>]+))*\\s*\\/?>|<!--',
  'i',
);

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * A post's message as stored: rich text keeps a small set of formatting tags and safe links, script and every
 * other markup is removed; plain text (no tag) becomes paragraphs with line breaks.
 */
export function sanitizeMessage(input: string): string {
  const trimmed = input.trim();
  if (!HTML_TAG.test(trimmed)) {
    return trimmed
      .split(/\n{2,}/)
      .map((paragraph) => `<p>${escapeText(paragraph).replace(/\n/g, '<br>')}</p>`)
      .join('');
  }
  return sanitizeHtml(trimmed, OPTIONS).trim();
}

/** The words of a message, for previews in notifications: no markup, at most `max` characters. */
export function messagePreview(html: string, max = 200): string {
  const text = sanitizeHtml(html.replace(/<\/(p|li|h3|h4|blockquote)>|<br\s*\/?>/gi, ' '), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
