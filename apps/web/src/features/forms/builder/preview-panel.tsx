import { Alert, Group, Select, Stack, Text, Title } from '@mantine/core';
import {
  type FormQuestion,
  isRightToLeft,
  isVisibleToRole,
  LANGUAGE_NAMES,
  localized,
  pagesOf,
  ROLE_TYPES,
  type RoleType,
} from '@cohort/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const ANONYMOUS = 'anonymous';

/**
 * The form as each role sees it (questionVisibility), in one of its languages. Until the shared form renderer lands,
 * it lists the questions the role would see, page by page.
 */
export function PreviewPanel({ questions, languages }: { questions: readonly FormQuestion[]; languages: string[] }) {
  const { t } = useTranslation(['forms', 'common']);
  const [role, setRole] = useState<string>('Cofounder');
  const [language, setLanguage] = useState(languages[0] ?? 'en');
  const shownLanguage = languages.includes(language) ? language : (languages[0] ?? 'en');
  const roleType = role === ANONYMOUS ? null : (role as RoleType);
  const pages = pagesOf(questions.filter((q) => isVisibleToRole(q, roleType)));
  return (
    <Stack gap="sm" data-testid="form-preview">
      <Title order={2} size="h5">
        {t('builder.preview.title')}
      </Title>
      <Group gap="xs" grow>
        <Select
          size="xs"
          label={t('builder.preview.role')}
          data={[
            { value: ANONYMOUS, label: t('builder.preview.anonymous') },
            ...ROLE_TYPES.map((value) => ({ value, label: t(`common:people.roleTypes.${value}`) })),
          ]}
          value={role}
          allowDeselect={false}
          onChange={(value) => value && setRole(value)}
          data-testid="form-preview-role"
        />
        <Select
          size="xs"
          label={t('builder.preview.language')}
          data={languages.map((value) => ({
            value,
            label: LANGUAGE_NAMES[value as keyof typeof LANGUAGE_NAMES] ?? value,
          }))}
          value={shownLanguage}
          allowDeselect={false}
          onChange={(value) => value && setLanguage(value)}
          data-testid="form-preview-language"
        />
      </Group>
      <Alert color="gray" p="xs">
        {t('builder.preview.pending')}
      </Alert>
      <Stack gap="md" dir={isRightToLeft(shownLanguage) ? 'rtl' : 'ltr'} lang={shownLanguage}>
        {pages.map((page, index) => (
          <Stack key={page[0]?.id ?? index} gap={4} data-testid="form-preview-page">
            {pages.length > 1 ? (
              <Text size="xs" c="dimmed" fw={600} tt="uppercase">
                {t('builder.preview.page', { number: index + 1 })}
              </Text>
            ) : null}
            {page.map((question) => (
              <Text
                key={question.id}
                size="sm"
                fw={question.questionType === 'section' || question.questionType === 'heading' ? 700 : 400}
                data-testid="form-preview-question"
              >
                {localized(question.label, shownLanguage) || t(`types.${question.questionType}`)}
                {question.validations?.required ? ' *' : ''}
                {question.dependency ? (
                  <Text span size="xs" c="dimmed">
                    {' '}
                    · {t('builder.questions.conditional')}
                  </Text>
                ) : null}
              </Text>
            ))}
          </Stack>
        ))}
        {pages.every((page) => page.length === 0) ? (
          <Text size="sm" c="dimmed">
            {t('builder.preview.empty')}
          </Text>
        ) : null}
      </Stack>
    </Stack>
  );
}
