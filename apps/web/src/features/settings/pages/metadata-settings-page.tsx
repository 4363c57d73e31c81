import { Box, Grid, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useForm } from '../../../lib/forms/use-form.ts';
import { OptionalLabel } from '../../../ui/optional-label.tsx';
import { SaveBar } from '../components/save-bar.tsx';
import { SettingsPage, SettingsSection, WithIncubatorSettings } from '../components/settings-page.tsx';
import type { IncubatorSettings } from '../graphql/incubator-settings.fragment.ts';
import { useSaveIncubatorSettings } from '../hooks/use-save-incubator-settings.ts';
import { useSettingsRules } from '../hooks/use-settings-rules.ts';
import { SETTINGS_LIMITS } from '../utils/settings-rules.ts';

type SeoValues = { seoActive: boolean; seoTitle: string; seoDescription: string };

function seoValues(incubator: IncubatorSettings): SeoValues {
  return {
    seoActive: incubator.seo.active,
    seoTitle: incubator.seo.seoTitle,
    seoDescription: incubator.seo.seoDescription,
  };
}

const SEO_FIELDS = {
  'seo.active': 'seoActive',
  'seo.seoTitle': 'seoTitle',
  'seo.seoDescription': 'seoDescription',
} as const;

/** /admin/configuration/metadata: the title and description browsers and search engines show (SEO). */
export function MetadataSettingsPage() {
  const { t } = useTranslation('settings');
  return (
    <SettingsPage title={t('metadata.title')} description={t('metadata.description')} testId="settings-metadata-page">
      <WithIncubatorSettings>{(incubator) => <MetadataForm incubator={incubator} />}</WithIncubatorSettings>
    </SettingsPage>
  );
}

function MetadataForm({ incubator }: { incubator: IncubatorSettings }) {
  const { t } = useTranslation('settings');
  const rules = useSettingsRules();
  const titleLabel = t('metadata.fields.seoTitle');
  const descriptionLabel = t('metadata.fields.seoDescription');
  const form = useForm<SeoValues>({
    initialValues: seoValues(incubator),
    validate: (values) => ({
      seoTitle: rules.optionalText(titleLabel, values.seoTitle, SETTINGS_LIMITS.seoTitle),
      seoDescription: rules.optionalText(descriptionLabel, values.seoDescription, SETTINGS_LIMITS.seoDescription),
    }),
  });
  const { save, saving, error } = useSaveIncubatorSettings(form, { toValues: seoValues, fieldNames: SEO_FIELDS });

  const onSubmit = form.handleSubmit(async (values) => {
    await save({
      seo: { active: values.seoActive, seoTitle: values.seoTitle.trim(), seoDescription: values.seoDescription.trim() },
    });
  });

  const { seoActive, seoTitle, seoDescription } = form.values;
  const shownTitle = (seoActive && seoTitle.trim()) || incubator.name;
  const shownDescription = seoActive ? seoDescription.trim() : '';
  const count = (value: string, max: number) => t('metadata.count', { used: value.trim().length, max });

  return (
    <form onSubmit={onSubmit} noValidate data-testid="settings-seo-form">
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack gap="lg">
            <Switch
              checked={seoActive}
              onChange={(event) => form.setValue('seoActive', event.currentTarget.checked)}
              label={t('metadata.fields.active')}
              description={t('metadata.hints.active')}
              data-testid="settings-seo-active"
            />
            <TextInput
              {...form.field('seoTitle')}
              label={<OptionalLabel label={titleLabel} />}
              description={count(seoTitle, SETTINGS_LIMITS.seoTitle)}
              disabled={!seoActive}
              dir="auto"
              data-testid="settings-seo-title"
            />
            <Textarea
              {...form.field('seoDescription')}
              label={<OptionalLabel label={descriptionLabel} />}
              description={count(seoDescription, SETTINGS_LIMITS.seoDescription)}
              disabled={!seoActive}
              autosize
              minRows={3}
              dir="auto"
              data-testid="settings-seo-description"
            />
            <SaveBar saving={saving} error={error} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <SettingsSection title={t('metadata.preview.title')} description={t('metadata.preview.hint')}>
            <Box
              p="md"
              style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}
              data-testid="settings-seo-preview"
            >
              <Text size="xs" c="dimmed" dir="ltr" ta="start">
                {window.location.host}
              </Text>
              <Text c="blue.7" fw={500} lineClamp={1} dir="auto" data-testid="settings-seo-preview-title">
                {shownTitle}
              </Text>
              <Text size="sm" c="dimmed" lineClamp={2} dir="auto">
                {shownDescription || t('metadata.preview.noDescription')}
              </Text>
            </Box>
          </SettingsSection>
        </Grid.Col>
      </Grid>
    </form>
  );
}
