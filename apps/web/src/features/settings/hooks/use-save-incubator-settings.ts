import type { FieldError } from '@cohort/shared';
import { useState } from 'react';
import { useMutation } from 'urql';
import type { FormValues } from '../../../lib/forms/use-form.ts';
import { graphqlFieldErrors } from '../../../lib/graphql-errors.ts';
import { readFragment } from '../../../lib/graphql.ts';
import { type IncubatorSettings, IncubatorSettingsFragment } from '../graphql/incubator-settings.fragment.ts';
import {
  type IncubatorSettingsInput,
  UpdateIncubatorSettingsMutation,
} from '../graphql/update-incubator-settings.mutation.ts';
import { useSettingsFeedback } from './use-settings-feedback.ts';

interface SettingsForm<V extends FormValues> {
  setFieldErrors: (fields: FieldError[], fieldNames?: Partial<Record<string, keyof V>>) => boolean;
  reset: (next?: V) => void;
}

/**
 * Saves a settings form with updateIncubatorSettings: the server's field messages show under the fields, any other
 * failure above the Save button; on success the form takes the saved values and a 'Settings saved' toast shows.
 */
export function useSaveIncubatorSettings<V extends FormValues>(
  form: SettingsForm<V>,
  options: { toValues: (incubator: IncubatorSettings) => V; fieldNames?: Partial<Record<string, keyof V>> },
) {
  const feedback = useSettingsFeedback();
  const [{ fetching }, update] = useMutation(UpdateIncubatorSettingsMutation);
  const [error, setError] = useState<string | null>(null);

  const save = async (input: IncubatorSettingsInput): Promise<IncubatorSettings | null> => {
    setError(null);
    const result = await update({ input });
    if (result.error || !result.data) {
      const fields = graphqlFieldErrors(result.error);
      const shown = fields.length > 0 && form.setFieldErrors(fields, options.fieldNames);
      if (!shown && result.error) setError(feedback.errorMessage(result.error));
      return null;
    }
    const incubator = readFragment(IncubatorSettingsFragment, result.data.updateIncubatorSettings);
    form.reset(options.toValues(incubator));
    feedback.saved();
    return incubator;
  };

  return { save, saving: fetching, error };
}
