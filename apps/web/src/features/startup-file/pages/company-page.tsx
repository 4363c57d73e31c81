import { Button, Center, Group, Loader, Stack } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProfileFieldsCard } from '../../profile-fields/index.ts';
import { CompanyProfile } from '../components/company-profile.tsx';
import { useStartupFileContext } from '../hooks/use-startup-file-context.ts';

/**
 * /startup/{id}/file/company: the profile, read-only (staff who may edit it go to the startups management page), with
 * the startup's visible profile fields under it, to read and edit in place.
 */
export function CompanyPage() {
  const { t } = useTranslation('startupFile');
  const { startup } = useStartupFileContext();
  return (
    <Stack gap="md" data-testid="startup-company">
      {startup.viewerCan.edit ? (
        <Group justify="flex-end">
          <Button
            component={Link}
            to="/startups/management"
            variant="default"
            leftSection={<IconPencil size={16} />}
            data-testid="company-edit"
          >
            {t('company.edit')}
          </Button>
        </Group>
      ) : null}
      <CompanyProfile startup={startup} />
      <Suspense
        fallback={
          <Center p="md">
            <Loader size="sm" />
          </Center>
        }
      >
        <ProfileFieldsCard entityKind="startup" entityId={startup._id} hidden={false} />
      </Suspense>
    </Stack>
  );
}
