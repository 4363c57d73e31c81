import type { FormKind, FormQuestion } from '@cohort/shared';
import { removeStatementsAbout } from './dependency.ts';
import { copyQuestion } from './question-factory.ts';

/** What the builder edits and saves with updateForm: the form's settings and its questions. */
export interface FormDraft {
  title: string;
  kind: FormKind;
  description: string;
  tags: string[];
  /** The first is the default language. */
  languages: string[];
  questions: FormQuestion[];
}

export interface BuilderState {
  /** The version last loaded or saved: Discard goes back to it, and the page is dirty when the draft differs. */
  saved: FormDraft;
  draft: FormDraft;
  /** The question open in the settings panel. */
  selectedId: string | null;
}

export type BuilderAction =
  | { type: 'reset'; draft: FormDraft }
  | { type: 'discard' }
  | { type: 'settings'; patch: Partial<Omit<FormDraft, 'questions'>> }
  | { type: 'select'; id: string | null }
  | { type: 'add'; question: FormQuestion; afterId?: string | null }
  | { type: 'move'; id: string; overId: string }
  | { type: 'moveBy'; id: string; offset: number }
  | { type: 'duplicate'; id: string; newId: string }
  | { type: 'delete'; id: string }
  | { type: 'update'; id: string; patch: Partial<FormQuestion> };

/** A copy of `list` with the item at `from` moved to `to`. */
function arrayMove<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

export function initialBuilderState(draft: FormDraft): BuilderState {
  return { saved: draft, draft, selectedId: draft.questions[0]?.id ?? null };
}

function withQuestions(state: BuilderState, questions: FormQuestion[], selectedId = state.selectedId): BuilderState {
  return { ...state, draft: { ...state.draft, questions }, selectedId };
}

/** The builder's changes; every one is pure, so that the page can be tested without a browser. */
export function builderReducer(state: BuilderState, action: BuilderAction): BuilderState {
  const { questions } = state.draft;
  const indexOf = (id: string) => questions.findIndex((q) => q.id === id);
  switch (action.type) {
    case 'reset':
      return {
        saved: action.draft,
        draft: action.draft,
        selectedId: action.draft.questions.some((q) => q.id === state.selectedId)
          ? state.selectedId
          : (action.draft.questions[0]?.id ?? null),
      };
    case 'discard':
      return initialBuilderState(state.saved);
    case 'settings':
      return { ...state, draft: { ...state.draft, ...action.patch } };
    case 'select':
      return { ...state, selectedId: action.id };
    case 'add': {
      const after = action.afterId ? indexOf(action.afterId) : -1;
      const at = after < 0 ? questions.length : after + 1;
      const next = [...questions];
      next.splice(at, 0, action.question);
      return withQuestions(state, next, action.question.id);
    }
    case 'move': {
      const from = indexOf(action.id);
      const to = indexOf(action.overId);
      if (from < 0 || to < 0 || from === to) return state;
      return withQuestions(state, arrayMove(questions, from, to));
    }
    case 'moveBy': {
      const from = indexOf(action.id);
      const to = from + action.offset;
      if (from < 0 || to < 0 || to >= questions.length) return state;
      return withQuestions(state, arrayMove(questions, from, to));
    }
    case 'duplicate': {
      const at = indexOf(action.id);
      if (at < 0) return state;
      const next = [...questions];
      next.splice(at + 1, 0, copyQuestion(questions[at]!, action.newId));
      return withQuestions(state, next, action.newId);
    }
    case 'delete': {
      const at = indexOf(action.id);
      if (at < 0) return state;
      // Conditions on the deleted question go with it; a formula that read it is reported, not rewritten.
      const next = questions
        .filter((q) => q.id !== action.id)
        .map((q) => (q.dependency ? { ...q, dependency: removeStatementsAbout(q.dependency, action.id) } : q));
      const selectedId =
        state.selectedId === action.id ? (next[Math.min(at, next.length - 1)]?.id ?? null) : state.selectedId;
      return withQuestions(state, next, selectedId);
    }
    case 'update':
      return withQuestions(
        state,
        questions.map((q) => (q.id === action.id ? { ...q, ...action.patch } : q)),
      );
  }
}

/** Whether the draft differs from what was loaded or last saved. */
export function isBuilderDirty(state: BuilderState): boolean {
  return state.draft !== state.saved && JSON.stringify(state.draft) !== JSON.stringify(state.saved);
}

/** The FormInput of updateForm for a draft: a blank description is sent as null. */
export function formInputOf(draft: FormDraft) {
  return {
    title: draft.title.trim(),
    kind: draft.kind,
    description: draft.description.trim() || null,
    tags: draft.tags,
    languages: draft.languages,
    questions: draft.questions,
  };
}
