import { Button, Group, Modal, MultiSelect, Select, Stack, Textarea, TagsInput, TextInput } from '@mantine/core';
import { FORM_KINDS, FORM_LIMITS, type FormKind, LANGUAGE_NAMES, LANGUAGES, PROFILE_KINDS } from '@cohort/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormDraft } from './builder-state.ts';

type Settings = Omit<FormDraft, 'questions'>;

/**
 * The form's title, description, kind, tags and languages (the first is the default). Profile kinds stay profile
 * kinds: the server refuses to turn one into another kind of form.
 */
export function FormSettingsModal({
  settings,
  tagSuggestions,
  onClose,
  onApply,
}: {
  settings: Settings;
  tagSuggestions: string[];
  onClose: () => void;
  onApply: (settings: Settings) => void;
}) {
  const { t } = useTranslation('forms');
  const [draft, setDraft] = useState<Settings>(settings);
  const profile = PROFILE_KINDS.includes(settings.kind);
  const kinds = FORM_KINDS.filter((kind) => PROFILE_KINDS.includes(kind) === profile);
  const set = (patch: Partial<Settings>) => setDraft((current) => ({ ...current, ...patch }));
  const [defaultLanguage] = draft.languages;
  return (
    <Modal opened onClose={onClose} title={t('builder.settings.title')} size="lg" data-testid="form-settings-modal">
      <Stack gap="md">
        <TextInput
          label={t('builder.settings.formTitle')}
          value={draft.title}
          maxLength={FORM_LIMITS.title}
          required
          error={draft.title.trim() === '' ? t('create.titleRequired') : null}
          onChange={(event) => set({ title: event.currentTarget.value })}
          data-testid="form-settings-title"
        />
        <Textarea
          label={t('builder.settings.description')}
          value={draft.description}
          autosize
          minRows={2}
          maxLength={FORM_LIMITS.description}
          onChange={(event) => set({ description: event.currentTarget.value })}
          data-testid="form-settings-description"
        />
        <Select
          label={t('builder.settings.kind')}
          data={kinds.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
          value={draft.kind}
          allowDeselect={false}
          onChange={(value) => value && set({ kind: value as FormKind })}
          data-testid="form-settings-kind"
        />
        <TagsInput
          label={t('builder.settings.tags')}
          data={tagSuggestions}
          value={draft.tags}
          maxTags={FORM_LIMITS.tags}
          onChange={(tags) => set({ tags })}
          data-testid="form-settings-tags"
        />
        <MultiSelect
          label={t('builder.settings.languages')}
          description={t('builder.settings.languagesHelp')}
          data={LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }))}
          value={draft.languages}
          onChange={(languages) => languages.length > 0 && set({ languages })}
          data-testid="form-settings-languages"
        />
        <Select
          label={t('builder.settings.defaultLanguage')}
          data={draft.languages.map((language) => ({
            value: language,
            label: LANGUAGE_NAMES[language as keyof typeof LANGUAGE_NAMES] ?? language,
          }))}
          value={defaultLanguage ?? null}
          allowDeselect={false}
          onChange={(value) =>
            value && set({ languages: [value, ...draft.languages.filter((language) => language !== value)] })
          }
          data-testid="form-settings-default-language"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-testid="form-settings-cancel">
            {t('builder.settings.cancel')}
          </Button>
          <Button disabled={draft.title.trim() === ''} onClick={() => onApply(draft)} data-testid="form-settings-apply">
            {t('builder.settings.apply')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
