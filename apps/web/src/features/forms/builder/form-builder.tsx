import { Alert, Box, ScrollArea, SegmentedControl, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { checkFormDefinition, type FormFieldType, missingTranslations } from '@cohort/shared';
import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useQuery } from 'urql';
import { useUnsavedChanges } from '../../../lib/use-unsaved-changes.ts';
import { ConfirmModal } from '../../../ui/confirm-modal.tsx';
import { useFeatureFlag } from '../../access/index.ts';
import { usePageTitle } from '../../organisation/index.ts';
import { BuilderCustomFieldsQuery } from '../graphql/builder-custom-fields.query.ts';
import type { FormVersionView } from '../graphql/form.query.ts';
import { FormTagsQuery } from '../graphql/form-tags.query.ts';
import { useDefinitionMessage } from '../hooks/use-definition-message.ts';
import { useSaveForm } from '../hooks/use-save-form.ts';
import { formBuilderPath } from '../utils/forms-url.ts';
import { BuilderHeader } from './builder-header.tsx';
import { builderReducer, initialBuilderState, isBuilderDirty } from './builder-state.ts';
import { FormSettingsModal } from './form-settings-modal.tsx';
import { PreviewPanel } from './preview-panel.tsx';
import { newBuilderId, newQuestion } from './question-factory.ts';
import { QuestionEditor } from './question-editor.tsx';
import { QuestionList } from './question-list.tsx';
import { QuestionPalette } from './question-palette.tsx';
import { draftOf } from './read-form.ts';

/**
 * The full-screen builder of one version of a form: the palette, the questions in order, and the selected question's
 * settings or the live preview. The shared check runs on every change; Save sends the whole form with updateForm.
 */
