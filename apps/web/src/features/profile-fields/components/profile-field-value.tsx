import { Anchor, Badge, Group, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ProfileFieldItemData } from '../graphql/profile-field-values.fragment.ts';
import {
  chosenOptions,
  formatFieldCurrency,
  formatFieldDate,
  formatFieldNumber,
  hasFieldValue,
  linkHref,
  phoneHref,
} from '../utils/field-format.ts';

/**
 * One answer, written by its field's type: text, long text with its line breaks, a link opening in a new tab, a
 * number or an amount in the interface language, a date, a phone number to call, chosen options as badges;
 * 'Not answered' when empty.
 */
export function ProfileFieldValue({ item, dateLocale }: { item: ProfileFieldItemData; dateLocale: string }) {
  const { t, i18n } = useTranslation('profileFields');
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const { field, value } = item;
  if (!value || !hasFieldValue(field.type, value)) {
    return (
      <Text size="sm" c="dimmed" fs="italic" data-testid="profile-field-empty">
        {t('notAnswered')}
      </Text>
    );
  }
  switch (field.type) {
    case 'select_dropdown':
    case 'select_radio':
    case 'select_checkbox':
    case 'select_multi_dropdown':
      return (
        <Group gap={6} data-testid="profile-field-value">
          {chosenOptions(field.options, value.optionIds).map((option) => (
            <Badge
              key={option._id}
              variant="light"
              tt="none"
              data-testid="profile-field-option"
              data-option-id={option._id}
            >
              {option.label}
            </Badge>
          ))}
        </Group>
      );
    case 'number':
      return (
        <Text size="sm" data-testid="profile-field-value">
          {formatFieldNumber(value.number ?? 0, language)}
        </Text>
      );
    case 'currency':
      return (
        <Text size="sm" data-testid="profile-field-value">
          {formatFieldCurrency(value.number ?? 0, field.currency, language)}
        </Text>
      );
    case 'date':
      return (
        <Text size="sm" data-testid="profile-field-value">
          {formatFieldDate(value.date ?? '', dateLocale)}
        </Text>
      );
    case 'text_link': {
      const text = value.text ?? '';
      const href = linkHref(text);
      if (!href) break;
      return (
        <Anchor
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          dir="ltr"
          data-testid="profile-field-value"
          style={{
            display: 'inline-flex',
            alignItems: 'center',
            alignSelf: 'flex-start',
            gap: 4,
            overflowWrap: 'anywhere',
          }}
        >
          {text}
          <IconExternalLink size={14} aria-hidden />
        </Anchor>
      );
    }
    case 'phone':
      return (
        <Anchor href={phoneHref(value.text ?? '')} size="sm" dir="ltr" data-testid="profile-field-value">
          {value.text}
        </Anchor>
      );
    case 'text_long':
      return (
        <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap' }} data-testid="profile-field-value">
          {value.text}
        </Text>
      );
    case 'text':
      break;
  }
  return (
    <Text size="sm" dir="auto" style={{ overflowWrap: 'anywhere' }} data-testid="profile-field-value">
      {value.text}
    </Text>
  );
}
