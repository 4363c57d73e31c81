import { Anchor, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AvailableFields } from '../utils/builder-state.ts';
import { customFieldsPath } from '../utils/profile-form-paths.ts';
import { AvailableFieldRow } from './available-field-row.tsx';

/**
 * "Available fields": the profile's custom fields on no form (or removed from this one), with a search, an "Add" on
 * each, and apart from them the fields on the other form of the profile, which cannot be added here.
 */
export function AvailableFieldsPanel({
  available,
  entityKind,
  hidden,
  search,
  editable,
  onSearch,
  onAdd,
}: {
  available: AvailableFields;
  entityKind: 'startup' | 'user';
  hidden: boolean;
  search: string;
  editable: boolean;
  onSearch: (search: string) => void;
  onAdd: (fieldId: string) => void;
}) {
  const { t } = useTranslation('profileForms');
  const otherFormNote = t(hidden ? 'builder.available.onVisible' : 'builder.available.onHidden');
  const searching = search.trim() !== '';
  const nothingFound = searching && available.addable.length === 0 && available.onOtherForm.length === 0;
  return (
    <Stack gap="sm" component="section" aria-labelledby="available-fields-title" data-testid="available-fields">
      <Group justify="space-between" gap="xs">
        <Title order={2} size="h5" id="available-fields-title">
          {t('builder.available.title')}
        </Title>
        <Anchor component={Link} to={customFieldsPath(entityKind)} size="sm" data-testid="profile-builder-create-field">
          <Group gap={4} wrap="nowrap" component="span">
            <IconPlus size={14} aria-hidden />
            {t('builder.available.createField')}
          </Group>
        </Anchor>
      </Group>
      <TextInput
        value={search}
        onChange={(event) => onSearch(event.currentTarget.value)}
        placeholder={t('builder.available.search')}
        aria-label={t('builder.available.search')}
        leftSection={<IconSearch size={16} />}
        data-testid="available-fields-search"
      />
      {nothingFound || (!searching && available.addable.length === 0) ? (
        <Text size="sm" c="dimmed" ta="center" p="md" data-testid="available-fields-empty">
          {t(nothingFound ? 'builder.available.noMatch' : 'builder.available.empty')}
        </Text>
      ) : null}
      {available.addable.length > 0 ? (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {available.addable.map((field) => (
            <AvailableFieldRow key={field._id} field={field} editable={editable} onAdd={() => onAdd(field._id)} />
          ))}
        </Stack>
      ) : null}
      {available.onOtherForm.length > 0 ? (
        <Stack gap="xs" data-testid="other-form-fields">
          <Text size="sm" fw={500} c="dimmed">
            {t('builder.available.otherTitle')}
          </Text>
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {available.onOtherForm.map((field) => (
              <AvailableFieldRow
                key={field._id}
                field={field}
                editable={false}
                otherFormNote={otherFormNote}
                onAdd={() => undefined}
              />
            ))}
          </Stack>
        </Stack>
      ) : null}
    </Stack>
  );
}
