import { Alert, Button, ColorInput, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useForm } from '../../../lib/forms/use-form.ts';
import { graphqlFieldErrors } from '../../../lib/graphql-errors.ts';
import { OptionalLabel } from '../../../ui/optional-label.tsx';
import { CreateTagMutation } from '../graphql/create-tag.mutation.ts';
import type { TagWithUsage } from '../graphql/tags-with-usage.query.ts';
import { UpdateTagMutation } from '../graphql/update-tag.mutation.ts';
import { useTagProblemMessage } from '../hooks/use-tag-problem-message.ts';
import { useTaxonomyFeedback } from '../hooks/use-taxonomy-feedback.ts';
import {
  problemOfServerMessage,
  TAG_COLOUR_SWATCHES,
  type TagFormValues,
  tagFormProblems,
  tagFormValues,
  tagInput,
} from '../utils/tag-form.ts';
import type { TagKind } from '../utils/tag-kinds.ts';

type Tag = TagWithUsage['tag'];

export interface TagFormModalProps {
  /** The kind a new tag goes into. */
  kind: TagKind;
  /** The tag to edit; none to create one. */
  tag: Tag | null;
  /** The kind's name, for the title of a new tag. */
  kindLabel: string;
  onClose: () => void;
  onSaved: (tag: { name: string }, created: boolean) => void;
}

/** The tag form in create or edit mode: a name (required, unique in its kind) and an optional colour. */
export function TagFormModal({ kind, tag, kindLabel, onClose, onSaved }: TagFormModalProps) {
  const { t } = useTranslation('taxonomy');
  const problemMessage = useTagProblemMessage();
  const feedback = useTaxonomyFeedback();
  const [, createTag] = useMutation(CreateTagMutation);
  const [, updateTag] = useMutation(UpdateTagMutation);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const names = { name: t('form.name'), color: t('form.colour') } satisfies Record<keyof TagFormValues, string>;

  const form = useForm<TagFormValues>({
    initialValues: tagFormValues(tag),
    validate: (values) => {
      const problems = tagFormProblems(values);
      return { name: problemMessage(problems.name, names.name), color: problemMessage(problems.color, names.color) };
    },
  });

  const submit = form.handleSubmit(async (values) => {
    setSaving(true);
    setError(null);
    const input = tagInput(values);
    const result = tag ? await updateTag({ id: tag._id, ...input }) : await createTag({ kind, ...input });
    setSaving(false);
    if (result.error) {
      // The server words its field messages in English: show ours where we know them.
      const fields = graphqlFieldErrors(result.error).map((field) => {
        const name = field.field === 'color' ? names.color : names.name;
        return { ...field, message: problemMessage(problemOfServerMessage(field.message), name) ?? field.message };
      });
      if (!(fields.length > 0 && form.setFieldErrors(fields))) setError(feedback.errorMessage(result.error));
      return;
    }
    const saved = result.data && ('createTag' in result.data ? result.data.createTag : result.data.updateTag);
    if (saved) onSaved(saved, !tag);
  });

  const colour = form.control('color');
  return (
    <Modal
      opened
      onClose={saving ? () => undefined : onClose}
      title={tag ? t('form.editTitle', { name: tag.name }) : t('form.createTitle', { kind: kindLabel })}
      data-testid="tag-form-modal"
    >
      <form onSubmit={submit} noValidate data-testid="tag-form">
        <Stack gap="md">
          {error ? (
            <Alert color="red" role="alert" data-testid="tag-form-error">
              {error}
            </Alert>
          ) : null}
          <TextInput
            {...form.field('name')}
            label={names.name}
            withAsterisk
            data-autofocus
            dir="auto"
            data-testid="tag-form-name"
          />
          <ColorInput
            label={<OptionalLabel label={names.color} />}
            description={t('form.colourDescription')}
            value={colour.value}
            onChange={colour.onChange}
            onBlur={colour.onBlur}
            error={colour.error}
            format="hex"
            swatches={[...TAG_COLOUR_SWATCHES]}
            swatchesPerRow={10}
            closeOnColorSwatchClick
            withEyeDropper={false}
            popoverProps={{ withinPortal: true }}
            dir="ltr"
            data-testid="tag-form-colour"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={saving} data-testid="tag-form-cancel">
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={saving} data-testid="tag-form-save">
              {t('actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
