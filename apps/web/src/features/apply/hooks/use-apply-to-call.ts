import { isInRoleGroup, type RoleType } from '@cohort/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { readFragment } from '../../../lib/graphql.ts';
import { useCurrentUserState } from '../../identity/index.ts';
import { MyApplicationFragment } from '../graphql/my-application.fragment.ts';
import { MyApplicationsQuery } from '../graphql/my-applications.query.ts';
import { StartApplicationMutation } from '../graphql/start-application.mutation.ts';
import { fillPath, MY_APPLICATIONS_PATH } from '../utils/apply-paths.ts';
import { useApplicationErrorText } from './use-application-error-text.ts';

/**
 * Applying to a call as the signed-in person: their application to it if they have one (to continue), whether their
 * role may apply (the startup side), and `start` (a draft, then its form).
 */
export function useApplyToCall(funnelId: string | null) {
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const userState = useCurrentUserState();
  const errorText = useApplicationErrorText();
  const signedIn = userState.status === 'signedIn';
  const roleType = signedIn ? userState.user.role?.type : null;
  const mayApply = isInRoleGroup((roleType ?? undefined) as RoleType | undefined, 'startupSide');
  const [{ data, fetching }] = useQuery({
    query: MyApplicationsQuery,
    pause: !signedIn || !mayApply,
    requestPolicy: 'cache-and-network',
  });
  const [, startApplication] = useMutation(StartApplicationMutation);
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const existing = funnelId
    ? (data?.myApplications ?? [])
        .map((application) => readFragment(MyApplicationFragment, application))
        .find((application) => application.funnel._id === funnelId)
    : undefined;

  const start = async () => {
    if (!funnelId) return;
    setStarting(true);
    setError(null);
    const result = await startApplication({ funnelId, language: i18n.resolvedLanguage ?? i18n.language });
    setStarting(false);
    const id = result.data?.startApplication._id;
    if (id) {
      void navigate(fillPath(id));
      return;
    }
    if (result.error) setError(errorText.of(result.error));
  };

  /** Where the person's application to this call continues: its intake while a draft, else their list. */
  const continuePath = existing ? (existing.status === 'draft' ? fillPath(existing._id) : MY_APPLICATIONS_PATH) : null;

  return {
    signedIn,
    mayApply,
    loading: signedIn && mayApply && fetching && !data,
    existing,
    continuePath,
    start,
    starting,
    error,
  };
}
