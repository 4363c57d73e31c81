import { Button, Group, Paper, Switch, Title, Tooltip, useDirection } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconDeviceFloppy, IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FunnelStateBadge } from '../components/funnel-state-badge.tsx';
import type { FunnelData } from '../graphql/funnel-fields.fragment.ts';
import { FUNNELS_PATH, publicCallPath } from '../utils/funnels-url.ts';

/**
 * The builder's bar (the top bar is hidden here), as the forms builder's: back to the list, name and state, the
 * public page, the Publish switch, Discard and Save.
 */
export function FunnelBuilderHeader({
  funnel,
  title,
  dirty,
  saving,
  publishing,
  readOnly,
  onPublish,
  onDiscard,
  onSave,
  timeZone,
}: {
  funnel: FunnelData;
  title: string;
  dirty: boolean;
  saving: boolean;
  publishing: boolean;
  readOnly: boolean;
  onPublish: (published: boolean) => void;
  onDiscard: () => void;
  onSave: () => void;
  timeZone: string;
}) {
  const { t } = useTranslation('funnels');
  const { dir } = useDirection();
  const BackIcon = dir === 'rtl' ? IconArrowRight : IconArrowLeft;
  const published = funnel.publishedAt !== null;
  const publishBlocked = readOnly || dirty || funnel.archivedAt !== null;
  const publishSwitch = (
    <Switch
      label={t('builder.publish')}
      checked={published}
      disabled={publishBlocked || publishing}
      onChange={(event) => onPublish(event.currentTarget.checked)}
      data-testid="funnel-builder-publish"
    />
  );
  return (
    <Paper
      component="header"
      radius={0}
      px="md"
      py="sm"
      pos="sticky"
      top={0}
      style={{ zIndex: 10, borderBottom: '1px solid var(--mantine-color-default-border)' }}
      data-testid="funnel-builder-header"
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="xs" wrap="wrap" miw={0} style={{ flex: '1 1 auto' }}>
          <Button
            component={Link}
            to={FUNNELS_PATH}
            variant="subtle"
            leftSection={<BackIcon size={16} />}
            px="xs"
            data-testid="funnel-builder-back"
          >
            {t('builder.back')}
          </Button>
          <Title order={1} size="h4" dir="auto" data-testid="funnel-builder-title">
            {title || t('builder.untitled')}
          </Title>
          <FunnelStateBadge state={funnel.state} opensAt={funnel.opensAt} timeZone={timeZone} />
        </Group>
        <Group gap="sm" wrap="wrap">
          <Button
            component="a"
            href={publicCallPath(funnel.slug)}
            target="_blank"
            rel="noopener"
            variant="subtle"
            leftSection={<IconExternalLink size={16} />}
            data-testid="funnel-builder-public-link"
          >
            {t('builder.publicPage')}
          </Button>
          {dirty && !readOnly ? (
            <Tooltip label={t('builder.saveBeforePublishing')}>
              <div>{publishSwitch}</div>
            </Tooltip>
          ) : (
            publishSwitch
          )}
          {readOnly ? null : (
            <>
              <Button
                variant="default"
                disabled={!dirty || saving}
                onClick={onDiscard}
                data-testid="funnel-builder-discard"
              >
                {t('builder.discard')}
              </Button>
              <Button
                leftSection={<IconDeviceFloppy size={16} />}
                disabled={!dirty}
                loading={saving}
                onClick={onSave}
                data-testid="funnel-builder-save"
              >
                {t('builder.save')}
              </Button>
            </>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
