import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PermissionGate, useFeatureFlag } from '../../access/index.ts';
import { usePageTitle, useStartupRelabel } from '../../organisation/index.ts';
import { EntityKindSwitch } from '../components/entity-kind-switch.tsx';
import { KindFields } from '../components/kind-fields.tsx';
import { useEntityKind } from '../hooks/use-entity-kind.ts';
import { useFieldEditing } from '../hooks/use-field-editing.ts';
import { fieldsAnalyticsPath } from '../utils/entity-kinds.ts';

/**
 * /fields/customs (spec 02 §2, PROFILE_FIELDS:EDIT): the custom fields of startups, applications or people
 * (`?kind=`), with what each asks and where. Adding, changing and deleting them needs the flag customFieldsEdit and
 * the plan feature CUSTOM_FIELD_EDITING.
 */
export function FieldsPage() {
  const { t } = useTranslation('fields');
  const relabel = useStartupRelabel();
  usePageTitle(t('title'));
  const [kind, setKind] = useEntityKind();
  const editing = useFieldEditing();
  const analytics = useFeatureFlag('customFieldsAnalytics');
  return (
    <Container size={1280} py="lg" data-testid="fields-page">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={4} maw={720}>
            <Title order={1} size="h2">
              {t('title')}
            </Title>
            <Text c="dimmed">{relabel(t('subtitle'))}</Text>
          </Stack>
          {analytics ? (
            <PermissionGate permission="CUSTOM_FIELD_ANALYTICS:ACCESS">
              <Button
                component={Link}
                to={fieldsAnalyticsPath(kind)}
                variant="default"
                leftSection={<IconChartBar size={16} />}
                data-testid="fields-analytics-link"
              >
                {t('analyticsLink')}
              </Button>
            </PermissionGate>
          ) : null}
        </Group>
        <EntityKindSwitch value={kind} onChange={setKind} />
        <KindFields key={kind} kind={kind} editing={editing} />
      </Stack>
    </Container>
  );
}
