import { ColorSwatch, Group, MultiSelect, Pill } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UserTag } from '../graphql/user-tags.query.ts';
import { userTagColour } from '../utils/users.ts';

/** A tag's colour dot, before its name in the options and the chosen pills. */
function TagDot({ colour }: { colour: string }) {
  return <ColorSwatch color={colour} size={10} withShadow={false} aria-hidden="true" />;
}

/** The tag filter of the users page: several of the organisation's user tags, each with its colour. */
export function UserTagFilter({
  tags,
  value,
  onChange,
}: {
  tags: readonly UserTag[];
  value: string[];
  onChange: (tagIds: string[]) => void;
}) {
  const { t } = useTranslation('settings');
  const colours = new Map(tags.map((tag) => [tag._id, userTagColour(tag)]));
  const colourOf = (id: string) => colours.get(id) ?? 'gray';
  return (
    <MultiSelect
      label={t('users.filters.tag')}
      placeholder={value.length === 0 ? t('users.filters.allTags') : undefined}
      data={tags.map((tag) => ({ value: tag._id, label: tag.name }))}
      value={value}
      onChange={onChange}
      renderOption={({ option }) => (
        <Group gap={8} wrap="nowrap" data-testid="users-filter-tag-option">
          <TagDot colour={colourOf(option.value)} />
          <span dir="auto">{option.label}</span>
        </Group>
      )}
      renderPill={({ option, value: id, onRemove, disabled }) => (
        <Pill withRemoveButton onRemove={onRemove} disabled={disabled} data-testid="users-filter-tag-pill">
          <Group gap={4} wrap="nowrap" component="span">
            <TagDot colour={colourOf(String(id ?? option?.value ?? ''))} />
            <span dir="auto">{option?.label ?? ''}</span>
          </Group>
        </Pill>
      )}
      nothingFoundMessage={t('users.filters.noTags')}
      clearable
      comboboxProps={{ withinPortal: false }}
      w={240}
      data-testid="users-filter-tag"
    />
  );
}
