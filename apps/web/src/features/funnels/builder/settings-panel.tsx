import {
  Button,
  Code,
  FileButton,
  Group,
  Image,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { slugify } from '@cohort/shared';
import { useTranslation } from 'react-i18next';
import { ZonedDateTimeInput } from '../components/zoned-date-time-input.tsx';
import { PICTURE_ACCEPT } from '../../../lib/pictures.ts';
import { useFunnelCoverUpload } from '../hooks/use-funnel-cover-upload.ts';
import { useFormOptions, useProgramOptions, withChosen } from '../hooks/use-funnel-options.ts';
import { publicCallUrl } from '../utils/funnels-url.ts';
import type { DraftProblems, SettingsDraft } from './builder-state.ts';

const LIMITS = { name: 160, slug: 80, description: 20_000, eligibility: 10_000, cover: 2_000 } as const;

/** Every setting of the call (FunnelInput): its page, programme, intake form, dates in the organisation's zone. */
export function SettingsPanel({
  funnelId,
  settings,
  intakeTitle,
  problems,
  serverProblems,
  timeZone,
  anonymityEnabled,
  onChange,
}: {
  funnelId: string;
  settings: SettingsDraft;
  /** The saved intake form's title, for a form no longer listed (archived). */
  intakeTitle: string | null;
  problems: DraftProblems['settings'];
  serverProblems: Partial<Record<keyof SettingsDraft, string>>;
  timeZone: string;
  anonymityEnabled: boolean;
  onChange: (patch: Partial<SettingsDraft>) => void;
}) {
  const { t } = useTranslation('funnels');
  const programs = useProgramOptions();
  const intakeForms = useFormOptions(['intake']);
  const coverUpload = useFunnelCoverUpload(funnelId, (url) => onChange({ cover: url }));
  const problemOf = (field: keyof SettingsDraft, label: string): string | undefined => {
    const problem = problems[field];
    if (problem === 'required') return t('problems.required', { field: label });
    if (problem === 'slugInvalid') return t('problems.slugInvalid');
    if (problem === 'closesBeforeOpens') return t('server.closesBeforeOpens');
    if (problem === 'url') return t('problems.url', { field: label });
    return serverProblems[field];
  };
  const slug = settings.slug.trim().toLowerCase() || slugify(settings.name) || 'call';
  const address = publicCallUrl(window.location.origin, slug);
  const cover = settings.cover.trim();
  return (
    <Stack gap="md" maw={760} data-testid="funnel-settings">
      <Title order={2} size="h4">
        {t('builder.tabs.settings')}
      </Title>
      <TextInput
        label={t('settings.name')}
        value={settings.name}
        onChange={(event) => onChange({ name: event.currentTarget.value })}
        error={problemOf('name', t('settings.name'))}
        maxLength={LIMITS.name}
        required
        data-testid="funnel-settings-name"
      />
      <TextInput
        label={t('settings.slug')}
        description={t('settings.slugHint')}
        value={settings.slug}
        onChange={(event) => onChange({ slug: event.currentTarget.value })}
        error={problemOf('slug', t('settings.slug'))}
        maxLength={LIMITS.slug}
        data-testid="funnel-settings-slug"
      />
      <Group gap={6} wrap="nowrap" mt={-8}>
        <Text size="xs" c="dimmed">
          {t('settings.address')}
        </Text>
        <Code dir="ltr" data-testid="funnel-settings-address">
          {address}
        </Code>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('settings.program')}
          placeholder={t('settings.programPlaceholder')}
          data={withChosen(programs.options, settings.programId, t('settings.unknownProgram'))}
          value={settings.programId}
          onChange={(value) => onChange({ programId: value })}
          error={problemOf('programId', t('settings.program'))}
          searchable
          required
          allowDeselect={false}
          nothingFoundMessage={t('settings.noPrograms')}
          data-testid="funnel-settings-program"
        />
        <Select
          label={t('settings.intakeForm')}
          placeholder={t('settings.intakeFormPlaceholder')}
          data={withChosen(intakeForms.options, settings.intakeFormId, intakeTitle ?? t('settings.unlistedForm'))}
          value={settings.intakeFormId}
          onChange={(value) => onChange({ intakeFormId: value })}
          error={problemOf('intakeFormId', t('settings.intakeForm'))}
          description={t('settings.intakeFormHint')}
          searchable
          clearable
          nothingFoundMessage={t('settings.noIntakeForms')}
          data-testid="funnel-settings-intake"
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <ZonedDateTimeInput
          label={t('settings.opensAt')}
          description={t('settings.zoneHint', { zone: timeZone })}
          value={settings.opensAt}
          zone={timeZone}
          onChange={(value) => onChange({ opensAt: value })}
          error={problemOf('opensAt', t('settings.opensAt'))}
          testId="funnel-settings-opens"
        />
        <ZonedDateTimeInput
          label={t('settings.closesAt')}
          description={t('settings.closesHint')}
          value={settings.closesAt}
          zone={timeZone}
          onChange={(value) => onChange({ closesAt: value })}
          error={problemOf('closesAt', t('settings.closesAt'))}
          testId="funnel-settings-closes"
        />
      </SimpleGrid>
      <Textarea
        label={t('settings.description')}
        description={t('settings.descriptionHint')}
        value={settings.description}
        onChange={(event) => onChange({ description: event.currentTarget.value })}
        error={problemOf('description', t('settings.description'))}
        maxLength={LIMITS.description}
        autosize
        minRows={4}
        maxRows={14}
        data-testid="funnel-settings-description"
      />
      <Textarea
        label={t('settings.eligibility')}
        description={t('settings.eligibilityHint')}
        value={settings.eligibility}
        onChange={(event) => onChange({ eligibility: event.currentTarget.value })}
        error={problemOf('eligibility', t('settings.eligibility'))}
        maxLength={LIMITS.eligibility}
        autosize
        minRows={3}
        maxRows={10}
        data-testid="funnel-settings-eligibility"
      />
      <TextInput
        label={t('settings.cover')}
        description={t('settings.coverHint')}
        placeholder="https://"
        value={settings.cover}
        onChange={(event) => onChange({ cover: event.currentTarget.value })}
        error={problemOf('cover', t('settings.cover'))}
        maxLength={LIMITS.cover}
        dir="ltr"
        data-testid="funnel-settings-cover"
      />
      <Group gap="sm" wrap="wrap">
        <FileButton accept={PICTURE_ACCEPT} onChange={(file) => void coverUpload.upload(file)}>
          {(props) => (
            <Button
              {...props}
              variant="default"
              size="xs"
              leftSection={<IconPhotoUp size={14} />}
              loading={coverUpload.uploading}
              data-testid="funnel-settings-cover-upload"
            >
              {t('settings.coverUpload')}
            </Button>
          )}
        </FileButton>
        {coverUpload.error ? (
          <Text size="sm" c="red" role="alert" data-testid="funnel-settings-cover-error">
            {coverUpload.error}
          </Text>
        ) : null}
      </Group>
      {cover && !problems.cover ? (
        <Image src={cover} alt={t('settings.coverPreview')} h={140} w="auto" fit="contain" radius="md" />
      ) : null}
      <Switch
        label={t('settings.allowCofounders')}
        description={t('settings.allowCofoundersHint')}
        checked={settings.allowCofounders}
        onChange={(event) => onChange({ allowCofounders: event.currentTarget.checked })}
        data-testid="funnel-settings-cofounders"
      />
      {anonymityEnabled || settings.anonymous ? (
        <Switch
          label={t('settings.anonymous')}
          description={t('settings.anonymousHint')}
          checked={settings.anonymous}
          onChange={(event) => onChange({ anonymous: event.currentTarget.checked })}
          data-testid="funnel-settings-anonymous"
        />
      ) : null}
    </Stack>
  );
}
