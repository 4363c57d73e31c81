import { Alert, Anchor, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from '../../../lib/forms/use-form.ts';
import { isBlank } from '../../../lib/forms/validators.ts';
import { OptionalLabel } from '../../../ui/optional-label.tsx';
import { SaveBar } from '../components/save-bar.tsx';
import { SettingsPage, SettingsSection, WithIncubatorSettings } from '../components/settings-page.tsx';
import type { IncubatorSettings } from '../graphql/incubator-settings.fragment.ts';
import { useSaveIncubatorSettings } from '../hooks/use-save-incubator-settings.ts';
import { useSettingsRules } from '../hooks/use-settings-rules.ts';
import { organisationOrigin } from '../utils/addresses.ts';
import { isValidHostName, isValidSlug, SETTINGS_LIMITS } from '../utils/settings-rules.ts';

type DomainValues = { slug: string; customDomain: string };

function domainValues(incubator: IncubatorSettings): DomainValues {
  const stored = (incubator as { customDomain?: string | null }).customDomain;
  return { slug: incubator.slug, customDomain: stored ?? '' };
}

/** /admin/configuration/domain: the organisation's address label and its own domain. */
export function DomainSettingsPage() {
  const { t } = useTranslation('settings');
  return (
    <SettingsPage title={t('domain.title')} description={t('domain.description')} testId="settings-domain-page">
      <WithIncubatorSettings>{(incubator) => <DomainForm incubator={incubator} />}</WithIncubatorSettings>
    </SettingsPage>
  );
}

function DomainForm({ incubator }: { incubator: IncubatorSettings }) {
  const { t } = useTranslation('settings');
  const rules = useSettingsRules();
  const slugLabel = t('domain.fields.slug');
  const domainLabel = t('domain.fields.customDomain');
  const form = useForm<DomainValues>({
    initialValues: domainValues(incubator),
    validate: (values) => ({
      slug: isBlank(values.slug)
        ? rules.messages.required(slugLabel)
        : values.slug.length > SETTINGS_LIMITS.slug
          ? rules.messages.textMax(slugLabel, SETTINGS_LIMITS.slug)
          : isValidSlug(values.slug)
            ? null
            : t('domain.slugInvalid'),
      customDomain:
        isBlank(values.customDomain) || isValidHostName(values.customDomain) ? null : t('domain.hostInvalid'),
    }),
  });
  // Until the server can tell the custom domain, the form keeps the one just saved.
  const submittedDomain = useRef<string | null>(null);
  const { save, saving, error } = useSaveIncubatorSettings(form, {
    toValues: (saved) => {
      const values = domainValues(saved);
      return { ...values, customDomain: values.customDomain || (submittedDomain.current ?? '') };
    },
  });
  const [confirming, setConfirming] = useState<DomainValues | null>(null);
  const [movedTo, setMovedTo] = useState<string | null>(null);

  const currentOrigin = `${window.location.protocol}//${window.location.host}`;
  const nextOrigin = isValidSlug(form.values.slug)
    ? organisationOrigin(form.values.slug, incubator.slug, window.location)
    : null;

  const submit = async (values: DomainValues) => {
    setConfirming(null);
    const slugChanged = values.slug !== incubator.slug;
    const initial = domainValues(incubator);
    submittedDomain.current = values.customDomain.trim().toLowerCase();
    // Only what changed is sent: a field left out stays as it is on the server.
    const saved = await save({
      ...(slugChanged ? { slug: values.slug } : {}),
      ...(values.customDomain.trim() !== initial.customDomain
        ? { customDomain: isBlank(values.customDomain) ? null : values.customDomain.trim().toLowerCase() }
        : {}),
    });
    if (saved && slugChanged) setMovedTo(organisationOrigin(saved.slug, incubator.slug, window.location));
  };

  const onSubmit = form.handleSubmit((values) => {
    if (values.slug !== incubator.slug) setConfirming(values);
    else void submit(values);
  });

  return (
    <form onSubmit={onSubmit} noValidate data-testid="settings-domain-form">
      <Stack gap="xl" maw={720}>
        {movedTo ? (
          <Alert color="green" role="status" data-testid="settings-domain-moved">
            <Text size="sm">
              {t('domain.moved')}{' '}
              <Anchor href={`${movedTo}/login`} dir="ltr">
                {movedTo}
              </Anchor>
            </Text>
          </Alert>
        ) : null}
        <SettingsSection title={t('domain.sections.address')} description={t('domain.hints.slug')}>
          <TextInput
            {...form.field('slug')}
            onChange={(event) => form.setValue('slug', event.currentTarget.value.toLowerCase())}
            label={slugLabel}
            withAsterisk
            dir="ltr"
            autoComplete="off"
            description={nextOrigin ? t('domain.addressPreview', { address: nextOrigin }) : undefined}
            data-testid="settings-slug"
          />
          {form.values.slug !== incubator.slug ? (
            <Alert color="orange" data-testid="settings-slug-warning">
              {t('domain.slugWarning')}
            </Alert>
          ) : null}
        </SettingsSection>
        <SettingsSection title={t('domain.sections.customDomain')} description={t('domain.hints.customDomain')}>
          <TextInput
            {...form.field('customDomain')}
            label={<OptionalLabel label={domainLabel} />}
            placeholder="members.example.org"
            description={t('domain.cname', { host: window.location.host })}
            dir="ltr"
            autoComplete="off"
            data-testid="settings-custom-domain"
          />
        </SettingsSection>
        <SaveBar saving={saving} error={error} />
      </Stack>
      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t('domain.confirm.title')}
        data-testid="settings-slug-confirm"
      >
        <Stack gap="md">
          <Text size="sm">{t('domain.confirm.body', { from: currentOrigin, to: nextOrigin ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(null)}>
              {t('cancel')}
            </Button>
            <Button
              color="orange"
              loading={saving}
              onClick={() => confirming && void submit(confirming)}
              data-testid="settings-slug-confirm-submit"
            >
              {t('domain.confirm.submit')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </form>
  );
}
