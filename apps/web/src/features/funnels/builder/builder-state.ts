import { FUNNEL_SLUG_PATTERN, type RoundKind } from '@cohort/shared';
import type { FunnelData } from '../graphql/funnel-fields.fragment.ts';

/** A call's settings as the builder edits them (FunnelInput); dates are instants, the intake form its base id. */
export interface SettingsDraft {
  name: string;
  slug: string;
  programId: string | null;
  description: string;
  eligibility: string;
  cover: string;
  opensAt: string | null;
  closesAt: string | null;
  intakeFormId: string | null;
  allowCofounders: boolean;
  anonymous: boolean;
}

/** A round in the builder: `key` names it on the page, `id` is the server's (none for a new round). */
export interface RoundDraft {
  key: string;
  id: string | null;
  kind: RoundKind;
  name: string;
  description: string;
  /** The base id of its form (form and evaluation rounds). */
  formId: string | null;
  deadline: string | null;
}

export interface AdminDraft {
  _id: string;
  firstName: string;
  lastName: string;
  fullName: string;
  avatar?: string | null;
}

export interface FunnelDraft {
  settings: SettingsDraft;
  rounds: RoundDraft[];
  admins: AdminDraft[];
}

export type DraftPart = keyof FunnelDraft;
export const DRAFT_PARTS: readonly DraftPart[] = ['settings', 'rounds', 'admins'];

export interface BuilderState {
  /** What the server holds. */
  saved: FunnelDraft;
  draft: FunnelDraft;
}

export type BuilderAction =
  | { type: 'settings'; patch: Partial<SettingsDraft> }
  | { type: 'addRound'; round: RoundDraft }
  | { type: 'updateRound'; key: string; patch: Partial<Omit<RoundDraft, 'key' | 'id'>> }
  | { type: 'removeRound'; key: string }
  | { type: 'moveRound'; key: string; overKey: string }
  | { type: 'admins'; admins: AdminDraft[] }
  /** Parts the server saved: they take the server's values, the others keep their edits. */
  | { type: 'saved'; funnel: FunnelData; parts: readonly DraftPart[] }
  /** Fresh data of the funnel for a page without edits. */
  | { type: 'reset'; funnel: FunnelData }
  | { type: 'discard' };

export function draftOf(funnel: FunnelData): FunnelDraft {
  return {
    settings: {
      name: funnel.name,
      slug: funnel.slug,
      programId: funnel.program?._id ?? null,
      description: funnel.description ?? '',
      eligibility: funnel.eligibility ?? '',
      cover: funnel.cover ?? '',
      opensAt: funnel.opensAt ?? null,
      closesAt: funnel.closesAt ?? null,
      intakeFormId: funnel.intakeForm?.baseId ?? null,
      allowCofounders: funnel.allowCofounders,
      anonymous: funnel.anonymous,
    },
    rounds: [...funnel.rounds]
      .sort((a, b) => a.position - b.position)
      .map((round) => ({
        key: round._id,
        id: round._id,
        kind: round.kind,
        name: round.name,
        description: round.description ?? '',
        formId: round.formId ?? null,
        deadline: round.deadline ?? null,
      })),
    admins: funnel.admins.map((admin) => ({
      _id: admin._id,
      firstName: admin.firstName,
      lastName: admin.lastName,
      fullName: admin.fullName,
      avatar: admin.avatar,
    })),
  };
}

export function initialBuilderState(funnel: FunnelData): BuilderState {
  const draft = draftOf(funnel);
  return { saved: draft, draft };
}

/** What a part sends to the server, to compare a draft with what is saved. */
function comparable(part: DraftPart, draft: FunnelDraft): unknown {
  switch (part) {
    case 'settings':
      return { ...draft.settings, slug: draft.settings.slug.trim() };
    case 'rounds':
      return draft.rounds.map(({ key: _key, ...round }) => round);
    case 'admins':
      return draft.admins.map((admin) => admin._id).sort();
  }
}

export function dirtyParts(state: BuilderState): DraftPart[] {
  return DRAFT_PARTS.filter(
    (part) => JSON.stringify(comparable(part, state.draft)) !== JSON.stringify(comparable(part, state.saved)),
  );
}

export function isDecision(round: Pick<RoundDraft, 'kind'>): boolean {
  return round.kind === 'decision';
}

/** A new round goes just before the decision round, which stays last. */
function withRound(rounds: RoundDraft[], round: RoundDraft): RoundDraft[] {
  const decision = rounds.findIndex(isDecision);
  if (decision === -1) return [...rounds, round];
  return [...rounds.slice(0, decision), round, ...rounds.slice(decision)];
}

/** Moves a round onto another's place; the decision round neither moves nor lets another past it. */
function moved(rounds: RoundDraft[], key: string, overKey: string): RoundDraft[] {
  const from = rounds.findIndex((round) => round.key === key);
  let to = rounds.findIndex((round) => round.key === overKey);
  if (from === -1 || to === -1 || from === to) return rounds;
  const round = rounds[from] as RoundDraft;
  if (isDecision(round)) return rounds;
  const lastMovable = rounds.findIndex(isDecision) === -1 ? rounds.length - 1 : rounds.findIndex(isDecision) - 1;
  to = Math.min(to, lastMovable);
  if (from === to) return rounds;
  const next = rounds.filter((_, index) => index !== from);
  next.splice(to, 0, round);
  return next;
}

