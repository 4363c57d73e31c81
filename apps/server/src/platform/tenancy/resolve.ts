import { isIP } from 'node:net';
import type { Database } from '../db/client.ts';

export interface TenantRef {
  id: string;
  slug: string;
}

/**
 * The organisation label of a host name (rule 1 of ARCHITECTURE.md): its first label, an `api.` label in
 * front skipped; the default organisation for a bare `localhost` or an IP address.
 */
export function organisationLabel(host: string | undefined, defaultOrganisation: string): string {
  const name = hostName(host);
  if (name === '' || name === 'localhost' || isIP(name) !== 0) return defaultOrganisation;
  const labels = name.split('.').filter(Boolean);
  if (labels[0] === 'api' && labels.length > 1) labels.shift();
  const first = labels[0];
  if (!first || first === 'localhost') return defaultOrganisation;
  return first;
}

/** The host without its port, lower case; IPv6 brackets removed. */
export function hostName(host: string | undefined): string {
  if (!host) return '';
  const trimmed = host.trim().toLowerCase();
  if (trimmed.startsWith('[')) return trimmed.slice(1, trimmed.indexOf(']'));
  return trimmed.replace(/:\d+$/, '').replace(/\.$/, '');
}

const CACHE_MS = 30_000;

/** Resolves hosts to organisations, by custom domain first and then by slug; known answers are cached briefly. */
export function createTenantResolver(database: Database, defaultOrganisation: string) {
  const cache = new Map<string, { tenant: TenantRef; expires: number }>();
  // A renamed, moved or suspended organisation is forgotten at once, whichever instance changed it.
  database.changes.on('incubators', () => cache.clear());
  return {
    async resolve(host: string | undefined, hint?: string | null): Promise<TenantRef | null> {
      const name = hostName(host);
      const slug =
        hint && /^[a-z0-9-]{1,63}$/.test(hint) && organisationLabel(host, defaultOrganisation) === defaultOrganisation
          ? hint
          : organisationLabel(host, defaultOrganisation);
      const key = `${name}|${slug}`;
      const hit = cache.get(key);
      if (hit && hit.expires > Date.now()) return hit.tenant;
      const domain = name.startsWith('api.') ? name.slice(4) : name;
      const rows = await database.ownerQuery<{ id: string; slug: string }>(
        `select id, slug from incubators where (custom_domain = $1 or slug = $2) and suspended_at is null
          order by (custom_domain = $1) desc nulls last limit 1`,
        [domain, slug],
      );
      const tenant = rows[0] ? { id: rows[0].id, slug: rows[0].slug } : null;
      if (tenant) cache.set(key, { tenant, expires: Date.now() + CACHE_MS });
      return tenant;
    },
    /** Forgets every cached answer (after an organisation is renamed, moved or suspended). */
    forget(): void {
      cache.clear();
    },
  };
}
export type TenantResolver = ReturnType<typeof createTenantResolver>;
