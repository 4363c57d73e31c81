import { isInRoleGroup, type RoleType } from '@cohort/shared';
import {
  Alert,
  Anchor,
  Button,
  Center,
  Loader,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { useForm } from '../../../lib/forms/use-form.ts';
import { useFormMessages } from '../../../lib/forms/use-form-messages.ts';
import { isBlank, isValidEmail } from '../../../lib/forms/validators.ts';
import { graphqlFieldErrors } from '../../../lib/graphql-errors.ts';
import { useNow } from '../../../ui/use-now.ts';
import { useAuthServices, useCurrentUserState, useNewPasswordRules } from '../../identity/index.ts';
import { usePageTitle } from '../../organisation/index.ts';
import { ApplyPanel } from '../components/apply-panel.tsx';
import { ApplyCallQuery } from '../graphql/apply-call.query.ts';
import { ApplicationLeadQuery } from '../graphql/application-lead.operations.ts';
import { SignUpToApplyMutation } from '../graphql/sign-up-to-apply.mutation.ts';
import { primaryButtonStyles, useApplyColours } from '../hooks/apply-layout-context.ts';
import { useApplicationErrorText } from '../hooks/use-application-error-text.ts';
import {
  callPath,
  EXPLORE_PATH,
  fillPath,
  leadTransferPath,
  MY_APPLICATIONS_PATH,
  STAFF_APPLICATIONS_PATH,
} from '../utils/apply-paths.ts';
import { applicationMessageKey } from '../utils/application-messages.ts';
import { callPhase } from '../utils/call-dates.ts';

const NAME_MAX = 100;
const STARTUP_MAX = 120;

/**
 * /application/new (spec 01 §2.1): signed out only. The sign-up to a call (`?call=<slug>`) or to the lead one was sent
 * (`?lead=<token>`): names, e-mail, password and the startup; then straight to the intake form, signed in. A
 * signed-in applicant goes to the call (or the lead); a signed-in non-applicant to /applications/overview.
 */
export function ApplySignUpPage() {
  const [params] = useSearchParams();
  const call = params.get('call')?.trim() || null;
  const lead = params.get('lead')?.trim() || null;
  const userState = useCurrentUserState();
  // Set once this page signs the person in, so that it does not redirect them as someone already signed in.
  const signedUp = useRef(false);
  if (userState.status === 'loading' || signedUp.current) {
    return (
      <Center p="xl">
        <Loader />
      </Center>
    );
  }
  if (userState.status === 'signedIn') {
    if (!isInRoleGroup(userState.user.role?.type as RoleType | undefined, 'startupSide')) {
      return <Navigate to={STAFF_APPLICATIONS_PATH} replace />;
    }
    return <Navigate to={lead ? leadTransferPath(lead) : call ? callPath(call) : MY_APPLICATIONS_PATH} replace />;
  }
  return <SignUp call={call} lead={lead} onSignedUp={() => (signedUp.current = true)} />;
}

function SignUp({ call, lead, onSignedUp }: { call: string | null; lead: string | null; onSignedUp: () => void }) {
  const { t } = useTranslation(['apply', 'auth']);
  usePageTitle(t('apply:signUp.pageTitle'));
  const now = useNow(60_000);
  const [callAnswer] = useQuery({ query: ApplyCallQuery, variables: { slug: call ?? '' }, pause: !call || !!lead });
  const [leadAnswer] = useQuery({ query: ApplicationLeadQuery, variables: { token: lead ?? '' }, pause: !lead });
  const invitation = leadAnswer.data?.applicationLead ?? null;
  const applyCall = callAnswer.data?.applyCall ?? null;
  const loading =
    (call && !lead && callAnswer.fetching && !callAnswer.data) || (lead && leadAnswer.fetching && !leadAnswer.data);
  if (loading) {
    return (
      <Center p="xl">
        <Loader />
      </Center>
    );
  }
  const target = lead
    ? invitation && !invitation.claimed
      ? { name: invitation.call.name, closed: !invitation.call.isOpen }
      : null
    : applyCall
      ? { name: applyCall.name, closed: callPhase(applyCall, now) !== 'open' }
      : null;
  if (!target || target.closed) {
    const reason = !target
      ? lead && invitation?.claimed
        ? t('apply:errors.leadClaimed')
        : call || lead
          ? t('apply:signUp.callMissing')
          : t('apply:signUp.chooseCall')
      : t('apply:errors.callClosed');
    return (
      <ApplyPanel testId="sign-up-unavailable">
        <Stack gap="sm">
          <Title order={1} size="h2">
            {t('apply:signUp.title')}
          </Title>
          <Text>{reason}</Text>
          <Anchor component={Link} to={EXPLORE_PATH}>
            {t('apply:program.allCalls')}
          </Anchor>
        </Stack>
      </ApplyPanel>
    );
  }
  return <SignUpForm call={call} lead={lead} targetName={target.name} prefill={invitation} onSignedUp={onSignedUp} />;
}

function SignUpForm({
  call,
  lead,
  targetName,
  prefill,
  onSignedUp,
}: {
  call: string | null;
  lead: string | null;
  targetName: string;
  prefill: { firstName: string; lastName: string; email: string; startupName?: string | null } | null;
  onSignedUp: () => void;
}) {
  const { t, i18n } = useTranslation(['apply', 'auth']);
  const navigate = useNavigate();
  const { session } = useAuthServices();
  const messages = useFormMessages();
  const passwordRules = useNewPasswordRules();
  const errorText = useApplicationErrorText();
  const colours = useApplyColours();
  const [, signUp] = useMutation(SignUpToApplyMutation);
  const [error, setError] = useState<string | null>(null);
  const [emailTaken, setEmailTaken] = useState(false);
  const [sending, setSending] = useState(false);
  const labels = {
    firstName: t('apply:signUp.firstName'),
    lastName: t('apply:signUp.lastName'),
    email: t('apply:signUp.email'),
    password: t('apply:signUp.password'),
    startupName: t('apply:signUp.startupName'),
  };
  const form = useForm({
    initialValues: {
      firstName: prefill?.firstName ?? '',
      lastName: prefill?.lastName ?? '',
      email: prefill?.email ?? '',
      password: '',
      startupName: prefill?.startupName ?? '',
    },
    validate: (values) => ({
      firstName: isBlank(values.firstName)
        ? messages.required(labels.firstName)
        : values.firstName.trim().length > NAME_MAX
          ? messages.textMax(labels.firstName, NAME_MAX)
          : null,
      lastName: isBlank(values.lastName)
        ? messages.required(labels.lastName)
        : values.lastName.trim().length > NAME_MAX
          ? messages.textMax(labels.lastName, NAME_MAX)
          : null,
      email: isBlank(values.email)
        ? messages.required(labels.email)
        : isValidEmail(values.email)
          ? null
          : messages.email(labels.email),
      password: passwordRules.password(values.password),
      startupName: isBlank(values.startupName)
        ? messages.required(labels.startupName)
        : values.startupName.trim().length > STARTUP_MAX
          ? messages.textMax(labels.startupName, STARTUP_MAX)
          : null,
    }),
  });

  const returnTo = lead ? leadTransferPath(lead) : callPath(call ?? '');
  const onSubmit = form.handleSubmit(async (values) => {
    setSending(true);
    setError(null);
    setEmailTaken(false);
    const result = await signUp({
      call: lead ? null : call,
      leadToken: lead,
      email: values.email.trim(),
      password: values.password,
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      startupName: values.startupName.trim(),
      language: i18n.resolvedLanguage ?? i18n.language,
    });
    const signed = result.data?.signUpToApply;
    if (signed) {
      onSignedUp();
      session.signIn({ token: signed.token, sessionId: signed.sessionId });
      void navigate(fillPath(signed.applicationId), { replace: true });
      return;
    }
    setSending(false);
    if (!result.error) return;
    const fields = graphqlFieldErrors(result.error);
    setEmailTaken(fields.some((field) => applicationMessageKey(field.message) === 'emailTaken'));
    if (!form.setFieldErrors(fields.map((field) => ({ ...field, message: errorText.message(field.message) })))) {
      setError(errorText.of(result.error));
    }
  });

  return (
    <ApplyPanel testId="sign-up-page">
      <form onSubmit={onSubmit} noValidate data-testid="sign-up-form">
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={1} size="h2" c={colours?.heading}>
              {t('apply:signUp.title')}
            </Title>
            <Text c="dimmed" dir="auto" data-testid="sign-up-call">
              {lead ? t('apply:signUp.leadIntro', { call: targetName }) : t('apply:signUp.intro', { call: targetName })}
            </Text>
          </Stack>
          {error ? (
            <Alert color="red" role="alert" data-testid="sign-up-error">
              {error}
            </Alert>
          ) : null}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              {...form.field('firstName')}
              label={labels.firstName}
              autoComplete="given-name"
              withAsterisk
              data-testid="sign-up-first-name"
            />
            <TextInput
              {...form.field('lastName')}
              label={labels.lastName}
              autoComplete="family-name"
              withAsterisk
              data-testid="sign-up-last-name"
            />
          </SimpleGrid>
          <TextInput
            {...form.field('email')}
            label={labels.email}
            type="email"
            autoComplete="email"
            dir="ltr"
            withAsterisk
            data-testid="sign-up-email"
          />
          {emailTaken ? (
            <Text size="sm" data-testid="sign-up-email-taken">
              <Anchor component={Link} to="/login" state={{ from: returnTo }}>
                {t('apply:signUp.signInInstead')}
              </Anchor>
            </Text>
          ) : null}
          <PasswordInput
            {...form.field('password')}
            label={labels.password}
            description={passwordRules.hint}
            autoComplete="new-password"
            withAsterisk
            data-testid="sign-up-password"
          />
          <TextInput
            {...form.field('startupName')}
            label={labels.startupName}
            autoComplete="organization"
            withAsterisk
            data-testid="sign-up-startup"
          />
          <Button
            type="submit"
            size="md"
            fullWidth
            loading={sending}
            styles={primaryButtonStyles(colours)}
            data-testid="sign-up-submit"
          >
            {t('apply:signUp.submit')}
          </Button>
          <Text size="sm" ta="center">
            {t('apply:program.haveAccount')}{' '}
            <Anchor component={Link} to="/login" state={{ from: returnTo }} data-testid="sign-up-login">
              {t('apply:program.login')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </ApplyPanel>
  );
}
