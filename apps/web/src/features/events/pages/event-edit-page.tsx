import { ERROR_CODES, TOAST_DISMISS_MS } from '@cohort/shared';
import {
  Alert,
  Anchor,
  Button,
  Center,
  Container,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { useDateTimeFormatter } from '../../../lib/dates.ts';
import { graphqlErrorCode, graphqlErrorMessage } from '../../../lib/graphql-errors.ts';
import { readFragment } from '../../../lib/graphql.ts';
import { UserAvatar } from '../../../ui/avatar.tsx';
import { usePageTitle } from '../../organisation/index.ts';
import { type IncubatorEvent, IncubatorEventFields } from '../graphql/incubator-event.fragment.ts';
import { IncubatorEventQuery } from '../graphql/incubator-event.query.ts';
import { UpdateIncubatorEventMutation } from '../graphql/update-incubator-event.mutation.ts';
import {
  type EventFormValues,
  eventFormChanged,
  eventFormValues,
  eventTitleMissing,
  eventUpdate,
} from '../utils/event-form.ts';

/** /events/:id/edit: the minimal event record (title, description, created date and creator) until the events issue. */
export function EventEditPage() {
  const { t } = useTranslation(['search', 'errors']);
  const { id = '' } = useParams();
  usePageTitle(t('search:event.pageTitle'));
  const [{ data, error, fetching }] = useQuery({ query: IncubatorEventQuery, variables: { id } });
  const event = data ? readFragment(IncubatorEventFields, data.incubatorEvent) : null;

  let body: ReactNode;
  if (event) body = <EventForm key={event._id} event={event} />;
  else if (error && !fetching) {
    body =
      graphqlErrorCode(error) === ERROR_CODES.notFound ? (
        <Stack gap="sm" align="flex-start" data-testid="event-not-found">
          <Title order={2}>{t('search:event.notFoundTitle')}</Title>
          <Text>{t('search:event.notFound')}</Text>
          <Anchor component={Link} to="/">
            {t('search:event.home')}
          </Anchor>
        </Stack>
      ) : (
        <Alert color="red" role="alert" data-testid="event-load-error">
          {graphqlErrorMessage(error, (key) => t(`errors:${key}`))}
        </Alert>
      );
  } else {
    body = (
      <Center p="xl">
        <Loader />
      </Center>
    );
  }

  return (
    <Container size="sm" py="xl" data-testid="event-edit-page">
      {body}
    </Container>
  );
}

function EventForm({ event }: { event: IncubatorEvent }) {
  const { t } = useTranslation(['search', 'errors']);
  const format = useDateTimeFormatter();
  const [values, setValues] = useState<EventFormValues>(() => eventFormValues(event));
  const [titleError, setTitleError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [{ fetching: saving }, updateEvent] = useMutation(UpdateIncubatorEventMutation);
  const changed = eventFormChanged(values, event);

  const save = async (submitted: FormEvent) => {
    submitted.preventDefault();
    setError(null);
    if (eventTitleMissing(values)) {
      setTitleError(t('search:event.titleRequired'));
      return;
    }
    const result = await updateEvent({ id: event._id, ...eventUpdate(values) });
    if (result.error || !result.data) {
      setError(result.error ? graphqlErrorMessage(result.error, (key) => t(`errors:${key}`)) : null);
      return;
    }
    setValues(eventFormValues(readFragment(IncubatorEventFields, result.data.updateIncubatorEvent)));
    notifications.show({
      color: 'green',
      message: t('search:event.saved'),
      autoClose: TOAST_DISMISS_MS,
      'data-testid': 'event-saved-toast',
    });
  };

  const created = format(event.createdAt);
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} dir="auto" data-testid="event-heading">
          {t('search:event.heading')}
        </Title>
        <Group gap="xs" data-testid="event-created">
          {event.createdBy ? <UserAvatar person={event.createdBy} size="tiny" /> : null}
          <Text size="sm" c="dimmed" dir="auto">
            {event.createdBy
              ? t('search:event.createdBy', { date: created, name: event.createdBy.fullName })
              : t('search:event.created', { date: created })}
          </Text>
        </Group>
      </Stack>
      <Paper withBorder radius="md" p="lg">
        <form onSubmit={(submitted) => void save(submitted)} noValidate>
          <Stack gap="md">
            <TextInput
              label={t('search:event.title')}
              required
              value={values.title}
              onChange={(change) => {
                const title = change.currentTarget.value;
                setValues((current) => ({ ...current, title }));
                setTitleError(null);
              }}
              error={titleError}
              readOnly={!event.viewerCanEdit}
              dir="auto"
              data-testid="event-title"
            />
            <Textarea
              label={t('search:event.description')}
              value={values.description}
              onChange={(change) => {
                const description = change.currentTarget.value;
                setValues((current) => ({ ...current, description }));
              }}
              autosize
              minRows={4}
              readOnly={!event.viewerCanEdit}
              dir="auto"
              data-testid="event-description"
            />
            {error ? (
              <Alert color="red" role="alert" withCloseButton onClose={() => setError(null)} data-testid="event-error">
                {error}
              </Alert>
            ) : null}
            {event.viewerCanEdit ? (
              <Group justify="flex-end">
                <Button type="submit" loading={saving} disabled={!changed} data-testid="event-save">
                  {t('search:event.save')}
                </Button>
              </Group>
            ) : (
              <Text size="sm" c="dimmed" data-testid="event-read-only">
                {t('search:event.readOnly')}
              </Text>
            )}
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
