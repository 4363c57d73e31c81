import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconForms } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle, useStartupRelabel } from '../../organisation/index.ts';
import { EntityKindSwitch } from '../components/entity-kind-switch.tsx';
import { KindAnalytics } from '../components/kind-analytics.tsx';
import { useEntityKind } from '../hooks/use-entity-kind.ts';
import { fieldsPath } from '../utils/entity-kinds.ts';

/**
 * /fields/customs/analytics (spec 02 §2, flag customFieldsAnalytics, CUSTOM_FIELD_ANALYTICS:ACCESS): how the custom
 * fields of startups, applications or people (`?kind=`) are answered.
 */
export function FieldsAnalyticsPage() {
  const { t } = useTranslation('fields');
  const relabel = useStartupRelabel();
  usePageTitle(t('analytics.title'));
  const [kind, setKind] = useEntityKind();
  return (
    <Container size={1280} py="lg" data-testid="fields-analytics-page">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={4} maw={720}>
            <Title order={1} size="h2">
              {t('analytics.title')}
            </Title>
            <Text c="dimmed">{relabel(t('analytics.subtitle'))}</Text>
          </Stack>
          <Button
            component={Link}
            to={fieldsPath(kind)}
            variant="default"
            leftSection={<IconForms size={16} />}
            data-testid="fields-manage-link"
          >
            {t('analytics.manage')}
          </Button>
        </Group>
        <EntityKindSwitch value={kind} onChange={setKind} />
        <KindAnalytics key={kind} kind={kind} />
      </Stack>
    </Container>
  );
}
