import { Alert, Button, Center, Group, List, Loader, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { readFragment } from '../../../lib/graphql.ts';
import { graphqlFieldErrors } from '../../../lib/graphql-errors.ts';
import { useDateLocale } from '../../../ui/date-label.tsx';
import { ApplyMilestoneTemplateMutation } from '../graphql/apply-milestone-template.mutation.ts';
import {
  type MilestoneTemplateData,
  MilestoneTemplateFieldsFragment,
} from '../graphql/milestone-template-fields.fragment.ts';
import { MilestoneTemplatesQuery } from '../graphql/milestone-templates.query.ts';
import { useMilestonesFeedback } from '../hooks/use-milestones-feedback.ts';
import { useProblemMessage } from '../hooks/use-problem-message.ts';
import { applyTemplateProblems } from '../utils/milestone-form.ts';
import { formatDay, plannedDueDates } from '../utils/milestone-rules.ts';

export interface ApplyTemplateModalProps {
  startupId: string;
  /** Today in the organisation's time zone: the start day offered first. */
  today: string;
  onClose: () => void;
  onApplied: (template: MilestoneTemplateData) => void;
}

/**
 * Gives a startup the milestones of an incubator plan: pick the plan and the day it starts, see the milestones with
 * the days they will be due, and apply.
 */
export function ApplyTemplateModal({ startupId, today, onClose, onApplied }: ApplyTemplateModalProps) {
  const { t } = useTranslation('milestones');
  const locale = useDateLocale();
  const feedback = useMilestonesFeedback();
  const problemMessage = useProblemMessage();
  const [{ data, error: loadError }] = useQuery({ query: MilestoneTemplatesQuery, requestPolicy: 'cache-and-network' });
  const [, applyTemplate] = useMutation(ApplyMilestoneTemplateMutation);
  const templates = useMemo(
    () => (data?.milestoneTemplates ?? []).map((template) => readFragment(MilestoneTemplateFieldsFragment, template)),
    [data],
  );
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [startDate, setStartDate] = useState(today);
  const [submitted, setSubmitted] = useState(false);
  const [serverStartError, setServerStartError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const chosen = templates.find((template) => template._id === templateId) ?? null;
  const problems = applyTemplateProblems({ templateId, startDate });
  const dueDates = chosen ? plannedDueDates(chosen.items, startDate.trim()) : [];
  const names = { template: t('fields.template'), startDate: t('fields.startDate') };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (problems.templateId || problems.startDate || !chosen) return;
    setSaving(true);
    setError(null);
    const result = await applyTemplate({ startupId, templateId: chosen._id, startDate: startDate.trim() });
    setSaving(false);
    if (result.error) {
      const startProblem = graphqlFieldErrors(result.error).find((field) => field.field === 'startDate');
      if (startProblem) setServerStartError(startProblem.message);
      else setError(feedback.errorMessage(result.error));
      return;
    }
    onApplied(chosen);
  };

  return (
    <Modal opened onClose={onClose} title={t('startup.applyForm.title')} size="lg" data-testid="apply-template-modal">
      {loadError && !data ? (
        <Alert color="red" role="alert" data-testid="apply-template-load-error">
          {feedback.errorMessage(loadError)}
        </Alert>
      ) : !data ? (
        <Center p="lg">
          <Loader size="sm" />
        </Center>
      ) : templates.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="apply-template-none">
          {t('startup.applyForm.noTemplates')}
        </Text>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate data-testid="apply-template-form">
          <Stack gap="md">
            {error ? (
              <Alert color="red" role="alert" data-testid="apply-template-error">
                {error}
              </Alert>
            ) : null}
            <Select
              label={names.template}
              placeholder={t('startup.applyForm.templatePlaceholder')}
              data={templates.map((template) => ({ value: template._id, label: template.name }))}
              value={templateId}
              onChange={setTemplateId}
              error={submitted ? (problemMessage(problems.templateId, names.template) ?? undefined) : undefined}
              searchable
              withAsterisk
              data-autofocus
              nothingFoundMessage={t('startup.applyForm.nothingFound')}
              comboboxProps={{ zIndex: 400 }}
              data-testid="apply-template-select"
            />
            <TextInput
              type="date"
              label={names.startDate}
              description={t('startup.applyForm.startDateHint')}
              value={startDate}
              onChange={(event) => {
                setStartDate(event.currentTarget.value);
                setServerStartError(null);
              }}
              error={
                (submitted ? problemMessage(problems.startDate, names.startDate) : null) ??
                serverStartError ??
                undefined
              }
              withAsterisk
              data-testid="apply-template-start-date"
            />
            {chosen ? (
              <Stack gap={4} data-testid="apply-template-preview">
                <Text size="sm" fw={600}>
                  {t('startup.applyForm.preview', { count: chosen.items.length })}
                </Text>
                <List size="sm" spacing={2} type="ordered">
                  {chosen.items.map((item, index) => {
                    const due = dueDates[index];
                    return (
                      <List.Item key={item._id}>
                        <span dir="auto">{item.name}</span>
                        {due ? (
                          <Text span size="sm" c="dimmed">
                            {' '}
                            – {t('startup.due', { date: formatDay(due, locale) })}
                          </Text>
                        ) : null}
                      </List.Item>
                    );
                  })}
                </List>
              </Stack>
            ) : null}
            <Group justify="flex-end">
              <Button
                variant="default"
                onClick={onClose}
                onMouseDown={(event) => event.preventDefault()}
                data-testid="apply-template-cancel"
              >
                {t('actions.cancel')}
              </Button>
              <Button
                type="submit"
                loading={saving}
                onMouseDown={(event) => event.preventDefault()}
                data-testid="apply-template-submit"
              >
                {t('startup.applyForm.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
