import { CATEGORIZATION_QUESTIONS, type CategorizationKey, validateCategorization } from '@cohort/shared';
import { Center, Loader, Radio, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { FormModal } from '../../../ui/form-modal.tsx';
import { StartupCategorizationQuery } from '../graphql/startup-categorization.query.ts';
import { UpdateStartupCategorizationMutation } from '../graphql/update-startup-categorization.mutation.ts';
import { useMetricText } from '../hooks/use-metric-text.ts';

type Answer = 'yes' | 'no' | null;
const toBoolean = (answer: Answer) => (answer === null ? null : answer === 'yes');
const toAnswer = (value: boolean | null | undefined): Answer =>
  value === true ? 'yes' : value === false ? 'no' : null;

/**
 * The categorization questionnaire (spec 02 §4): first whether to delay the beginning of monthly data reporting; yes
 * hides the questions and sends no answers, no shows them and every one needs an answer (validateCategorization).
 */
export function CategorizationModal({
  startupId,
  onClose,
  onSaved,
}: {
  startupId: string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('metrics');
  const text = useMetricText();
  const [{ data, fetching }] = useQuery({
    query: StartupCategorizationQuery,
    variables: { categorizationId: startupId },
    requestPolicy: 'network-only',
  });
  const [skip, setSkip] = useState<Answer>(null);
  const [answers, setAnswers] = useState<Partial<Record<CategorizationKey, Answer>>>({});
  const [error, setError] = useState<string | null>(null);
  const [{ fetching: saving }, save] = useMutation(UpdateStartupCategorizationMutation);

  const loaded = data?.getStartupCategorization;
  useEffect(() => {
    if (!loaded) return;
    setAnswers(Object.fromEntries(loaded.values.map((value) => [value.key, toAnswer(value.value)])));
  }, [loaded]);

  const result = validateCategorization({
    skip: toBoolean(skip),
    data: CATEGORIZATION_QUESTIONS.map((question) => ({
      key: question.key,
      value: toBoolean(answers[question.key] ?? null),
    })),
  });

  // The first unanswered question, said with its translated wording (the shared message carries the English one).
  const missing = CATEGORIZATION_QUESTIONS.find((question) => result.errors[question.key])?.key;

  const submit = async () => {
    if (!result.valid) return;
    setError(null);
    const response = await save({
      categorizationId: startupId,
      skip: skip === 'yes',
      data: skip === 'yes' ? [] : result.answers,
    });
    if (response.error) {
      setError(text.errorMessage(response.error));
      return;
    }
    onSaved();
  };

  return (
    <FormModal
      title={t('categorization.title')}
      size="lg"
      saving={saving}
      error={error}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitDisabled={!result.valid || fetching}
      labels={{ cancel: t('actions.cancel'), submit: t('actions.save') }}
      testIds={{
        modal: 'metrics-categorization-modal',
        form: 'metrics-categorization-form',
        error: 'metrics-categorization-error',
        cancel: 'metrics-categorization-cancel',
        submit: 'metrics-categorization-save',
      }}
    >
      {fetching && !loaded ? (
        <Center p="md">
          <Loader size="sm" />
        </Center>
      ) : (
        <Stack gap="md">
          <Text size="sm">{t('categorization.intro')}</Text>
          <Radio.Group
            label={t('categorization.skip')}
            value={skip ?? ''}
            onChange={(value) => setSkip(value as Answer)}
            data-testid="metrics-categorization-skip"
          >
            <YesNo name="skip" />
          </Radio.Group>
          {skip === 'no'
            ? CATEGORIZATION_QUESTIONS.map((question) => (
                <Radio.Group
                  key={question.key}
                  label={t(`categorization.questions.${question.key}`)}
                  value={answers[question.key] ?? ''}
                  onChange={(value) => setAnswers((current) => ({ ...current, [question.key]: value as Answer }))}
                  data-testid={`metrics-categorization-${question.key}`}
                >
                  <YesNo name={question.key} />
                </Radio.Group>
              ))
            : null}
          {skip === 'no' && !result.valid ? (
            <Text size="sm" c="dimmed" data-testid="metrics-categorization-hint">
              {missing ? t('messages.answerRequired', { field: t(`categorization.questions.${missing}`) }) : null}
            </Text>
          ) : null}
        </Stack>
      )}
    </FormModal>
  );
}

function YesNo({ name }: { name: string }) {
  const { t } = useTranslation('metrics');
  return (
    <Stack gap={4} mt={4}>
      <Radio value="yes" label={t('categorization.yes')} data-testid={`metrics-${name}-yes`} />
      <Radio value="no" label={t('categorization.no')} data-testid={`metrics-${name}-no`} />
    </Stack>
  );
}
