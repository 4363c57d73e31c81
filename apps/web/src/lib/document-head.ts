/**
 * The organisation's presence in the browser tab: title, description and icon. The server writes them
 * into index.html for the first paint; these helpers keep them right afterwards.
 */

export function setDocumentTitle(title: string): void {
  if (document.title !== title) document.title = title;
}

/** '{page} - {tenant title}' (spec 01 §2.2); the tenant title alone when there is no page title. */
export function pageTitle(page: string | null | undefined, tenantTitle: string): string {
  return page ? `${page} - ${tenantTitle}` : tenantTitle;
}

function headElements<T extends HTMLElement>(selector: string, create: () => T): T[] {
  const existing = [...document.head.querySelectorAll<T>(selector)];
  if (existing.length > 0) return existing;
  const element = create();
  document.head.append(element);
  return [element];
}

export function setMetaDescription(description: string | null): void {
  const elements = headElements('meta[name="description"]', () => {
    const element = document.createElement('meta');
    element.name = 'description';
    return element;
  });
  for (const meta of elements) meta.content = description ?? '';
}

export function setFavicon(href: string | null): void {
  if (!href) return;
  const elements = headElements('link[rel~="icon"]', () => {
    const element = document.createElement('link');
    element.rel = 'icon';
    return element;
  });
  for (const link of elements) link.href = href;
}
