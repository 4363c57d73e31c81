import { Container, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle, useStartupLabels } from '../../organisation/index.ts';
import { AssignationModal } from '../components/assignation-modal.tsx';
import { SearchedList } from '../components/searched-list.tsx';
import { AssignationTable } from '../components/assignation-table.tsx';
import type { StartupAssignationData } from '../graphql/startup-assignations.query.ts';
import { useStartupAssignations } from '../hooks/use-startup-assignations.ts';
import { useStartupsFeedback } from '../hooks/use-startups-feedback.ts';

/**
 * /startups/programs/startup-assignations (STARTUP/ASSIGNATION_MEMBERS:EDIT): the startups, 25 a page and searched by
 * name, with the coaches, mentors and experts assigned to each. Assigned people see the startup's file (the ASSIGNED
 * criterion of the startup permissions); Assign or Edit replaces a startup's list.
 */
export function StartupAssignationsPage() {
  const { t } = useTranslation('startups');
  const labels = useStartupLabels();
  const title = t('assignations.title', { startup: labels.singular });
  usePageTitle(title);
  const feedback = useStartupsFeedback();
  const list = useStartupAssignations();
  const [editing, setEditing] = useState<StartupAssignationData | null>(null);

  const saved = (assignation: StartupAssignationData) => {
    setEditing(null);
    feedback.succeeded(t('assignations.toasts.saved', { name: assignation.startup.name }));
    list.refresh();
  };

  return (
    <Container size={1280} py="lg" data-testid="startup-assignations-page">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {t('assignations.intro')}
          </Text>
        </Stack>
        <SearchedList
          list={list}
          testId="assignations"
          searchPlaceholder={t('list.searchPlaceholder')}
          emptyText={t('list.empty')}
          noMatchText={t('assignations.noMatch')}
        >
          <AssignationTable rows={list.rows} onEdit={setEditing} />
        </SearchedList>
      </Stack>
      {editing ? (
        <AssignationModal
          key={editing.startup._id}
          assignation={editing}
          onClose={() => setEditing(null)}
          onSaved={saved}
        />
      ) : null}
    </Container>
  );
}
