/** Links a guide may carry: web pages, mail addresses and paths of this app. */
export function safeHref(href: string): string | null {
  const trimmed = href.trim();
  if (/^(https?:|mailto:)/i.test(trimmed)) return trimmed;
  if (/^[/#]/.test(trimmed) && !trimmed.startsWith('//')) return trimmed;
  return null;
}
