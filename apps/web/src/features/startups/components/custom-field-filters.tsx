import { Button, Group, MultiSelect, NumberInput, Pill, Popover, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconFilterPlus } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StartupCustomField } from '../graphql/startup-custom-fields.query.ts';
import type { StartupsList } from '../hooks/use-startups-list.ts';
import {
  CUSTOM_FIELD_FILTER_TEXT_MAX,
  type CustomFieldFilter,
  type CustomFieldFilterDraft,
  criterionKindOf,
  customFieldFilterDraft,
  customFieldFilterOfDraft,
  EMPTY_CUSTOM_FIELD_FILTER_DRAFT,
  withCustomFieldFilter,
  withoutCustomFieldFilter,
} from '../utils/custom-field-filters.ts';

/**
 * The "Custom field" button of a startup list: a field to choose, then its criterion (options of a choice field, a
 * range of a number or currency field, a text for the others); applying it adds the filter to the address, or
 * replaces the one already on that field.
 */
export function CustomFieldFilterButton({
  list,
  fields,
}: {
  list: StartupsList;
  fields: readonly StartupCustomField[];
}) {
  const { t } = useTranslation('startups');
  const [opened, setOpened] = useState(false);
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-start"
      width={340}
      shadow="md"
      trapFocus
      withinPortal
    >
      <Popover.Target>
        <Button
          variant="default"
          leftSection={<IconFilterPlus size={16} aria-hidden />}
          onClick={() => setOpened((open) => !open)}
          aria-haspopup="dialog"
          aria-expanded={opened}
          data-testid="custom-filter-add"
        >
          {t('list.customFields.button')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown data-testid="custom-filter-editor">
        {opened ? (
          <CustomFieldFilterEditor
            fields={fields}
            filters={list.state.customFields}
            onCancel={() => setOpened(false)}
            onApply={(filter) => {
              setOpened(false);
              list.change({ customFields: withCustomFieldFilter(list.state.customFields, filter) });
            }}
          />
        ) : null}
      </Popover.Dropdown>
    </Popover>
  );
}