export function builderReducer(state: BuilderState, action: BuilderAction): BuilderState {
  const { draft } = state;
  switch (action.type) {
    case 'settings':
      return { ...state, draft: { ...draft, settings: { ...draft.settings, ...action.patch } } };
    case 'addRound':
      return { ...state, draft: { ...draft, rounds: withRound(draft.rounds, action.round) } };
    case 'updateRound':
      return {
        ...state,
        draft: {
          ...draft,
          rounds: draft.rounds.map((round) => {
            if (round.key !== action.key) return round;
            const next = { ...round, ...action.patch };
            // Only form and evaluation rounds have a form; the decision round stays a decision round.
            if (isDecision(round)) next.kind = 'decision';
            if (next.kind !== 'form' && next.kind !== 'evaluation') next.formId = null;
            return next;
          }),
        },
      };
    case 'removeRound':
      return {
        ...state,
        draft: { ...draft, rounds: draft.rounds.filter((round) => round.key !== action.key || isDecision(round)) },
      };
    case 'moveRound':
      return { ...state, draft: { ...draft, rounds: moved(draft.rounds, action.key, action.overKey) } };
    case 'admins':
      return { ...state, draft: { ...draft, admins: action.admins } };
    case 'saved': {
      const fresh = draftOf(action.funnel);
      const saved = { ...state.saved };
      const next = { ...draft };
      for (const part of action.parts) {
        Object.assign(saved, { [part]: fresh[part] });
        Object.assign(next, { [part]: fresh[part] });
      }
      // Parts saved earlier or not at all follow the server too when they had no edits.
      for (const part of DRAFT_PARTS) {
        if (action.parts.includes(part)) continue;
        if (JSON.stringify(comparable(part, draft)) === JSON.stringify(comparable(part, state.saved))) {
          Object.assign(saved, { [part]: fresh[part] });
          Object.assign(next, { [part]: fresh[part] });
        }
      }
      return { saved, draft: next };
    }
    case 'reset':
      return initialBuilderState(action.funnel);
    case 'discard':
      return { ...state, draft: state.saved };
  }
}

/** What the builder checks before it saves (the server checks the same and more). */
export type SettingsProblem = 'required' | 'slugInvalid' | 'closesBeforeOpens' | 'url';
export type RoundProblem = 'required' | 'formMissing';

export interface DraftProblems {
  settings: Partial<Record<keyof SettingsDraft, SettingsProblem>>;
  /** By round key. */
  rounds: Record<string, Partial<Record<'name' | 'formId', RoundProblem>>>;
  admins: 'required' | null;
  count: number;
}

const WEB_ADDRESS = /^https?:\/\/[^\s/]/i;
/** A picture uploaded as the cover (POST /api/funnels/{id}/cover answers its address on this server). */
const UPLOADED_PICTURE = /^\/api\/pictures\/[0-9a-f-]{36}$/i;

export function draftProblems(draft: FunnelDraft): DraftProblems {
  const settings: DraftProblems['settings'] = {};
  const { settings: values } = draft;
  if (values.name.trim() === '') settings.name = 'required';
  if (!values.programId) settings.programId = 'required';
  const slug = values.slug.trim().toLowerCase();
  if (slug !== '' && !FUNNEL_SLUG_PATTERN.test(slug)) settings.slug = 'slugInvalid';
  if (values.opensAt && values.closesAt && Date.parse(values.closesAt) <= Date.parse(values.opensAt)) {
    settings.closesAt = 'closesBeforeOpens';
  }
  const cover = values.cover.trim();
  if (cover !== '' && !UPLOADED_PICTURE.test(cover) && !(WEB_ADDRESS.test(cover) && URL.canParse(cover))) {
    settings.cover = 'url';
  }
  const rounds: DraftProblems['rounds'] = {};
  for (const round of draft.rounds) {
    const problems: Partial<Record<'name' | 'formId', RoundProblem>> = {};
    if (round.name.trim() === '') problems.name = 'required';
    if (round.kind === 'form' && !round.formId) problems.formId = 'formMissing';
    if (Object.keys(problems).length > 0) rounds[round.key] = problems;
  }
  const admins = draft.admins.length === 0 ? 'required' : null;
  const count =
    Object.keys(settings).length +
    Object.values(rounds).reduce((sum, problems) => sum + Object.keys(problems).length, 0) +
    (admins ? 1 : 0);
  return { settings, rounds, admins, count };
}

/** The FunnelInput of the settings (every field: the server takes an absent one as its default). */
export function funnelInputOf(settings: SettingsDraft) {
  const text = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    name: settings.name.trim(),
    slug: text(settings.slug)?.toLowerCase() ?? null,
    programId: settings.programId ?? '',
    description: text(settings.description),
    eligibility: text(settings.eligibility),
    cover: text(settings.cover),
    opensAt: settings.opensAt,
    closesAt: settings.closesAt,
    intakeFormId: settings.intakeFormId,
    allowCofounders: settings.allowCofounders,
    anonymous: settings.anonymous,
  };
}

export function roundsInputOf(rounds: RoundDraft[]) {
  return rounds.map((round) => ({
    id: round.id,
    kind: round.kind,
    name: round.name.trim(),
    description: round.description.trim() === '' ? null : round.description.trim(),
    formId: round.kind === 'form' || round.kind === 'evaluation' ? round.formId : null,
    deadline: round.deadline,
  }));
}
