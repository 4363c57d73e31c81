import { Group, MultiSelect, SegmentedControl, TextInput } from '@mantine/core';
import { IconBuildingSkyscraper, IconSearch, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { useStartupRelabel } from '../../organisation/index.ts';
import { CommunityOptionsQuery } from '../graphql/community-options.query.ts';
import type { CommunitySearch } from '../hooks/use-community-search.ts';
import { COMMUNITY_ROLE_TYPES, isCommunityKind } from '../utils/community-url.ts';

const asOptions = (items: readonly { _id: string; name: string }[] | undefined) =>
  (items ?? []).map((item) => ({ value: item._id, label: item.name }));

/**
 * People or startups, the search and the filters of the directory: role types, user tags, industries and skills for
 * people; industries and startup tags for startups. A tag filter shows only when the organisation has such tags.
 */
export function CommunityFilters({ list }: { list: CommunitySearch }) {
  const { t } = useTranslation(['community', 'common']);
  const relabel = useStartupRelabel();
  const [{ data }] = useQuery({ query: CommunityOptionsQuery, requestPolicy: 'cache-and-network' });
  const { state, change } = list;
  const people = state.kind === 'people';
  const tagOptions = asOptions(people ? data?.userTags : data?.startupTags);
  const skillOptions = asOptions(data?.skills);
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <SegmentedControl
        aria-label={t('community:search.kind')}
        value={state.kind}
        onChange={(kind) => {
          if (isCommunityKind(kind)) change({ kind });
        }}
        data={[
          {
            value: 'people',
            label: (
              <Group gap={6} wrap="nowrap">
                <IconUsers size={16} aria-hidden />
                <span>{t('community:kinds.people')}</span>
              </Group>
            ),
          },
          {
            value: 'startups',
            label: (
              <Group gap={6} wrap="nowrap">
                <IconBuildingSkyscraper size={16} aria-hidden />
                <span>{relabel(t('community:kinds.startups'))}</span>
              </Group>
            ),
          },
        ]}
        data-testid="community-kind"
      />
      <TextInput
        label={t('community:search.label')}
        placeholder={
          people ? t('community:search.peoplePlaceholder') : relabel(t('community:search.startupsPlaceholder'))
        }
        leftSection={<IconSearch size={16} />}
        value={list.search}
        onChange={(event) => list.setSearch(event.currentTarget.value)}
        style={{ flex: 1, minWidth: 200 }}
        data-testid="community-search"
      />
      {people ? (
        <MultiSelect
          label={t('community:filters.roles')}
          placeholder={state.roleTypes.length === 0 ? t('community:filters.allRoles') : undefined}
          data={COMMUNITY_ROLE_TYPES.map((type) => ({ value: type, label: t(`common:people.roleTypes.${type}`) }))}
          value={state.roleTypes}
          onChange={(roleTypes) => change({ roleTypes: roleTypes as typeof state.roleTypes })}
          searchable
          clearable
          w={200}
          data-testid="community-filter-roles"
        />
      ) : null}
      <MultiSelect
        label={t('community:filters.industries')}
        placeholder={state.industryIds.length === 0 ? t('community:filters.allIndustries') : undefined}
        data={asOptions(data?.industries)}
        value={state.industryIds}
        onChange={(industryIds) => change({ industryIds })}
        searchable
        clearable
        w={200}
        data-testid="community-filter-industries"
      />
      {people && (skillOptions.length > 0 || state.skillIds.length > 0) ? (
        <MultiSelect
          label={t('community:filters.skills')}
          placeholder={state.skillIds.length === 0 ? t('community:filters.allSkills') : undefined}
          data={skillOptions}
          value={state.skillIds}
          onChange={(skillIds) => change({ skillIds })}
          searchable
          clearable
          w={200}
          data-testid="community-filter-skills"
        />
      ) : null}
      {tagOptions.length > 0 || state.tagIds.length > 0 ? (
        <MultiSelect
          label={t('community:filters.tags')}
          placeholder={state.tagIds.length === 0 ? t('community:filters.allTags') : undefined}
          data={tagOptions}
          value={state.tagIds}
          onChange={(tagIds) => change({ tagIds })}
          searchable
          clearable
          w={200}
          data-testid="community-filter-tags"
        />
      ) : null}
    </Group>
  );
}