function CustomFieldFilterEditor({
  fields,
  filters,
  onCancel,
  onApply,
}: {
  fields: readonly StartupCustomField[];
  filters: readonly CustomFieldFilter[];
  onCancel: () => void;
  onApply: (filter: CustomFieldFilter) => void;
}) {
  const { t } = useTranslation('startups');
  const [fieldId, setFieldId] = useState<string | null>(null);
  const [draft, setDraft] = useState<CustomFieldFilterDraft>(EMPTY_CUSTOM_FIELD_FILTER_DRAFT);
  const field = fields.find((candidate) => candidate._id === fieldId);
  const outcome = field ? customFieldFilterOfDraft(field, draft) : null;
  const problem = outcome && 'problem' in outcome ? outcome.problem : null;
  const kind = field ? criterionKindOf(field.type) : null;
  const edit = (next: Partial<CustomFieldFilterDraft>) => setDraft((current) => ({ ...current, ...next }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (outcome && 'filter' in outcome) onApply(outcome.filter);
  };

  return (
    <form onSubmit={submit} noValidate data-testid="custom-filter-form">
      <Stack gap="sm">
        <Text size="sm" fw={600} data-testid="custom-filter-title">
          {t('list.customFields.title')}
        </Text>
        <Select
          label={t('list.customFields.field')}
          placeholder={t('list.customFields.fieldPlaceholder')}
          data={fields.map((candidate) => ({ value: candidate._id, label: candidate.label }))}
          value={fieldId}
          onChange={(id) => {
            setFieldId(id);
            setDraft(customFieldFilterDraft(filters.find((filter) => filter.fieldId === id)));
          }}
          searchable
          nothingFoundMessage={t('form.noOptions')}
          comboboxProps={{ withinPortal: false }}
          data-autofocus
          data-testid="custom-filter-field"
        />
        {field && kind === 'options' ? (
          <MultiSelect
            label={t('list.customFields.options')}
            placeholder={draft.optionIds.length === 0 ? t('list.customFields.optionsPlaceholder') : undefined}
            data={field.options.map((option) => ({ value: option._id, label: option.label }))}
            value={draft.optionIds}
            onChange={(optionIds) => edit({ optionIds })}
            searchable
            clearable
            nothingFoundMessage={t('form.noOptions')}
            comboboxProps={{ withinPortal: false }}
            data-testid="custom-filter-options"
          />
        ) : null}
        {field && kind === 'range' ? (
          <Group grow align="flex-start">
            <NumberInput
              label={t('list.customFields.min')}
              value={draft.min}
              onChange={(min) => edit({ min })}
              rightSection={field.currency ? <CurrencyCode code={field.currency} /> : undefined}
              data-testid="custom-filter-min"
            />
            <NumberInput
              label={t('list.customFields.max')}
              value={draft.max}
              onChange={(max) => edit({ max })}
              rightSection={field.currency ? <CurrencyCode code={field.currency} /> : undefined}
              error={problem === 'minAboveMax' ? t('list.customFields.minAboveMax') : undefined}
              data-testid="custom-filter-max"
            />
          </Group>
        ) : null}
        {field && kind === 'text' ? (
          <TextInput
            label={t('list.customFields.text')}
            value={draft.text}
            onChange={(event) => edit({ text: event.currentTarget.value })}
            maxLength={CUSTOM_FIELD_FILTER_TEXT_MAX}
            dir="auto"
            data-testid="custom-filter-text"
          />
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} data-testid="custom-filter-cancel">
            {t('actions.cancel')}
          </Button>
          <Button type="submit" disabled={!outcome || problem !== null} data-testid="custom-filter-apply">
            {t('list.customFields.apply')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function CurrencyCode({ code }: { code: string }) {
  return (
    <Text size="xs" c="dimmed">
      {code}
    </Text>
  );
}

/** The custom-field filters of a list as chips ("Stage: Idea, Seed"), each removable. */
export function CustomFieldFilterChips({
  list,
  fields,
}: {
  list: StartupsList;
  fields: readonly StartupCustomField[];
}) {
  const { t, i18n } = useTranslation('startups');
  const filters = list.state.customFields;
  if (filters.length === 0) return null;
  const number = (value: number) => value.toLocaleString(i18n.language);

  const criterionOf = (filter: CustomFieldFilter, field: StartupCustomField | undefined): string => {
    switch (filter.kind) {
      case 'options': {
        const labels = filter.optionIds.map(
          (id) => field?.options.find((option) => option._id === id)?.label ?? t('list.customFields.unknownOption'),
        );
        return labels.join(', ');
      }
      case 'range':
        if (filter.min !== null && filter.max !== null) {
          return t('list.customFields.between', { min: number(filter.min), max: number(filter.max) });
        }
        return filter.min !== null
          ? t('list.customFields.atLeast', { min: number(filter.min) })
          : t('list.customFields.atMost', { max: number(filter.max ?? 0) });
      case 'text':
        return t('list.customFields.contains', { text: filter.text });
    }
  };

  return (
    <Group gap="xs" wrap="wrap" data-testid="custom-filter-chips">
      {filters.map((filter) => {
        const field = fields.find((candidate) => candidate._id === filter.fieldId);
        const label = field?.label ?? t('list.customFields.unknownField');
        return (
          <Pill
            key={filter.fieldId}
            size="md"
            withRemoveButton
            onRemove={() => list.change({ customFields: withoutCustomFieldFilter(filters, filter.fieldId) })}
            // Mantine leaves the remove button out of the keyboard and of assistive technologies: it is the only way here.
            removeButtonProps={{
              'aria-label': t('list.customFields.remove', { field: label }),
              'aria-hidden': false,
              tabIndex: 0,
            }}
            data-testid="custom-filter-chip"
            data-field-id={filter.fieldId}
          >
            <bdi>{label}</bdi>: <bdi>{criterionOf(filter, field)}</bdi>
          </Pill>
        );
      })}
    </Group>
  );
}
