/**
 * The `nav-<…>` test id of a sidebar entry. The organisation settings and the outbox keep the ids the minimal top bar
 * gave them (nav-settings, nav-outbox), which the end-to-end tests use.
 */
const LEGACY_IDS: Readonly<Record<string, string>> = {
  organisationSettings: 'settings',
  emailOutbox: 'outbox',
};

export function sidebarTestId(name: string): string {
  return `nav-${LEGACY_IDS[name] ?? name}`;
}
