import { Alert, Center, Loader, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StartupData } from '../graphql/startup-fields.fragment.ts';
import { useStartupsFeedback } from '../hooks/use-startups-feedback.ts';
import type { StartupsList } from '../hooks/use-startups-list.ts';
import type { StartupsView } from '../utils/startups-view.ts';
import { isFiltered } from '../utils/startups-url.ts';
import { StartupCard } from './startup-card.tsx';
import { StartupsTable, type StartupsTableSelection } from './startups-table.tsx';

/** The startups of a list as cards or as a table, or why there are none (loading, an error, nothing yet or no match). */
export function StartupsResults({
  list,
  view,
  onEdit,
  onDelete,
  selection,
}: {
  list: StartupsList;
  view: StartupsView;
  onEdit?: (startup: StartupData) => void;
  onDelete?: (startup: StartupData) => void;
  /** Boxes to select rows of the table (the management page's batch actions). */
  selection?: StartupsTableSelection;
}) {
  const { t } = useTranslation('startups');
  const feedback = useStartupsFeedback();
  // Refused custom-field filters are dropped from the address (StartupsFilters): no error page meanwhile.
  if (list.error && !list.loaded && !list.customFieldsRefused) {
    return (
      <Alert color="red" role="alert" data-testid="startups-load-error">
        {feedback.errorMessage(list.error)}
      </Alert>
    );
  }
  if (!list.loaded) {
    return (
      <Center p="xl">
        <Loader />
      </Center>
    );
  }
  if (list.startups.length === 0) {
    return (
      <Text c="dimmed" ta="center" p="xl" data-testid="startups-empty">
        {isFiltered(list.state) ? t('list.noMatch') : t('list.empty')}
      </Text>
    );
  }
  if (view === 'table') {
    return <StartupsTable startups={list.startups} onEdit={onEdit} onDelete={onDelete} selection={selection} />;
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" data-testid="startups-cards">
      {list.startups.map((startup) => (
        <StartupCard key={startup._id} startup={startup} />
      ))}
    </SimpleGrid>
  );
}
