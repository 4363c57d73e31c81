import { SEARCH_MODULES } from '@cohort/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { useStartupRelabel } from '../../../features/organisation/index.ts';
import { SearchSitemapQuery } from '../graphql/search-sitemap.query.ts';
import { isSearchModuleName, searchSectionKey } from '../utils/search-labels.ts';
import { type LabelledSearchModule, sitemapPaths, visibleSearchModules } from '../utils/search-results.ts';

/** The search modules in the user's sitemap, with their texts in the interface language. */
export function useSearchModules(): { modules: LabelledSearchModule[]; loading: boolean } {
  const { t } = useTranslation('search');
  const relabel = useStartupRelabel();
  const [{ data, fetching }] = useQuery({ query: SearchSitemapQuery });
  const modules = useMemo(() => {
    if (!data) return [];
    const labelled: LabelledSearchModule[] = [];
    for (const module of visibleSearchModules(SEARCH_MODULES, sitemapPaths(data.setUp.sitemap))) {
      if (!isSearchModuleName(module.name)) continue;
      const sections: { path: string; label: string }[] = [];
      for (const path of module.sections) {
        const key = searchSectionKey(path);
        if (key) sections.push({ path, label: relabel(t(`sections.${key}`)) });
      }
      labelled.push({
        name: module.name,
        to: module.to,
        title: relabel(t(`modules.${module.name}.title`)),
        description: relabel(t(`modules.${module.name}.description`)),
        sections,
      });
    }
    return labelled;
  }, [data, t, relabel]);
  return { modules, loading: fetching && !data };
}
