import { MILESTONE_OFFSET_MAX_DAYS, MILESTONE_TEMPLATE_ITEMS_MAX } from '@cohort/shared';
import {
  ActionIcon,
  Alert,
  Button,
  Fieldset,
  Group,
  Modal,
  NumberInput,
  Stack,
  Text,
  Textarea,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { type FormEvent, type MouseEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { readFragment } from '../../../lib/graphql.ts';
import { graphqlFieldErrors } from '../../../lib/graphql-errors.ts';
import { OptionalLabel } from '../../../ui/optional-label.tsx';
import { CreateMilestoneTemplateMutation } from '../graphql/create-milestone-template.mutation.ts';
import {
  type MilestoneTemplateData,
  MilestoneTemplateFieldsFragment,
} from '../graphql/milestone-template-fields.fragment.ts';
import { UpdateMilestoneTemplateMutation } from '../graphql/update-milestone-template.mutation.ts';
import { useMilestonesFeedback } from '../hooks/use-milestones-feedback.ts';
import { useProblemMessage } from '../hooks/use-problem-message.ts';
import {
  addStep,
  hasTemplateProblems,
  moveStep,
  removeStep,
  type TemplateErrorPath,
  type TemplateFormValues,
  type TemplateStepField,
  type TemplateStepValues,
  templateFormProblems,
  templateFormValues,
  templateInput,
  templateServerErrors,
  updateStep,
} from '../utils/template-form.ts';

/**
 * Pressing a button of the form keeps the focus in the field being typed in: leaving it would show its error and
 * move the button away before the click lands.
 */
const keepFocus = (event: MouseEvent) => event.preventDefault();

export interface TemplateFormModalProps {
  /** The template to edit; none to create one. */
  template: MilestoneTemplateData | null;
  onClose: () => void;
  onSaved: (template: MilestoneTemplateData, created: boolean) => void;
}

/**
 * The incubator plan form in create or edit mode: a name, a description and the milestones in order, each with a
 * name, a description and how many days after the plan starts it is due; steps are added, removed and moved.
 */
export function TemplateFormModal({ template, onClose, onSaved }: TemplateFormModalProps) {
  const { t } = useTranslation('milestones');
  const problemMessage = useProblemMessage();
  const feedback = useMilestonesFeedback();
  const [, createTemplate] = useMutation(CreateMilestoneTemplateMutation);
  const [, updateTemplate] = useMutation(UpdateMilestoneTemplateMutation);
  const [values, setValues] = useState<TemplateFormValues>(() => templateFormValues(template));
  const [touched, setTouched] = useState<ReadonlySet<TemplateErrorPath>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<TemplateErrorPath, string>>>({});
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const names = {
    name: t('fields.name'),
    description: t('fields.description'),
    dueOffsetDays: t('fields.dueOffsetDays'),
  } satisfies Record<TemplateStepField, string>;
  const problems = templateFormProblems(values);

  /** The message shown at a place of the form: the client's once touched or submitted, else the server's. */
  const errorAt = (path: TemplateErrorPath, message: string | null): string | undefined => {
    const client = submitted || touched.has(path) ? message : null;
    return client ?? serverErrors[path] ?? undefined;
  };
  const touch = (path: TemplateErrorPath) =>
    setTouched((current) => (current.has(path) ? current : new Set(current).add(path)));
  const changed = (path: TemplateErrorPath) =>
    setServerErrors((current) => {
      if (!current[path]) return current;
      const { [path]: _removed, ...rest } = current;
      return rest;
    });

  const setField = (field: 'name' | 'description', value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    changed(field);
  };
  const setStepField = (step: TemplateStepValues, change: Partial<Omit<TemplateStepValues, 'key'>>) => {
    setValues((current) => ({ ...current, steps: updateStep(current.steps, step.key, change) }));
    for (const field of Object.keys(change) as TemplateStepField[]) changed(`${step.key}.${field}`);
  };
  const setSteps = (next: (steps: readonly TemplateStepValues[]) => TemplateStepValues[]) => {
    setValues((current) => ({ ...current, steps: next(current.steps) }));
    changed('steps');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (hasTemplateProblems(problems)) return;
    setSaving(true);
    setError(null);
    const input = templateInput(values);
    const result = template ? await updateTemplate({ id: template._id, input }) : await createTemplate({ input });
    setSaving(false);
    if (result.error) {
      const placed = templateServerErrors(graphqlFieldErrors(result.error), values.steps);
      setServerErrors(placed);
      if (Object.keys(placed).length === 0) setError(feedback.errorMessage(result.error));
      return;
    }
    const saved =
      result.data &&
      ('createMilestoneTemplate' in result.data
        ? result.data.createMilestoneTemplate
        : result.data.updateMilestoneTemplate);
    if (saved) onSaved(readFragment(MilestoneTemplateFieldsFragment, saved), !template);
  };

  const stepsError = errorAt('steps', problemMessage(problems.steps, names.name));
  const full = values.steps.length >= MILESTONE_TEMPLATE_ITEMS_MAX;
  return (
    <Modal
      opened
      onClose={onClose}
      title={template ? t('templates.form.editTitle', { name: template.name }) : t('templates.form.createTitle')}
      size="xl"
      data-testid="template-form-modal"
    >
      <form onSubmit={(event) => void submit(event)} noValidate data-testid="template-form">
        <Stack gap="md">
          {error ? (
            <Alert color="red" role="alert" data-testid="template-form-error">
              {error}
            </Alert>
          ) : null}
          <TextInput
            label={names.name}
            value={values.name}
            onChange={(event) => setField('name', event.currentTarget.value)}
            onBlur={() => touch('name')}
            error={errorAt('name', problemMessage(problems.name, names.name))}
            withAsterisk
            data-autofocus
            dir="auto"
            data-testid="template-form-name"
          />
          <Textarea
            label={<OptionalLabel label={names.description} />}
            value={values.description}
            onChange={(event) => setField('description', event.currentTarget.value)}
            onBlur={() => touch('description')}
            error={errorAt('description', problemMessage(problems.description, names.description))}
            autosize
            minRows={2}
            maxRows={6}
            dir="auto"
            data-testid="template-form-description"
          />
          <Stack gap="xs">
            <div>
              <Text fw={600} size="sm">
                {t('templates.form.steps')}
              </Text>
              <Text size="xs" c="dimmed">
                {t('templates.form.stepsHint')}
              </Text>
            </div>
            {values.steps.map((step, index) => {
              const stepProblems = problems.items[step.key] ?? {};
              const number = index + 1;
              return (
                <Fieldset
                  key={step.key}
                  legend={t('templates.form.stepNumber', { number })}
                  variant="filled"
                  data-testid="template-step"
                  data-step-index={index}
                >
                  <Stack gap="xs">
                    <Group gap="sm" align="flex-start" wrap="wrap">
                      <TextInput
                        label={names.name}
                        value={step.name}
                        onChange={(event) => setStepField(step, { name: event.currentTarget.value })}
                        onBlur={() => touch(`${step.key}.name`)}
                        error={errorAt(`${step.key}.name`, problemMessage(stepProblems.name, names.name))}
                        withAsterisk
                        dir="auto"
                        style={{ flex: '1 1 240px' }}
                        data-testid="template-step-name"
                      />
                      <NumberInput
                        label={names.dueOffsetDays}
                        value={step.dueOffsetDays}
                        onChange={(value) =>
                          setStepField(step, { dueOffsetDays: typeof value === 'number' ? value : '' })
                        }
                        onBlur={() => touch(`${step.key}.dueOffsetDays`)}
                        error={errorAt(
                          `${step.key}.dueOffsetDays`,
                          problemMessage(stepProblems.dueOffsetDays, names.dueOffsetDays),
                        )}
                        min={0}
                        max={MILESTONE_OFFSET_MAX_DAYS}
                        allowDecimal={false}
                        allowNegative={false}
                        withAsterisk
                        w={170}
                        data-testid="template-step-offset"
                      />
                      <Group gap={4} wrap="nowrap" mt={26}>
                        <Tooltip label={t('templates.form.moveUp', { number })}>
                          <ActionIcon
                            variant="subtle"
                            color="gray"
                            disabled={index === 0}
                            aria-label={t('templates.form.moveUp', { number })}
                            onClick={() => setSteps((steps) => moveStep(steps, step.key, -1))}
                            onMouseDown={keepFocus}
                            data-testid="template-step-up"
                          >
                            <IconArrowUp size={16} />
                          </ActionIcon>
                        </Tooltip>
                        <Tooltip label={t('templates.form.moveDown', { number })}>
                          <ActionIcon
                            variant="subtle"
                            color="gray"
                            disabled={index === values.steps.length - 1}
                            aria-label={t('templates.form.moveDown', { number })}
                            onClick={() => setSteps((steps) => moveStep(steps, step.key, 1))}
                            onMouseDown={keepFocus}
                            data-testid="template-step-down"
                          >
                            <IconArrowDown size={16} />
                          </ActionIcon>
                        </Tooltip>
                        <Tooltip label={t('templates.form.remove', { number })}>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={t('templates.form.remove', { number })}
                            onClick={() => setSteps((steps) => removeStep(steps, step.key))}
                            onMouseDown={keepFocus}
                            data-testid="template-step-remove"
                          >
                            <IconTrash size={16} />
                          </ActionIcon>
                        </Tooltip>
                      </Group>
                    </Group>
                    <Textarea
                      label={<OptionalLabel label={names.description} />}
                      value={step.description}
                      onChange={(event) => setStepField(step, { description: event.currentTarget.value })}
                      onBlur={() => touch(`${step.key}.description`)}
                      error={errorAt(
                        `${step.key}.description`,
                        problemMessage(stepProblems.description, names.description),
                      )}
                      autosize
                      minRows={1}
                      maxRows={4}
                      dir="auto"
                      data-testid="template-step-description"
                    />
                  </Stack>
                </Fieldset>
              );
            })}
            {stepsError ? (
              <Text size="sm" c="red" role="alert" data-testid="template-form-steps-error">
                {stepsError}
              </Text>
            ) : null}
            <Group>
              <Button
                variant="light"
                leftSection={<IconPlus size={16} />}
                onClick={() => setSteps((steps) => addStep(steps))}
                disabled={full}
                onMouseDown={keepFocus}
                data-testid="template-form-add-step"
              >
                {t('templates.form.addStep')}
              </Button>
              {full ? (
                <Text size="xs" c="dimmed">
                  {t('templates.form.tooManySteps', { max: MILESTONE_TEMPLATE_ITEMS_MAX })}
                </Text>
              ) : null}
            </Group>
          </Stack>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} onMouseDown={keepFocus} data-testid="template-form-cancel">
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={saving} onMouseDown={keepFocus} data-testid="template-form-save">
              {t('actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
