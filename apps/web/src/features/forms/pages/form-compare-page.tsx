import { Alert, Button, Center, Container, Group, Loader, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { compareForms } from '@cohort/shared';
import { IconPencil } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useQuery } from 'urql';
import { usePageTitle } from '../../organisation/index.ts';
import { questionsOf } from '../builder/read-form.ts';
import { QuestionChangeCard, QuestionSummary } from '../compare/question-changes.tsx';
import { FormQuery, formVersionOf } from '../graphql/form.query.ts';
import { useFormsFeedback } from '../hooks/use-forms-feedback.ts';
import { FORMS_PATH, formBuilderPath, formComparePath } from '../utils/forms-url.ts';

function useVersion(id: string) {
  const [{ data, error }] = useQuery({ query: FormQuery, variables: { id }, requestPolicy: 'cache-and-network' });
  return { form: data?.form ? formVersionOf(data.form) : null, error };
}

/**
 * /forms/management/form/:baseId/compare/:compareId: what changed from one version of a form (`baseId`, a version id)
 * to another (`compareId`): questions added, removed and changed, with the kinds of change.
 */
export function FormComparePage() {
  const { baseId = '', compareId = '' } = useParams();
  const { t, i18n } = useTranslation('forms');
  const navigate = useNavigate();
  const feedback = useFormsFeedback();
  const before = useVersion(baseId);
  const after = useVersion(compareId);
  usePageTitle(t('compare.title'));
  const comparison = useMemo(
    () => (before.form && after.form ? compareForms(questionsOf(before.form), questionsOf(after.form)) : null),
    [before.form, after.form],
  );
  const error = before.error ?? after.error;
  if (error && (!before.form || !after.form)) {
    return (
      <Container size={1080} py="lg">
        <Alert color="red" role="alert" data-testid="form-compare-error">
          {feedback.errorMessage(error)}
        </Alert>
      </Container>
    );
  }
  if (!before.form || !after.form || !comparison) {
    return (
      <Center p="xl">
        <Loader />
      </Center>
    );
  }
  const language = after.form.languages.includes(i18n.resolvedLanguage ?? '')
    ? (i18n.resolvedLanguage ?? 'en')
    : (after.form.languages[0] ?? 'en');
  const versions = after.form.versions.map((version) => ({
    value: version._id,
    label: t('builder.versions.item', { version: version.version, count: version.answerCount }),
  }));
  const current = after.form.versions.find((version) => version.isCurrent);
  const same = before.form.baseId === after.form.baseId;
  const nothing = comparison.added.length + comparison.removed.length + comparison.changed.length === 0;

  return (
    <Container size={1080} py="lg" data-testid="form-compare-page">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={4}>
            <Title order={1} size="h2">
              {t('compare.title')}
            </Title>
            <Text c="dimmed" dir="auto">
              {after.form.title}
            </Text>
          </Stack>
          <Group gap="xs">
            <Button component={Link} to={FORMS_PATH} variant="default">
              {t('builder.back')}
            </Button>
            {current ? (
              <Button component={Link} to={formBuilderPath(current._id)} leftSection={<IconPencil size={16} />}>
                {t('compare.edit')}
              </Button>
            ) : null}
          </Group>
        </Group>
        {!same ? <Alert color="orange">{t('compare.otherForm')}</Alert> : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('compare.before')}
            data={versions}
            value={before.form._id}
            allowDeselect={false}
            onChange={(value) => value && navigate(formComparePath(value, compareId))}
            data-testid="compare-before"
          />
          <Select
            label={t('compare.after')}
            data={versions}
            value={after.form._id}
            allowDeselect={false}
            onChange={(value) => value && navigate(formComparePath(baseId, value))}
            data-testid="compare-after"
          />
        </SimpleGrid>
        <Text size="sm" data-testid="compare-summary">
          {t('compare.summary', {
            added: comparison.added.length,
            removed: comparison.removed.length,
            changed: comparison.changed.length,
            unchanged: comparison.unchanged,
          })}
        </Text>
        {nothing ? (
          <Text c="dimmed" ta="center" p="xl" data-testid="compare-nothing">
            {t('compare.nothing')}
          </Text>
        ) : null}
        {comparison.added.length > 0 ? (
          <Stack gap="xs">
            <Title order={2} size="h5" c="green">
              {t('compare.added')}
            </Title>
            {comparison.added.map((question) => (
              <QuestionSummary key={question.id} question={question} language={language} tone="added" />
            ))}
          </Stack>
        ) : null}
        {comparison.removed.length > 0 ? (
          <Stack gap="xs">
            <Title order={2} size="h5" c="red">
              {t('compare.removed')}
            </Title>
            {comparison.removed.map((question) => (
              <QuestionSummary key={question.id} question={question} language={language} tone="removed" />
            ))}
          </Stack>
        ) : null}
        {comparison.changed.length > 0 ? (
          <Stack gap="xs">
            <Title order={2} size="h5">
              {t('compare.changed')}
            </Title>
            {comparison.changed.map((change) => (
              <QuestionChangeCard key={change.after.id} change={change} language={language} />
            ))}
          </Stack>
        ) : null}
      </Stack>
    </Container>
  );
}
