import { ERROR_CODES } from '@cohort/shared';
import { useCallback, useState } from 'react';
import { type CombinedError, useMutation } from 'urql';
import { graphqlErrorCode, graphqlFieldErrors } from '../../../lib/graphql-errors.ts';
import { readFragment } from '../../../lib/graphql.ts';
import {
  type BuilderState,
  type DraftPart,
  dirtyParts,
  funnelInputOf,
  roundsInputOf,
  type SettingsDraft,
} from '../builder/builder-state.ts';
import { type FunnelData, FunnelFieldsFragment } from '../graphql/funnel-fields.fragment.ts';
import { SetFunnelAdminsMutation } from '../graphql/set-funnel-admins.mutation.ts';
import { SetFunnelRoundsMutation } from '../graphql/set-funnel-rounds.mutation.ts';
import { UpdateFunnelMutation } from '../graphql/update-funnel.mutation.ts';
import { useFunnelsFeedback } from './use-funnels-feedback.ts';

/** The server's refusals of a save, where the builder shows them (already in the interface language). */
export interface SaveProblems {
  settings: Partial<Record<keyof SettingsDraft, string>>;
  rounds: { general: string[]; byKey: Record<string, string[]> };
  admins: string[];
  general: string[];
}

export const NO_SAVE_PROBLEMS: SaveProblems = {
  settings: {},
  rounds: { general: [], byKey: {} },
  admins: [],
  general: [],
};

const SETTINGS_FIELDS = new Set<string>([
  'name',
  'slug',
  'programId',
  'description',
  'eligibility',
  'cover',
  'opensAt',
  'closesAt',
  'intakeFormId',
  'allowCofounders',
  'anonymous',
]);
/** A round's field in a refusal: `rounds.2.formId` (the service) or `2.formId` (the shared schema). */
const ROUND_FIELD = /^(?:rounds\.)?(\d+)\.\w+$/;

/**
 * Saves what changed in the builder, in order: the settings (updateFunnel), the rounds (setFunnelRounds), the admins
 * (setFunnelAdmins). A part the server refuses keeps its edits and shows why; the others are saved all the same.
 */
export function useSaveFunnel(funnelId: string, onSaved: (funnel: FunnelData, parts: DraftPart[]) => void) {
  const feedback = useFunnelsFeedback();
  const [saving, setSaving] = useState(false);
  const [problems, setProblems] = useState<SaveProblems>(NO_SAVE_PROBLEMS);
  const [, updateFunnel] = useMutation(UpdateFunnelMutation);
  const [, setRounds] = useMutation(SetFunnelRoundsMutation);
  const [, setAdmins] = useMutation(SetFunnelAdminsMutation);

  const save = useCallback(
    async (state: BuilderState): Promise<boolean> => {
      const parts = dirtyParts(state);
      if (parts.length === 0) return true;
      setSaving(true);
      const found: SaveProblems = { settings: {}, rounds: { general: [], byKey: {} }, admins: [], general: [] };
      const saved: DraftPart[] = [];
      let latest: FunnelData | null = null;
      const refused = (part: DraftPart, error: CombinedError) => {
        const fields = graphqlFieldErrors(error);
        if (graphqlErrorCode(error) !== ERROR_CODES.validation || fields.length === 0) {
          found.general.push(feedback.errorMessage(error));
          return;
        }
        for (const { field, message } of fields) {
          const text = feedback.say(message);
          if (part === 'settings' && SETTINGS_FIELDS.has(field)) {
            found.settings[field as keyof SettingsDraft] = text;
          } else if (part === 'rounds') {
            const index = ROUND_FIELD.exec(field)?.[1];
            const key = index === undefined ? undefined : state.draft.rounds[Number(index)]?.key;
            if (key) found.rounds.byKey[key] = [...(found.rounds.byKey[key] ?? []), text];
            else found.rounds.general.push(text);
          } else if (part === 'admins') {
            found.admins.push(text);
          } else {
            found.general.push(text);
          }
        }
      };
      try {
        if (parts.includes('settings')) {
          const result = await updateFunnel({ id: funnelId, input: funnelInputOf(state.draft.settings) });
          if (result.error) refused('settings', result.error);
          else if (result.data) {
            latest = readFragment(FunnelFieldsFragment, result.data.updateFunnel);
            saved.push('settings');
          }
        }
        if (parts.includes('rounds')) {
          const result = await setRounds({ id: funnelId, rounds: roundsInputOf(state.draft.rounds) });
          if (result.error) refused('rounds', result.error);
          else if (result.data) {
            latest = readFragment(FunnelFieldsFragment, result.data.setFunnelRounds);
            saved.push('rounds');
          }
        }
        if (parts.includes('admins')) {
          const result = await setAdmins({ id: funnelId, userIds: state.draft.admins.map((admin) => admin._id) });
          if (result.error) refused('admins', result.error);
          else if (result.data) {
            latest = readFragment(FunnelFieldsFragment, result.data.setFunnelAdmins);
            saved.push('admins');
          }
        }
      } finally {
        setSaving(false);
      }
      setProblems(found);
      if (latest) onSaved(latest, saved);
      return saved.length === parts.length;
    },
    [funnelId, feedback, updateFunnel, setRounds, setAdmins, onSaved],
  );
  const clearProblems = useCallback(() => setProblems(NO_SAVE_PROBLEMS), []);
  return { save, saving, problems, clearProblems };
}
