import { Alert, Button, Center, Container, Group, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router';
import { useQuery } from 'urql';
import { graphqlErrorCode } from '../../../lib/graphql-errors.ts';
import { ERROR_CODES, type FormKind, PROFILE_KINDS } from '@cohort/shared';
import { NotFoundPage } from '../../public/index.ts';
import { FormBuilder } from '../builder/form-builder.tsx';
import { FormQuery, formVersionOf } from '../graphql/form.query.ts';
import { useFormsFeedback } from '../hooks/use-forms-feedback.ts';
import { formBuilderPath, profileBuilderPath } from '../utils/forms-url.ts';

/**
 * /forms/management/:id/edit (full screen): the builder of a form's current version. An earlier version's address
 * opens the current one; a form one may not edit is not found.
 */
export function FormBuilderPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const { t } = useTranslation('forms');
  const feedback = useFormsFeedback();
  const [{ data, error, fetching }, reexecute] = useQuery({
    query: FormQuery,
    variables: { id },
    requestPolicy: 'cache-and-network',
  });
  const form = data?.form ? formVersionOf(data.form) : null;
  if (!form && fetching) {
    return (
      <Center p="xl" h="100dvh" data-testid="form-builder-loading">
        <Loader />
      </Center>
    );
  }
  if (!form) {
    if (graphqlErrorCode(error) === ERROR_CODES.notFound || !error) return <NotFoundPage />;
    return (
      <Container size={1280} py="lg">
        <Alert color="red" role="alert" data-testid="form-builder-load-error">
          <Group justify="space-between" gap="sm">
            <span>{feedback.errorMessage(error)}</span>
            <Button size="xs" variant="light" onClick={() => reexecute({ requestPolicy: 'network-only' })}>
              {t('actions.retry')}
            </Button>
          </Group>
        </Alert>
      </Container>
    );
  }
  if (PROFILE_KINDS.includes(form.kind as FormKind)) return <Navigate to={profileBuilderPath(form._id)} replace />;
  if (!form.isCurrent) {
    const current = form.versions.find((version) => version.isCurrent);
    if (current) return <Navigate to={formBuilderPath(current._id)} replace />;
  }
  const newVersion = (location.state as { newVersion?: boolean } | null)?.newVersion === true;
  return <FormBuilder key={form._id} form={form} notice={newVersion ? t('builder.newVersionNotice') : null} />;
}
