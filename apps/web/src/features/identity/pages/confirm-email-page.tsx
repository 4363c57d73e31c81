import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { HOME_PATH } from '../../../lib/auth/auth-rules.ts';
import { usePageTitle } from '../../organisation/index.ts';
import type { IdentityApi } from '../api/identity-api.ts';
import { useCurrentUserState } from '../auth-context.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { useIdentityApi } from '../hooks/use-identity-api.ts';
import { useIdentityErrorTexts } from '../hooks/use-identity-error-texts.ts';
import { isInvalidTokenError, restErrorMessage } from '../utils/rest-error-message.ts';

type ConfirmationState =
  | { status: 'confirming' }
  | { status: 'confirmed' }
  | { status: 'invalid' }
  | { status: 'failed'; error: unknown };

/** What a confirmation link confirms: the user's own address, or a mailbox of the organisation. */
type ConfirmationKind = 'confirmation' | 'incubatorEmail';

/** A confirmation link is single-use: one call per token, however often the page renders (Strict Mode included). */
const confirmations = new Map<string, Promise<unknown>>();

function confirmOnce(api: IdentityApi, kind: ConfirmationKind, token: string): Promise<unknown> {
  const key = `${kind}:${token}`;
  let confirmation = confirmations.get(key);
  if (!confirmation) {
    confirmation = kind === 'confirmation' ? api.confirmEmail(token) : api.confirmIncubatorEmail(token);
    confirmations.set(key, confirmation);
  }
  return confirmation;
}

/** /account/confirmation?token=… (spec 01 §2.1): confirms the e-mail address of the link. */
export function ConfirmEmailPage() {
  return <ConfirmLinkPage kind="confirmation" />;
}

/** /confirmIncubatorEmail?token=… (spec 01 §2.1): confirms a general or support mailbox of the organisation. */
export function ConfirmIncubatorEmailPage() {
  return <ConfirmLinkPage kind="incubatorEmail" />;
}

function ConfirmLinkPage({ kind }: { kind: ConfirmationKind }) {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const api = useIdentityApi();
  const userState = useCurrentUserState();
  const errorTexts = useIdentityErrorTexts();
  usePageTitle(t(`${kind}.pageTitle`));
  const [state, setState] = useState<ConfirmationState>(token ? { status: 'confirming' } : { status: 'invalid' });
  const refreshUser = userState.status === 'signedIn' ? userState.refresh : null;

  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    confirmOnce(api, kind, token).then(
      () => {
        if (!cancelled) setState({ status: 'confirmed' });
      },
      (error: unknown) => {
        if (!cancelled) setState(isInvalidTokenError(error) ? { status: 'invalid' } : { status: 'failed', error });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [api, kind, token]);

  // A signed-in user's record now says validated: the unconfirmed-account banner goes away.
  useEffect(() => {
    if (state.status === 'confirmed') refreshUser?.();
  }, [state.status, refreshUser]);

  return (
    <AuthCard title={t(`${kind}.title`)} testId="confirmation-page">
      {state.status === 'confirming' ? (
        <Center>
          <Stack align="center" gap="xs">
            <Loader />
            <span>{t(`${kind}.confirming`)}</span>
          </Stack>
        </Center>
      ) : null}
      {state.status === 'confirmed' ? (
        <Alert color="green" role="status" data-testid="confirmation-success">
          {t(`${kind}.success`)}
        </Alert>
      ) : null}
      {state.status === 'invalid' ? (
        <Alert color="red" role="alert" data-testid="confirmation-invalid">
          {t('invalidLink')}
        </Alert>
      ) : null}
      {state.status === 'failed' ? (
        <Alert color="red" role="alert" data-testid="confirmation-error">
          {restErrorMessage(state.error, errorTexts)}
        </Alert>
      ) : null}
      {state.status === 'confirming' ? null : (
        <Button component={Link} to={HOME_PATH} variant="light" fullWidth data-testid="confirmation-home">
          {t(`${kind}.goHome`)}
        </Button>
      )}
    </AuthCard>
  );
}
