import { Alert, Badge, Group, Paper, Progress, SimpleGrid, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconLock, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { SettingsLoader, SettingsPage, SettingsSection } from '../components/settings-page.tsx';
import { FeatureFlagsQuery } from '../graphql/feature-flags.query.ts';
import { type PlanInfo, PlanInfoQuery } from '../graphql/plan-info.query.ts';
import { useSettingsFeedback } from '../hooks/use-settings-feedback.ts';
import { filterFlags, flagList, licenceUsage, planFeatureList } from '../utils/plan.ts';

/** /admin/configuration/plan (spec 02 §3): the plan, its licensed users and features, and the feature flags. */
export function PlanSettingsPage() {
  const { t } = useTranslation('settings');
  const feedback = useSettingsFeedback();
  const [{ data, error }] = useQuery({ query: PlanInfoQuery, requestPolicy: 'cache-and-network' });
  return (
    <SettingsPage title={t('plan.title')} description={t('plan.description')} testId="plan-page" permission={null}>
      {error && !data ? (
        <Alert color="red" role="alert" data-testid="settings-load-error">
          {feedback.errorMessage(error)}
        </Alert>
      ) : data ? (
        <PlanDetails plan={data.incubator.planInfo} />
      ) : (
        <SettingsLoader />
      )}
      <FeatureFlagList />
    </SettingsPage>
  );
}

function PlanDetails({ plan }: { plan: PlanInfo }) {
  const { t } = useTranslation('settings');
  const usage = licenceUsage(plan.employeeCount, plan.employeeCountLimit);
  return (
    <>
      <Paper withBorder p="md" radius="md" data-testid="plan-licences">
        <Stack gap="xs">
          <Group justify="space-between" wrap="wrap">
            <Text fw={700} size="lg" data-testid="plan-name">
              {plan.name}
            </Text>
            <Text size="sm" data-testid="plan-licences-count">
              {t('plan.licences', { used: plan.employeeCount, limit: plan.employeeCountLimit })}
            </Text>
          </Group>
          <Progress
            value={usage.percent}
            color={usage.over ? 'red' : undefined}
            aria-label={t('plan.licences', { used: plan.employeeCount, limit: plan.employeeCountLimit })}
            data-testid="plan-licences-bar"
          />
          {usage.over ? (
            <Text size="sm" c="red">
              {t('plan.overLimit')}
            </Text>
          ) : null}
        </Stack>
      </Paper>
      <SettingsSection title={t('plan.features.title')} description={t('plan.features.description')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {planFeatureList(plan.features).map(({ feature, included }) => {
            const card = (
              <Paper
                key={feature}
                withBorder
                p="sm"
                radius="md"
                component="li"
                tabIndex={included ? undefined : 0}
                aria-disabled={included ? undefined : 'true'}
                style={included ? undefined : { opacity: 0.55 }}
                data-testid="plan-feature"
                data-feature={feature}
                data-included={included ? 'true' : 'false'}
              >
                <Group gap="xs" wrap="nowrap" align="flex-start">
                  {included ? (
                    <IconCheck size={18} color="var(--mantine-color-green-7)" aria-hidden />
                  ) : (
                    <IconLock size={18} color="var(--mantine-color-gray-6)" aria-hidden />
                  )}
                  <Stack gap={2}>
                    <Group gap="xs">
                      <Text fw={600} c={included ? undefined : 'dimmed'}>
                        {t(`plan.features.names.${feature}`)}
                      </Text>
                      <Badge size="xs" variant="light" color={included ? 'green' : 'gray'}>
                        {included ? t('plan.features.included') : t('plan.features.notIncluded')}
                      </Badge>
                    </Group>
                    <Text size="sm" c="dimmed">
                      {t(`plan.features.descriptions.${feature}`)}
                    </Text>
                  </Stack>
                </Group>
              </Paper>
            );
            return included ? (
              card
            ) : (
              <Tooltip key={feature} label={t('planLocked')} events={{ hover: true, focus: true, touch: true }}>
                {card}
              </Tooltip>
            );
          })}
        </SimpleGrid>
      </SettingsSection>
    </>
  );
}

function FeatureFlagList() {
  const { t } = useTranslation('settings');
  const feedback = useSettingsFeedback();
  const [search, setSearch] = useState('');
  const [{ data, error }] = useQuery({ query: FeatureFlagsQuery, requestPolicy: 'cache-and-network' });
  const flags = data ? filterFlags(flagList(data.incubator.featureFlags), search) : [];
  return (
    <SettingsSection title={t('plan.flags.title')} description={t('plan.flags.description')} testId="plan-flags">
      {error && !data ? (
        <Alert color="red" role="alert">
          {feedback.errorMessage(error)}
        </Alert>
      ) : data ? (
        <>
          <TextInput
            leftSection={<IconSearch size={16} />}
            placeholder={t('plan.flags.search')}
            aria-label={t('plan.flags.search')}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            data-testid="plan-flags-search"
          />
          {flags.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t('nothingFound')}
            </Text>
          ) : (
            <SimpleGrid
              cols={{ base: 1, sm: 2, lg: 3 }}
              spacing={4}
              component="ul"
              m={0}
              p={0}
              style={{ listStyle: 'none' }}
            >
              {flags.map((flag) => (
                <Group
                  key={flag.name}
                  component="li"
                  justify="space-between"
                  wrap="nowrap"
                  px="xs"
                  py={4}
                  data-testid="plan-flag"
                  data-flag={flag.name}
                  data-enabled={flag.enabled ? 'true' : 'false'}
                >
                  <Text size="sm" ff="monospace" truncate>
                    {flag.name}
                  </Text>
                  <Badge size="sm" variant="light" color={flag.enabled ? 'green' : 'gray'}>
                    {flag.enabled ? t('plan.flags.on') : t('plan.flags.off')}
                  </Badge>
                </Group>
              ))}
            </SimpleGrid>
          )}
        </>
      ) : (
        <SettingsLoader />
      )}
    </SettingsSection>
  );
}
