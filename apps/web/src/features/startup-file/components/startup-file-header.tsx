import { Button, Group, Stack, Title } from '@mantine/core';
import { IconCalendarPlus, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { bookSessionPath } from '../../coaching/index.ts';
import { useCurrentUser } from '../../identity/index.ts';
import type { StartupFileData } from '../graphql/startup-file.query.ts';
import { FileLogo } from './file-logo.tsx';
import { NamedBadges } from './named-badges.tsx';
import { WebsiteAnchor } from './website-anchor.tsx';

/**
 * The top of a startup file: logo, name, website, programmes, industries and tags; its own people book a session with
 * their mentors from here (issue 16).
 */
export function StartupFileHeader({ startup }: { startup: StartupFileData }) {
  const { t } = useTranslation(['startupFile', 'coaching']);
  const user = useCurrentUser();
  const founder = startup.peopleIds.includes(user._id);
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
      {founder ? (
        <Button
          component={Link}
          to={bookSessionPath(startup._id)}
          size="xs"
          ms="auto"
          leftSection={<IconCalendarPlus size={14} />}
          data-testid="startup-file-book-session"
        >
          {t('coaching:book.open')}
        </Button>
      ) : null}
      <Button
        component={Link}
        to={`/export/print/startup/${startup._id}`}
        variant="default"
        size="xs"
        ms={founder ? undefined : 'auto'}
        leftSection={<IconPrinter size={14} />}
        data-testid="startup-file-print"
      >
        {t('startupFile:print.open')}
      </Button>
    </Group>
  );
}
