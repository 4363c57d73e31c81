import { SEARCH_MODULES } from '@cohort/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { SearchSitemapQuery } from '../graphql/search-sitemap.query.ts';
import { isSearchModuleName, searchSectionKey } from '../utils/search-labels.ts';
import { type LabelledSearchModule, sitemapPaths, visibleSearchModules } from '../utils/search-results.ts';

/** The search modules in the user's sitemap, with their texts in the interface language. */
export function useSearchModules(): { modules: LabelledSearchModule[]; loading: boolean } {
  const { t } = useTranslation('search');
  const [{ data, fetching }] = useQuery({ query: SearchSitemapQuery });
  const modules = useMemo(() => {
    if (!data) return [];
    const labelled: LabelledSearchModule[] = [];
    for (const module of visibleSearchModules(SEARCH_MODULES, sitemapPaths(data.setUp.sitemap))) {
      if (!isSearchModuleName(module.name)) continue;
      const sections: { path: string; label: string }[] = [];
      for (const path of module.sections) {
        const key = searchSectionKey(path);
        if (key) sections.push({ path, label: t(`sections.${key}`) });
      }
      labelled.push({
        name: module.name,
        to: module.to,
        title: t(`modules.${module.name}.title`),
        description: t(`modules.${module.name}.description`),
        sections,
      });
    }
    return labelled;
  }, [data, t]);
  return { modules, loading: fetching && !data };
}
