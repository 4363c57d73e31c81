import { Alert, Button, Center, Container, Group, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { NotFoundPage } from '../../public/index.ts';
import { ProfileBuilder } from '../components/profile-builder.tsx';
import { useProfileForm } from '../hooks/use-profile-form.ts';
import { useProfileFormsFeedback } from '../hooks/use-profile-forms-feedback.ts';

/** /profiles/:id/builder (PROFILE_FIELDS:EDIT, full screen): the builder of one profile form; unknown ids are not found. */
export function ProfileBuilderPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('profileForms');
  const feedback = useProfileFormsFeedback();
  const state = useProfileForm(id);

  if (state.status === 'loading') {
    return (
      <Center p="xl" data-testid="profile-builder-loading">
        <Loader />
      </Center>
    );
  }
  if (state.status === 'notFound') return <NotFoundPage />;
  if (state.status === 'failed') {
    return (
      <Container size={1280} py="lg">
        <Alert color="red" role="alert" data-testid="profile-builder-load-error">
          <Group justify="space-between" gap="sm">
            <span>{feedback.errorMessage(state.error)}</span>
            <Button size="xs" variant="light" onClick={state.retry}>
              {t('actions.retry')}
            </Button>
          </Group>
        </Alert>
      </Container>
    );
  }
  return <ProfileBuilder key={state.form._id} form={state.form} />;
}
