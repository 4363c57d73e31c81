import { Center, Loader } from '@mantine/core';
import { Suspense } from 'react';
import { StartupMilestones } from '../../milestones/index.ts';
import { useStartupFileContext } from '../hooks/use-startup-file-context.ts';

/** /startup/{id}/file/milestones: the startup's milestones, from templates, with status and due dates. */
export function MilestonesPage() {
  const { startup } = useStartupFileContext();
  return (
    <Suspense
      fallback={
        <Center p="xl">
          <Loader size="sm" />
        </Center>
      }
    >
      <StartupMilestones startupId={startup._id} />
    </Suspense>
  );
}