export function FormBuilder({ form, notice }: { form: FormVersionView; notice: string | null }) {
  const { t } = useTranslation('forms');
  const navigate = useNavigate();
  const say = useDefinitionMessage();
  const [state, dispatch] = useReducer(builderReducer, draftOf(form), initialBuilderState);
  const { draft } = state;
  usePageTitle(draft.title || t('list.title'));
  const defaultLanguage = draft.languages[0] ?? 'en';
  const [language, setLanguage] = useState(defaultLanguage);
  const editingLanguage = draft.languages.includes(language) ? language : defaultLanguage;
  const [panel, setPanel] = useState<'question' | 'preview'>('question');
  const [settingsOpen, setSettingsOpen] = useState(false);
  const wide = useMediaQuery('(min-width: 62em)', true);
  const [goTo, setGoTo] = useState<string | null>(null);
  const dirty = isBuilderDirty(state);
  // Fresher data of the same version (the cache, then the network) replaces a draft that has no changes.
  const loaded = useMemo(() => draftOf(form), [form]);
  const dirtyNow = useRef(dirty);
  dirtyNow.current = dirty;
  useEffect(() => {
    if (!dirtyNow.current) dispatch({ type: 'reset', draft: loaded });
  }, [loaded]);
  const blocker = useUnsavedChanges(dirty);
  const flags = {
    numericalChoice: useFeatureFlag('qNumericalChoice') === true,
    userAddRow: useFeatureFlag('qUserAddRow') === true,
    questionVisibility: useFeatureFlag('questionVisibility') === true,
  };
  const [{ data: fieldData }] = useQuery({ query: BuilderCustomFieldsQuery });
  const [{ data: tagData }] = useQuery({ query: FormTagsQuery });

  const {
    save,
    saving,
    problems: serverProblems,
    clearProblems,
  } = useSaveForm(form._id, (id, saved) => {
    dispatch({ type: 'reset', draft: saved });
    if (id !== form._id) setGoTo(id);
  });
  // A new version has another address: go there once the page is no longer dirty, so the guard lets it through.
  useEffect(() => {
    if (goTo && !dirty) navigate(formBuilderPath(goTo), { replace: true, state: { newVersion: true } });
  }, [goTo, dirty, navigate]);

  const problems = useMemo(() => {
    const byQuestion = new Map<string, string[]>();
    for (const problem of checkFormDefinition(draft.questions, defaultLanguage)) {
      if (!problem.questionId) continue;
      byQuestion.set(problem.questionId, [...(byQuestion.get(problem.questionId) ?? []), say(problem.message)]);
    }
    for (const [id, messages] of serverProblems.byQuestion) {
      byQuestion.set(id, [...new Set([...(byQuestion.get(id) ?? []), ...messages])]);
    }
    return byQuestion;
  }, [draft.questions, defaultLanguage, say, serverProblems]);
  const missing = useMemo(
    () => missingTranslations(draft.questions, draft.languages),
    [draft.questions, draft.languages],
  );
  const selected = draft.questions.find((q) => q.id === state.selectedId) ?? null;

  const add = (type: FormFieldType) => {
    dispatch({
      type: 'add',
      question: newQuestion(type, newBuilderId('q'), defaultLanguage),
      afterId: state.selectedId,
    });
    setPanel('question');
  };

  return (
    <Stack gap={0} h="100dvh" data-testid="form-builder" data-form-id={form._id} data-dirty={dirty || undefined}>
      <BuilderHeader
        form={form}
        title={draft.title}
        languages={draft.languages}
        language={editingLanguage}
        dirty={dirty}
        saving={saving}
        onLanguage={setLanguage}
        onSettings={() => setSettingsOpen(true)}
        onDiscard={() => {
          dispatch({ type: 'discard' });
          clearProblems();
        }}
        onSave={() => void save(draft)}
      />
      {notice || serverProblems.general.length > 0 ? (
        <Stack gap="xs" px="md" pt="sm">
          {notice ? (
            <Alert color="blue" data-testid="form-builder-notice">
              {notice}
            </Alert>
          ) : null}
          {serverProblems.general.length > 0 ? (
            <Alert color="red" role="alert" data-testid="form-builder-error">
              {serverProblems.general.join(' · ')}
            </Alert>
          ) : null}
        </Stack>
      ) : null}
      <Box
        style={{
          flex: 1,
          minHeight: 0,
          display: 'grid',
          gridTemplateColumns: wide ? 'minmax(190px, 1fr) minmax(0, 2.4fr) minmax(0, 2.6fr)' : '1fr',
          overflow: wide ? 'hidden' : 'auto',
        }}
      >
        <div style={{ minHeight: 0 }}>
          <ScrollArea h="100%" p="md" style={{ borderInlineEnd: '1px solid var(--mantine-color-default-border)' }}>
            <QuestionPalette onAdd={add} />
          </ScrollArea>
        </div>
        <div style={{ minHeight: 0 }}>
          <ScrollArea h="100%" p="md">
            <QuestionList
              questions={draft.questions}
              language={editingLanguage}
              defaultLanguage={defaultLanguage}
              selectedId={state.selectedId}
              problems={problems}
              missing={missing}
              dispatch={dispatch}
              onDuplicate={(id) => dispatch({ type: 'duplicate', id, newId: newBuilderId('q') })}
            />
          </ScrollArea>
        </div>
        <div style={{ minHeight: 0 }}>
          <ScrollArea h="100%" p="md" style={{ borderInlineStart: '1px solid var(--mantine-color-default-border)' }}>
            <Stack gap="md">
              <SegmentedControl
                value={panel}
                onChange={(value) => setPanel(value as 'question' | 'preview')}
                data={[
                  { value: 'question', label: t('builder.panel.question') },
                  { value: 'preview', label: t('builder.panel.preview') },
                ]}
                data-testid="form-builder-panel"
              />
              {panel === 'preview' ? (
                <PreviewPanel questions={draft.questions} languages={draft.languages} />
              ) : selected ? (
                <Box key={selected.id}>
                  <QuestionEditor
                    question={selected}
                    questions={draft.questions}
                    language={editingLanguage}
                    defaultLanguage={defaultLanguage}
                    problems={problems.get(selected.id) ?? []}
                    flags={flags}
                    weighted={draft.kind === 'evaluation' || draft.kind === 'quiz'}
                    customFields={fieldData?.customFields ?? null}
                    onChange={(patch) => dispatch({ type: 'update', id: selected.id, patch })}
                  />
                </Box>
              ) : (
                <Alert color="gray">{t('builder.editor.nothingSelected')}</Alert>
              )}
            </Stack>
          </ScrollArea>
        </div>
      </Box>
      {settingsOpen ? (
        <FormSettingsModal
          settings={{
            title: draft.title,
            kind: draft.kind,
            description: draft.description,
            tags: draft.tags,
            languages: draft.languages,
          }}
          tagSuggestions={(tagData?.tags ?? []).map((tag) => tag.name)}
          onClose={() => setSettingsOpen(false)}
          onApply={(settings) => {
            dispatch({ type: 'settings', patch: settings });
            setSettingsOpen(false);
          }}
        />
      ) : null}
      {blocker.state === 'blocked' ? (
        <ConfirmModal
          title={t('builder.leave.title')}
          body={t('builder.leave.body')}
          labels={{ cancel: t('builder.leave.stay'), confirm: t('builder.leave.confirm') }}
          testIds={{
            dialog: 'form-builder-leave',
            cancel: 'form-builder-leave-stay',
            confirm: 'form-builder-leave-confirm',
          }}
          onClose={() => blocker.reset()}
          onConfirm={async () => blocker.proceed()}
        />
      ) : null}
    </Stack>
  );
}
