import { MILESTONE_STATUSES, type MilestoneStatus } from '@cohort/shared';
import { Group, Select, Textarea, TextInput } from '@mantine/core';
import { FormModal } from '../../../ui/form-modal.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useForm } from '../../../lib/forms/use-form.ts';
import { readFragment } from '../../../lib/graphql.ts';
import { graphqlFieldErrors } from '../../../lib/graphql-errors.ts';
import { OptionalLabel } from '../../../ui/optional-label.tsx';
import { CreateStartupMilestoneMutation } from '../graphql/create-startup-milestone.mutation.ts';
import {
  type StartupMilestoneData,
  StartupMilestoneFieldsFragment,
} from '../graphql/startup-milestone-fields.fragment.ts';
import { UpdateStartupMilestoneMutation } from '../graphql/update-startup-milestone.mutation.ts';
import { useMilestonesFeedback } from '../hooks/use-milestones-feedback.ts';
import { useProblemMessage } from '../hooks/use-problem-message.ts';
import {
  type MilestoneFormValues,
  milestoneFormProblems,
  milestoneFormValues,
  milestoneInput,
} from '../utils/milestone-form.ts';

export interface MilestoneFormModalProps {
  startupId: string;
  /** The milestone to edit; none to add one. */
  milestone: StartupMilestoneData | null;
  onClose: () => void;
  onSaved: (milestone: StartupMilestoneData, created: boolean) => void;
}

/** A startup's milestone in create or edit mode: name, description, due date and status. */
export function MilestoneFormModal({ startupId, milestone, onClose, onSaved }: MilestoneFormModalProps) {
  const { t } = useTranslation('milestones');
  const problemMessage = useProblemMessage();
  const feedback = useMilestonesFeedback();
  const [, createMilestone] = useMutation(CreateStartupMilestoneMutation);
  const [, updateMilestone] = useMutation(UpdateStartupMilestoneMutation);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const names = {
    name: t('fields.name'),
    description: t('fields.description'),
    dueDate: t('fields.dueDate'),
    status: t('fields.status'),
  } satisfies Record<keyof MilestoneFormValues, string>;

  const form = useForm<MilestoneFormValues>({
    initialValues: milestoneFormValues(milestone),
    validate: (values) => {
      const problems = milestoneFormProblems(values);
      return {
        name: problemMessage(problems.name, names.name),
        description: problemMessage(problems.description, names.description),
        dueDate: problemMessage(problems.dueDate, names.dueDate),
        status: problemMessage(problems.status, names.status),
      };
    },
  });

  const submit = form.handleSubmit(async (values) => {
    setSaving(true);
    setError(null);
    const input = milestoneInput(values);
    const result = milestone
      ? await updateMilestone({ id: milestone._id, input })
      : await createMilestone({ startupId, input });
    setSaving(false);
    if (result.error) {
      const fields = graphqlFieldErrors(result.error);
      if (!(fields.length > 0 && form.setFieldErrors(fields))) setError(feedback.errorMessage(result.error));
      return;
    }
    const saved =
      result.data &&
      ('createStartupMilestone' in result.data
        ? result.data.createStartupMilestone
        : result.data.updateStartupMilestone);
    if (saved) onSaved(readFragment(StartupMilestoneFieldsFragment, saved), !milestone);
  });

  const status = form.control('status');
  return (
    <FormModal
      title={milestone ? t('startup.form.editTitle', { name: milestone.name }) : t('startup.form.createTitle')}
      size="lg"
      saving={saving}
      error={error}
      onClose={onClose}
      onSubmit={submit}
      labels={{ cancel: t('actions.cancel'), submit: t('actions.save') }}
      keepFocus
      testIds={{
        modal: 'milestone-form-modal',
        form: 'milestone-form',
        error: 'milestone-form-error',
        cancel: 'milestone-form-cancel',
        submit: 'milestone-form-save',
      }}
    >
      <TextInput
        {...form.field('name')}
        label={names.name}
        withAsterisk
        data-autofocus
        dir="auto"
        data-testid="milestone-form-name"
      />
      <Textarea
        {...form.field('description')}
        label={<OptionalLabel label={names.description} />}
        autosize
        minRows={2}
        maxRows={6}
        dir="auto"
        data-testid="milestone-form-description"
      />
      <Group grow align="flex-start">
        <TextInput
          {...form.field('dueDate')}
          type="date"
          label={<OptionalLabel label={names.dueDate} />}
          data-testid="milestone-form-due-date"
        />
        <Select
          label={names.status}
          data={MILESTONE_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) }))}
          value={status.value}
          onChange={(value) => {
            if (value) status.onChange(value as MilestoneStatus);
          }}
          onBlur={status.onBlur}
          error={status.error}
          allowDeselect={false}
          withAsterisk
          comboboxProps={{ zIndex: 400 }}
          data-testid="milestone-form-status"
        />
      </Group>
    </FormModal>
  );
}
