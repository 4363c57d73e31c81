import {
  Anchor,
  Checkbox,
  Group,
  MultiSelect,
  NumberInput,
  Radio,
  Select,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { CUSTOM_FIELD_LIMITS } from '@cohort/shared';
import { useTranslation } from 'react-i18next';
import type { ProfileFieldItemData } from '../graphql/profile-field-values.fragment.ts';
import type { FieldDraft } from '../utils/field-form.ts';

interface ProfileFieldInputProps {
  item: ProfileFieldItemData;
  draft: FieldDraft;
  error: string | null;
  disabled: boolean;
  onChange: (draft: FieldDraft) => void;
}

/** The input of one field, by its type; a required field is marked, its description is the input's help. */
export function ProfileFieldInput({ item, draft, error, disabled, onChange }: ProfileFieldInputProps) {
  const { t } = useTranslation('profileFields');
  const { field, required } = item;
  const common = {
    label: field.label,
    description: field.description ?? undefined,
    withAsterisk: required,
    error: error ?? undefined,
    disabled,
  };
  const text = (value: string) => onChange({ ...draft, text: value });
  const choose = (optionIds: string[]) => onChange({ ...draft, optionIds });
  const data = field.options.map((option) => ({ value: option._id, label: option.label }));

  switch (field.type) {
    case 'text_long':
      return (
        <Textarea
          {...common}
          autosize
          minRows={3}
          maxRows={12}
          maxLength={CUSTOM_FIELD_LIMITS.textLong}
          value={draft.text}
          onChange={(event) => text(event.currentTarget.value)}
        />
      );
    case 'text_link':
      return (
        <TextInput
          {...common}
          type="url"
          dir="ltr"
          placeholder="https://"
          value={draft.text}
          onChange={(event) => text(event.currentTarget.value)}
        />
      );
    case 'phone':
      return (
        <TextInput
          {...common}
          type="tel"
          dir="ltr"
          autoComplete="tel"
          value={draft.text}
          onChange={(event) => text(event.currentTarget.value)}
        />
      );
    case 'date':
      return (
        <TextInput
          {...common}
          type="date"
          maw={240}
          value={draft.text}
          onChange={(event) => text(event.currentTarget.value)}
        />
      );
    case 'number':
      return (
        <NumberInput
          {...common}
          maw={320}
          value={draft.number}
          onChange={(value) => onChange({ ...draft, number: value })}
        />
      );
    case 'currency':
      return (
        <NumberInput
          {...common}
          maw={320}
          decimalScale={2}
          suffix={field.currency ? ` ${field.currency}` : undefined}
          value={draft.number}
          onChange={(value) => onChange({ ...draft, number: value })}
        />
      );
    case 'select_dropdown':
      return (
        <Select
          {...common}
          data={data}
          clearable={!required}
          searchable={data.length > 8}
          placeholder={t('chooseOne')}
          value={draft.optionIds[0] ?? null}
          onChange={(value) => choose(value ? [value] : [])}
        />
      );
    case 'select_multi_dropdown':
      return (
        <MultiSelect
          {...common}
          data={data}
          clearable
          searchable={data.length > 8}
          placeholder={draft.optionIds.length === 0 ? t('chooseMany') : undefined}
          value={draft.optionIds}
          onChange={choose}
        />
      );
    case 'select_radio':
      return (
        <Radio.Group {...common} value={draft.optionIds[0] ?? null} onChange={(value) => choose([value])}>
          <Stack gap={6} mt={6}>
            {field.options.map((option) => (
              <Radio key={option._id} value={option._id} label={option.label} disabled={disabled} />
            ))}
            {!required && draft.optionIds.length > 0 && !disabled ? (
              <Group>
                <Anchor component="button" type="button" size="xs" onClick={() => choose([])}>
                  {t('clearChoice')}
                </Anchor>
              </Group>
            ) : null}
          </Stack>
        </Radio.Group>
      );
    case 'select_checkbox':
      return (
        <Checkbox.Group {...common} value={draft.optionIds} onChange={choose}>
          <Stack gap={6} mt={6}>
            {field.options.map((option) => (
              <Checkbox key={option._id} value={option._id} label={option.label} disabled={disabled} />
            ))}
          </Stack>
        </Checkbox.Group>
      );
    case 'text':
      break;
  }
  return (
    <TextInput
      {...common}
      maxLength={CUSTOM_FIELD_LIMITS.text}
      value={draft.text}
      onChange={(event) => text(event.currentTarget.value)}
    />
  );
}
