import { Badge, Button, Group, Menu, Paper, SegmentedControl, Title, useDirection } from '@mantine/core';
import { LANGUAGE_NAMES } from '@cohort/shared';
import {
  IconArrowLeft,
  IconArrowRight,
  IconDeviceFloppy,
  IconGitCompare,
  IconHistory,
  IconSettings,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FormVersionView } from '../graphql/form.query.ts';
import { FORMS_PATH, formComparePath } from '../utils/forms-url.ts';

/** The builder's bar (the top bar is hidden here): back to the list, title, versions, language, settings, save. */
export function BuilderHeader({
  form,
  title,
  languages,
  language,
  dirty,
  saving,
  onLanguage,
  onSettings,
  onDiscard,
  onSave,
}: {
  form: FormVersionView;
  title: string;
  languages: string[];
  language: string;
  dirty: boolean;
  saving: boolean;
  onLanguage: (language: string) => void;
  onSettings: () => void;
  onDiscard: () => void;
  onSave: () => void;
}) {
  const { t } = useTranslation('forms');
  const { dir } = useDirection();
  const BackIcon = dir === 'rtl' ? IconArrowRight : IconArrowLeft;
  const earlier = form.versions.filter((version) => version._id !== form._id);
  return (
    <Paper
      component="header"
      radius={0}
      px="md"
      py="sm"
      pos="sticky"
      top={0}
      style={{ zIndex: 10, borderBottom: '1px solid var(--mantine-color-default-border)' }}
      data-testid="form-builder-header"
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="xs" wrap="wrap" miw={0} style={{ flex: '1 1 auto' }}>
          <Button
            component={Link}
            to={FORMS_PATH}
            variant="subtle"
            leftSection={<BackIcon size={16} />}
            px="xs"
            data-testid="form-builder-back"
          >
            {t('builder.back')}
          </Button>
          <Title order={1} size="h4" dir="auto" data-testid="form-builder-title">
            {title}
          </Title>
          <Badge variant="light" data-testid="form-builder-version">
            {t('builder.versionBadge', { version: form.version })}
          </Badge>
          <Menu position="bottom-start" withinPortal>
            <Menu.Target>
              <Button
                variant="subtle"
                size="compact-sm"
                leftSection={<IconHistory size={14} />}
                data-testid="form-builder-versions"
              >
                {t('builder.versions.menu')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown data-testid="form-builder-versions-menu">
              {earlier.length === 0 ? (
                <Menu.Label>{t('builder.versions.none')}</Menu.Label>
              ) : (
                <>
                  <Menu.Label>{t('builder.versions.compareWith')}</Menu.Label>
                  {earlier.map((version) => (
                    <Menu.Item
                      key={version._id}
                      component={Link}
                      to={formComparePath(version._id, form._id)}
                      leftSection={<IconGitCompare size={14} />}
                      data-testid="form-builder-compare-version"
                    >
                      {t('builder.versions.item', { version: version.version, count: version.answerCount })}
                    </Menu.Item>
                  ))}
                </>
              )}
            </Menu.Dropdown>
          </Menu>
        </Group>
        <Group gap="sm" wrap="wrap">
          {languages.length > 1 ? (
            <SegmentedControl
              size="xs"
              value={language}
              onChange={onLanguage}
              aria-label={t('builder.editingLanguage')}
              data={languages.map((value) => ({
                value,
                label: LANGUAGE_NAMES[value as keyof typeof LANGUAGE_NAMES] ?? value,
              }))}
              data-testid="form-builder-language"
            />
          ) : null}
          <Button
            variant="default"
            leftSection={<IconSettings size={16} />}
            onClick={onSettings}
            data-testid="form-builder-settings"
          >
            {t('builder.settings.open')}
          </Button>
          <Button variant="default" disabled={!dirty || saving} onClick={onDiscard} data-testid="form-builder-discard">
            {t('builder.discard')}
          </Button>
          <Button
            leftSection={<IconDeviceFloppy size={16} />}
            disabled={!dirty}
            loading={saving}
            onClick={onSave}
            data-testid="form-builder-save"
          >
            {t('builder.save')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
