import type { ProfileFormKind } from '@cohort/shared';
import { Alert, Button, Center, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconLayoutList } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../organisation/index.ts';
import { ProfileFormEmpty } from '../components/profile-form-empty.tsx';
import { ProfileFormFieldList } from '../components/profile-form-field-list.tsx';
import { ProfileFormTabs } from '../components/profile-form-tabs.tsx';
import { useProfileFormOfKind } from '../hooks/use-profile-forms.ts';
import { useProfileFormTexts } from '../hooks/use-profile-form-texts.ts';
import { useProfileFormsFeedback } from '../hooks/use-profile-forms-feedback.ts';
import { profileBuilderPath } from '../utils/profile-form-paths.ts';

/**
 * /startups/profile(-private) and /community/people/profile(-private) (PROFILE_FIELDS:EDIT): the fields of one
 * profile form in order, who sees and fills them, and the way to its builder.
 */
export function ProfileFormPage({ kind }: { kind: ProfileFormKind }) {
  const { t } = useTranslation('profileForms');
  const texts = useProfileFormTexts(kind);
  usePageTitle(texts.title);
  const feedback = useProfileFormsFeedback();
  const state = useProfileFormOfKind(kind);
  const form = state.status === 'loaded' ? state.form : null;

  return (
    <Container size={960} py="lg" data-testid="profile-form-page" data-kind={kind}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Title order={1} size="h2" data-testid="profile-form-title">
            {texts.title}
          </Title>
          {form ? (
            <Button
              component={Link}
              to={profileBuilderPath(form._id)}
              leftSection={<IconLayoutList size={16} />}
              data-testid="profile-form-open-builder"
            >
              {t('list.openBuilder')}
            </Button>
          ) : null}
        </Group>
        <ProfileFormTabs kind={kind} />
        <Text size="sm" c="dimmed" data-testid="profile-form-audience">
          {texts.audience}
        </Text>
        {state.status === 'failed' ? (
          <Alert color="red" role="alert" data-testid="profile-form-error">
            <Group justify="space-between" gap="sm">
              <span>{feedback.errorMessage(state.error)}</span>
              <Button size="xs" variant="light" onClick={state.retry}>
                {t('actions.retry')}
              </Button>
            </Group>
          </Alert>
        ) : state.status === 'loading' ? (
          <Center p="xl">
            <Loader />
          </Center>
        ) : !form ? (
          <Alert color="red" role="alert" data-testid="profile-form-error">
            {t('errors.notFound')}
          </Alert>
        ) : form.items.length === 0 ? (
          <ProfileFormEmpty form={form} />
        ) : (
          <ProfileFormFieldList form={form} />
        )}
      </Stack>
    </Container>
  );
}
