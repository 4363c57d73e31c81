import { Button, CopyButton, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../ui/form-modal.tsx';
import type { FormListItem } from '../hooks/use-forms-list.ts';
import { FORM_AUDIENCES, type FormAudience } from '../utils/form-kinds.ts';
import { formShareUrl } from '../utils/forms-url.ts';

/** `yyyy-MM-ddTHH:mm` in local time, as a datetime-local input shows it. */
function localInputValue(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The link people open: the public share page, or the survey page for signed-in members. */
export function shareLinkOf(
  origin: string,
  form: { shareId: string; baseId: string },
  audience: FormAudience,
): string | null {
  if (audience === 'PUBLIC') return formShareUrl(origin, form.shareId);
  if (audience === 'MEMBERS') return `${origin}/survey/${form.baseId}`;
  return null;
}

/** Who may fill a form (staff only, signed-in members, anyone with the link), until when, and its link to copy. */
export function ShareFormModal({
  form,
  onClose,
  onShare,
}: {
  form: FormListItem;
  onClose: () => void;
  onShare: (
    audience: FormAudience,
    expiresAt: string | null,
  ) => Promise<{ error?: string; form?: { shareId: string; audience: FormAudience; shareExpiresAt: string | null } }>;
}) {
  const { t } = useTranslation('forms');
  const [audience, setAudience] = useState<FormAudience>(form.audience);
  const [expires, setExpires] = useState(localInputValue(form.shareExpiresAt));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<FormAudience>(form.audience);
  const link = shareLinkOf(window.location.origin, form, saved);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    const outcome = await onShare(audience, expires ? new Date(expires).toISOString() : null);
    setSaving(false);
    if (outcome.error) setError(outcome.error);
    else if (outcome.form) setSaved(outcome.form.audience);
  };

  return (
    <FormModal
      title={t('share.title', { title: form.title })}
      saving={saving}
      error={error}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      labels={{ cancel: t('share.close'), submit: t('share.save') }}
      testIds={{
        modal: 'share-form-modal',
        form: 'share-form',
        error: 'share-form-error',
        cancel: 'share-form-close',
        submit: 'share-form-save',
      }}
    >
      <Radio.Group
        label={t('share.audience')}
        value={audience}
        onChange={(value) => setAudience(value as FormAudience)}
        data-testid="share-audience"
      >
        <Stack gap="xs" mt="xs">
          {FORM_AUDIENCES.map((value) => (
            <Radio
              key={value}
              value={value}
              label={t(`share.audiences.${value}`)}
              description={t(`share.audienceHelp.${value}`)}
              data-testid={`share-audience-${value}`}
            />
          ))}
        </Stack>
      </Radio.Group>
      {audience !== 'NONE' ? (
        <TextInput
          type="datetime-local"
          label={t('share.expiresAt')}
          description={t('share.expiresHelp')}
          value={expires}
          onChange={(event) => setExpires(event.currentTarget.value)}
          data-testid="share-expires"
        />
      ) : null}
      {link ? (
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('share.link')}
          </Text>
          <Group gap="xs" wrap="nowrap">
            <TextInput
              value={link}
              readOnly
              dir="ltr"
              style={{ flex: 1 }}
              data-testid="share-link"
              aria-label={t('share.link')}
            />
            <CopyButton value={link}>
              {({ copied, copy }) => (
                <Button
                  variant="light"
                  color={copied ? 'teal' : undefined}
                  leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                  onClick={copy}
                  data-testid="share-copy"
                >
                  {copied ? t('share.copied') : t('share.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
        </Stack>
      ) : null}
    </FormModal>
  );
}
