/**
 * The address of the organisation once its address label (slug) changes: the label replaces the first label of
 * the current host when the host starts with the current slug (acme.localhost:4000), else it is put in front.
 */
export function organisationOrigin(
  slug: string,
  currentSlug: string,
  location: Pick<Location, 'protocol' | 'host'>,
): string {
  const [first, ...rest] = location.host.split('.');
  const base = first === currentSlug && rest.length > 0 ? rest.join('.') : location.host;
  return `${location.protocol}//${slug}.${base}`;
}
