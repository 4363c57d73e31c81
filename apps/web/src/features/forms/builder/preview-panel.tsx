import { Box, Group, Select, Stack, Text, Title } from '@mantine/core';
import {
  type FormAnswers,
  type FormQuestion,
  isRightToLeft,
  isVisibleToRole,
  LANGUAGE_NAMES,
  ROLE_TYPES,
  type RoleType,
} from '@cohort/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormRenderer } from '../renderer/index.ts';

const ANONYMOUS = 'anonymous';

/**
 * The form as each role sees it (questionVisibility), in one of its languages, drawn by the one form renderer: the
 * answers typed here drive conditions and totals and are never saved.
 */
export function PreviewPanel({ questions, languages }: { questions: readonly FormQuestion[]; languages: string[] }) {
  const { t } = useTranslation(['forms', 'common']);
  const [role, setRole] = useState<string>('Cofounder');
  const [language, setLanguage] = useState(languages[0] ?? 'en');
  const shownLanguage = languages.includes(language) ? language : (languages[0] ?? 'en');
  const roleType = role === ANONYMOUS ? null : (role as RoleType);
  const visible = questions.filter((q) => isVisibleToRole(q, roleType));
  // Answers typed in the preview stay while it is open, so that conditions and totals can be tried out.
  const [answers, setAnswers] = useState<FormAnswers>({});
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
      {visible.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="form-preview-empty">
          {t('builder.preview.empty')}
        </Text>
      ) : (
        <Box dir={isRightToLeft(shownLanguage) ? 'rtl' : 'ltr'} lang={shownLanguage} data-testid="form-preview-form">
          <FormRenderer
            questions={questions}
            language={shownLanguage}
            roleType={roleType}
            answers={answers}
            onChange={setAnswers}
          />
        </Box>
      )}
    </Stack>
  );
}
