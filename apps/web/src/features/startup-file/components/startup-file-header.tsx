import { Button, Group, Stack, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StartupFileData } from '../graphql/startup-file.query.ts';
import { FileLogo } from './file-logo.tsx';
import { NamedBadges } from './named-badges.tsx';
import { WebsiteAnchor } from './website-anchor.tsx';

/** The top of a startup file: logo, name, website, programmes, industries and tags. */
export function StartupFileHeader({ startup }: { startup: StartupFileData }) {
  const { t } = useTranslation('startupFile');
  return (
    <Group gap="md" wrap="nowrap" align="flex-start" data-testid="startup-file-header">
      <FileLogo name={startup.name} logo={startup.logo} />
      <Stack gap={6} style={{ minWidth: 0 }}>
        <Title order={1} size="h2" dir="auto" style={{ overflowWrap: 'anywhere' }} data-testid="startup-file-name">
          {startup.name}
        </Title>
        {startup.website ? <WebsiteAnchor website={startup.website} /> : null}
        <Group gap={6} wrap="wrap">
          <NamedBadges items={startup.programs} color="blue" testId="file-program-badge" />
          <NamedBadges items={startup.industries} color="gray" testId="file-industry-badge" />
          <NamedBadges items={startup.tags} color="teal" variant="outline" testId="file-tag-badge" />
        </Group>
      </Stack>
      <Button
        component={Link}
        to={`/export/print/startup/${startup._id}`}
        variant="default"
        size="xs"
        ms="auto"
        leftSection={<IconPrinter size={14} />}
        data-testid="startup-file-print"
      >
        {t('print.open')}
      </Button>
    </Group>
  );
}
