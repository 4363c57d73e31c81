import { ActionIcon, Button, Group, Modal, Stack, TextInput, Tooltip } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { CorrectMetricDataMutation } from '../graphql/startup-analytics.query.ts';
import { useMetricText } from '../hooks/use-metric-text.ts';

/**
 * Staff correct a value a startup reported (issue 17 point 5, `correctMetricData`): the same rules as the data form run
 * on the server (numbers, the metric's validations against the other values of that period), each refusal in the
 * person's words; the analytics tab shows the corrected value once saved.
 */
export function CorrectValueButton({
  metricDataId,
  metricName,
  period,
  current,
}: {
  metricDataId: string;
  metricName: string;
  period: string;
  current: string;
}) {
  const { t } = useTranslation('metrics');
  const text = useMetricText();
  const [opened, setOpened] = useState(false);
  const [value, setValue] = useState(current);
  const [error, setError] = useState<string | null>(null);
  const [{ fetching }, correct] = useMutation(CorrectMetricDataMutation);

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    const result = await correct({ metricDataId, value: value.trim() });
    if (result.error) {
      setError(text.errorMessage(result.error));
      return;
    }
    setOpened(false);
  };

  return (
    <>
      <Tooltip label={t('analytics.correct.button', { period })} withinPortal>
        <ActionIcon
          variant="subtle"
          aria-label={t('analytics.correct.button', { period })}
          onClick={() => {
            setValue(current);
            setError(null);
            setOpened(true);
          }}
          data-testid="startup-analytics-correct"
        >
          <IconPencil size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
      {opened ? (
        <Modal
          opened
          onClose={() => setOpened(false)}
          title={t('analytics.correct.title', { metric: metricName, period })}
        >
          <form onSubmit={save} noValidate data-testid="startup-analytics-correct-form">
            <Stack gap="sm">
              <TextInput
                label={t('analytics.correct.value')}
                value={value}
                onChange={(event) => setValue(event.currentTarget.value)}
                error={error}
                dir="ltr"
                data-autofocus
                data-testid="startup-analytics-correct-value"
              />
              <Group justify="flex-end">
                <Button type="submit" loading={fetching} data-testid="startup-analytics-correct-save">
                  {t('analytics.correct.save')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Modal>
      ) : null}
    </>
  );
}
