import { checkFormDefinition, type FormQuestion } from '@cohort/shared';
import { describe, expect, it } from 'vitest';
import { builderReducer, type FormDraft, formInputOf, initialBuilderState, isBuilderDirty } from './builder-state.ts';
import { newQuestion } from './question-factory.ts';

const text = (id: string, label: string): FormQuestion => ({
  id,
  questionType: 'text',
  label: [{ language: 'en', value: label }],
});

function draft(questions: FormQuestion[]): FormDraft {
  return { title: 'Intake', kind: 'submission', description: '', tags: [], languages: ['en'], questions };
}
const ids = (state: ReturnType<typeof initialBuilderState>) => state.draft.questions.map((q) => q.id);

describe('form builder state', () => {
  const start = initialBuilderState(draft([text('a', 'Name'), text('b', 'Email'), text('c', 'City')]));

  it('adds a question after the selected one, or at the end, and selects it', () => {
    const added = builderReducer(start, { type: 'add', question: newQuestion('number', 'n', 'en'), afterId: 'a' });
    expect(ids(added)).toEqual(['a', 'n', 'b', 'c']);
    expect(added.selectedId).toBe('n');
    expect(ids(builderReducer(start, { type: 'add', question: newQuestion('text', 'z', 'en') }))).toEqual([
      'a',
      'b',
      'c',
      'z',
    ]);
  });

  it('gives a new choice question two options and a table one column', () => {
    const choice = newQuestion('select_dropdown', 's', 'en', 'Stage');
    expect(choice.options?.map((o) => o.value)).toEqual(['option-1', 'option-2']);
    expect(newQuestion('table', 't', 'en').columns).toHaveLength(1);
    expect(newQuestion('tree_multi', 'tm', 'en').optionsDepth).toBe(2);
  });

  it('moves a question onto another (drag and drop) and by one place (keyboard), never out of bounds', () => {
    expect(ids(builderReducer(start, { type: 'move', id: 'c', overId: 'a' }))).toEqual(['c', 'a', 'b']);
    expect(ids(builderReducer(start, { type: 'moveBy', id: 'a', offset: 1 }))).toEqual(['b', 'a', 'c']);
    expect(builderReducer(start, { type: 'moveBy', id: 'a', offset: -1 })).toBe(start);
    expect(builderReducer(start, { type: 'move', id: 'a', overId: 'missing' })).toBe(start);
  });

  it('duplicates a question under a new id, right after it, with its settings', () => {
    const withRule = builderReducer(start, { type: 'update', id: 'b', patch: { validations: { required: true } } });
    const copied = builderReducer(withRule, { type: 'duplicate', id: 'b', newId: 'b2' });
    expect(ids(copied)).toEqual(['a', 'b', 'b2', 'c']);
    expect(copied.draft.questions[2]).toMatchObject({
      id: 'b2',
      label: [{ value: 'Email' }],
      validations: { required: true },
    });
    expect(copied.selectedId).toBe('b2');
    // The copy is its own: changing it leaves the original alone.
    copied.draft.questions[2]!.validations!.required = false;
    expect(copied.draft.questions[1]!.validations?.required).toBe(true);
  });

  it('deletes a question with the conditions that read it and selects its neighbour', () => {
    const dependent = builderReducer(builderReducer(start, { type: 'select', id: 'b' }), {
      type: 'update',
      id: 'c',
      patch: {
        dependency: {
          operator: 'and',
          statements: [
            { action: 'show', questionId: 'b', operator: 'equals', values: ['x'] },
            { action: 'show', questionId: 'a', operator: 'contains', values: ['y'] },
          ],
        },
      },
    });
    const deleted = builderReducer(dependent, { type: 'delete', id: 'b' });
    expect(ids(deleted)).toEqual(['a', 'c']);
    expect(deleted.selectedId).toBe('c');
    expect(deleted.draft.questions[1]!.dependency?.statements).toEqual([
      { action: 'show', questionId: 'a', operator: 'contains', values: ['y'] },
    ]);
    const lastRule = builderReducer(deleted, { type: 'delete', id: 'a' });
    expect(lastRule.draft.questions[0]!.dependency).toBeNull();
    expect(checkFormDefinition(lastRule.draft.questions)).toEqual([]);
  });

  it('is dirty after a change and clean again after discarding or a reset with the saved form', () => {
    expect(isBuilderDirty(start)).toBe(false);
    const changed = builderReducer(start, { type: 'settings', patch: { title: 'Intake 2026' } });
    expect(isBuilderDirty(changed)).toBe(true);
    expect(isBuilderDirty(builderReducer(changed, { type: 'discard' }))).toBe(false);
    expect(isBuilderDirty(builderReducer(changed, { type: 'reset', draft: changed.draft }))).toBe(false);
    // Changing a setting back to what it was is not a change.
    expect(isBuilderDirty(builderReducer(changed, { type: 'settings', patch: { title: 'Intake' } }))).toBe(false);
  });

  it('sends a trimmed title and no blank description', () => {
    const input = formInputOf({ ...draft([]), title: '  Intake ', description: '  ' });
    expect(input).toMatchObject({ title: 'Intake', description: null, languages: ['en'] });
  });
});
