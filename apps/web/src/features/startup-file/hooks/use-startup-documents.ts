import { useCallback, useEffect, useRef, useState } from 'react';
import { isRestError } from '../../../lib/rest-client.ts';
import type { StoredFile } from '../api/attachments-api.ts';
import { useAttachmentsApi } from './use-attachments-api.ts';

export const FEATURE_NOT_IN_PLAN = 'FeatureNotInPlanError';

export type DocumentsState =
  | { status: 'loading' }
  | { status: 'notInPlan' }
  | { status: 'failed'; error: unknown }
  | { status: 'loaded'; files: StoredFile[] };

/** The documents of a startup (GET /api/attachments/reference/startup/{id}), newest first, and a way to reload them. */
export function useStartupDocuments(startupId: string) {
  const api = useAttachmentsApi();
  const [state, setState] = useState<DocumentsState>({ status: 'loading' });
  const generation = useRef(0);

  const reload = useCallback(async () => {
    generation.current += 1;
    const current = generation.current;
    try {
      const files = await api.documents(startupId);
      if (current !== generation.current) return;
      const newestFirst = [...files].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      setState({ status: 'loaded', files: newestFirst });
    } catch (error) {
      if (current !== generation.current) return;
      if (isRestError(error) && error.code === FEATURE_NOT_IN_PLAN) setState({ status: 'notInPlan' });
      else setState({ status: 'failed', error });
    }
  }, [api, startupId]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { state, reload };
}
