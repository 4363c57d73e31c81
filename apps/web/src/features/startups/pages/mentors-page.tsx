import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { displayNameOf } from '../../../ui/avatar.tsx';
import { useCurrentUser } from '../../identity/index.ts';
import { usePageTitle, useStartupRelabel } from '../../organisation/index.ts';
import { SearchedList } from '../components/searched-list.tsx';
import { MentorStartupsModal } from '../components/mentor-startups-modal.tsx';
import { MentorTable } from '../components/mentor-table.tsx';
import type { MentorData } from '../graphql/mentors.query.ts';
import { useMentors } from '../hooks/use-mentors.ts';
import { useStartupsFeedback } from '../hooks/use-startups-feedback.ts';
import { canInviteMentors } from '../utils/mentors.ts';

/** Where the admin group invites people: the users settings, with the invitation opened on arrival. */
const INVITE_PATH = '/admin/configuration/users';
/** The navigation state the users page reads (lib/create-request.ts) to open its invitation, as the create menu does. */
const INVITE_STATE = { create: true } as const;

/**
 * /startups/mentors (STARTUP/ASSIGNATION_MEMBERS:EDIT): the mentors and experts, 25 a page and searched by name or
 * headline, with the startups each one follows. "Assign startups" replaces a person's list; the admin group also
 * gets a link to invite a mentor from the users settings.
 */
export function MentorsPage() {
  const { t } = useTranslation('startups');
  const relabel = useStartupRelabel();
  const title = t('mentors.title');
  usePageTitle(title);
  const user = useCurrentUser();
  const feedback = useStartupsFeedback();
  const list = useMentors();
  const [editing, setEditing] = useState<MentorData | null>(null);

  const saved = (mentor: MentorData) => {
    setEditing(null);
    feedback.succeeded(relabel(t('mentors.toasts.saved', { name: displayNameOf(mentor.user) })));
    list.refresh();
  };

  return (
    <Container size={1280} py="lg" data-testid="mentors-page">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Stack gap={4}>
            <Title order={1} size="h2">
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {relabel(t('mentors.intro'))}
            </Text>
          </Stack>
          {canInviteMentors(user.role.type) ? (
            <Button
              component={Link}
              to={INVITE_PATH}
              state={INVITE_STATE}
              leftSection={<IconUserPlus size={16} aria-hidden />}
              data-testid="mentors-invite"
            >
              {t('mentors.invite')}
            </Button>
          ) : null}
        </Group>
        <SearchedList
          list={list}
          testId="mentors"
          searchPlaceholder={t('mentors.searchPlaceholder')}
          emptyText={t('mentors.empty')}
          noMatchText={t('mentors.noMatch')}
        >
          <MentorTable rows={list.rows} onAssign={setEditing} />
        </SearchedList>
      </Stack>
      {editing ? (
        <MentorStartupsModal key={editing.user._id} mentor={editing} onClose={() => setEditing(null)} onSaved={saved} />
      ) : null}
    </Container>
  );
}
