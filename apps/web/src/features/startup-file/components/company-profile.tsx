import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StartupFileData } from '../graphql/startup-file.query.ts';
import { NamedBadges } from './named-badges.tsx';
import { WebsiteAnchor } from './website-anchor.tsx';

function Field({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <Stack gap={4} data-testid={testId}>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase">
        {label}
      </Text>
      {children}
    </Stack>
  );
}

function Empty() {
  return (
    <Text size="sm" c="dimmed">
      –
    </Text>
  );
}

/** The startup's profile, read-only: description, website, founding year, programmes, industries, tags, people. */
export function CompanyProfile({ startup }: { startup: StartupFileData }) {
  const { t } = useTranslation('startupFile');
  return (
    <Paper withBorder radius="md" p="lg" data-testid="company-profile">
      <Stack gap="lg">
        <Field label={t('company.description')} testId="company-description">
          {startup.description ? (
            <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
              {startup.description}
            </Text>
          ) : (
            <Empty />
          )}
        </Field>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          <Field label={t('company.website')} testId="company-website">
            {startup.website ? <WebsiteAnchor website={startup.website} /> : <Empty />}
          </Field>
          <Field label={t('company.foundingYear')} testId="company-founding-year">
            {startup.foundingYear ? <Text size="sm">{startup.foundingYear}</Text> : <Empty />}
          </Field>
          <Field label={t('company.people')} testId="company-people">
            <Text size="sm" data-count={startup.peopleIds.length}>
              {startup.peopleIds.length}
            </Text>
          </Field>
        </SimpleGrid>
        <Field label={t('company.programs')} testId="company-programs">
          {startup.programs.length ? (
            <NamedBadges items={startup.programs} color="blue" testId="company-program" />
          ) : (
            <Empty />
          )}
        </Field>
        <Field label={t('company.industries')} testId="company-industries">
          {startup.industries.length ? (
            <NamedBadges items={startup.industries} color="gray" testId="company-industry" />
          ) : (
            <Empty />
          )}
        </Field>
        <Field label={t('company.tags')} testId="company-tags">
          {startup.tags.length ? (
            <NamedBadges items={startup.tags} color="teal" variant="outline" testId="company-tag" />
          ) : (
            <Empty />
          )}
        </Field>
      </Stack>
    </Paper>
  );
}
