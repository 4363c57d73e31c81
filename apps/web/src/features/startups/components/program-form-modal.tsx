import { Group, Radio, Stack, Textarea, TextInput } from '@mantine/core';
import { FormModal } from '../../../ui/form-modal.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useForm } from '../../../lib/forms/use-form.ts';
import { readFragment } from '../../../lib/graphql.ts';
import { graphqlFieldErrors } from '../../../lib/graphql-errors.ts';
import { OptionalLabel } from '../../../ui/optional-label.tsx';
import { CreateProgramMutation } from '../graphql/create-program.mutation.ts';
import { type ProgramData, ProgramFieldsFragment } from '../graphql/program-fields.fragment.ts';
import { UpdateProgramMutation } from '../graphql/update-program.mutation.ts';
import { useProblemMessage } from '../hooks/use-problem-message.ts';
import { useStartupsFeedback } from '../hooks/use-startups-feedback.ts';
import { useStartupLabels } from '../../organisation/index.ts';
import {
  type ProgramFormValues,
  programFormProblems,
  programFormValues,
  programInput,
  programKindLocked,
} from '../utils/program-form.ts';

export interface ProgramFormModalProps {
  /** The programme to edit; none to create one. */
  program: ProgramData | null;
  onClose: () => void;
  onSaved: (program: ProgramData, created: boolean) => void;
}

/** The programme form in create or edit mode: name, description, start and end dates (the end not before the start). */
export function ProgramFormModal({ program, onClose, onSaved }: ProgramFormModalProps) {
  const { t } = useTranslation('startups');
  const { t: kinds } = useTranslation('peoplePrograms');
  const kindLocked = programKindLocked(program);
  const labels = useStartupLabels();
  const problemMessage = useProblemMessage();
  const feedback = useStartupsFeedback();
  const [, createProgram] = useMutation(CreateProgramMutation);
  const [, updateProgram] = useMutation(UpdateProgramMutation);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const names = {
    kind: kinds('kind.label'),
    name: t('fields.name'),
    description: t('fields.description'),
    startsOn: t('fields.startsOn'),
    endsOn: t('fields.endsOn'),
  } satisfies Record<keyof ProgramFormValues, string>;

  const form = useForm<ProgramFormValues>({
    initialValues: programFormValues(program),
    validate: (values) => {
      const problems = programFormProblems(values);
      return {
        kind: null,
        name: problemMessage(problems.name, names.name),
        description: problemMessage(problems.description, names.description),
        startsOn: problemMessage(problems.startsOn, names.startsOn),
        endsOn: problemMessage(problems.endsOn, names.endsOn),
      };
    },
  });

  const kind = form.control('kind');

  const submit = form.handleSubmit(async (values) => {
    setSaving(true);
    setError(null);
    const input = programInput(values);
    const result = program ? await updateProgram({ id: program._id, input }) : await createProgram({ input });
    setSaving(false);
    if (result.error) {
      const fields = graphqlFieldErrors(result.error);
      if (!(fields.length > 0 && form.setFieldErrors(fields))) setError(feedback.errorMessage(result.error));
      return;
    }
    const saved =
      result.data && ('createProgram' in result.data ? result.data.createProgram : result.data.updateProgram);
    if (saved) onSaved(readFragment(ProgramFieldsFragment, saved), !program);
  });

  return (
    <FormModal
      title={program ? t('programs.form.editTitle', { name: program.name }) : t('programs.form.createTitle')}
      size="lg"
      saving={saving}
      error={error}
      onClose={onClose}
      onSubmit={submit}
      labels={{ cancel: t('actions.cancel'), submit: t('actions.save') }}
      testIds={{
        modal: 'program-form-modal',
        form: 'program-form',
        error: 'program-form-error',
        cancel: 'program-form-cancel',
        submit: 'program-form-save',
      }}
    >
      <Radio.Group
        {...kind}
        onChange={(value) => kind.onChange(value === 'user' ? 'user' : 'startup')}
        label={names.kind}
        description={kindLocked ? kinds('kind.locked') : kinds('kind.help')}
        data-testid="program-form-kind"
      >
        <Stack gap="xs" mt="xs">
          <Radio
            value="startup"
            label={kinds('kind.startup', { startups: labels.plural })}
            disabled={kindLocked}
            data-testid="program-form-kind-startup"
          />
          <Radio value="user" label={kinds('kind.user')} disabled={kindLocked} data-testid="program-form-kind-user" />
        </Stack>
      </Radio.Group>
      <TextInput
        {...form.field('name')}
        label={names.name}
        withAsterisk
        data-autofocus
        dir="auto"
        data-testid="program-form-name"
      />
      <Textarea
        {...form.field('description')}
        label={<OptionalLabel label={names.description} />}
        autosize
        minRows={3}
        maxRows={8}
        dir="auto"
        data-testid="program-form-description"
      />
      <Group grow align="flex-start">
        <TextInput
          {...form.field('startsOn')}
          type="date"
          label={<OptionalLabel label={names.startsOn} />}
          data-testid="program-form-starts-on"
        />
        <TextInput
          {...form.field('endsOn')}
          type="date"
          label={<OptionalLabel label={names.endsOn} />}
          data-testid="program-form-ends-on"
        />
      </Group>
    </FormModal>
  );
}
