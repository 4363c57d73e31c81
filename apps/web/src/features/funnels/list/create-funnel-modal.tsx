import { Select, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { FormModal } from '../../../ui/form-modal.tsx';
import { ZonedDateTimeInput } from '../components/zoned-date-time-input.tsx';
import { CreateFunnelMutation } from '../graphql/create-funnel.mutation.ts';
import { useFormOptions, useProgramOptions } from '../hooks/use-funnel-options.ts';
import { useFunnelsFeedback } from '../hooks/use-funnels-feedback.ts';

const NAME_MAX = 160;

/**
 * A new funnel: its name, programme, intake form and dates, then the builder (the create menu's Funnel opens this
 * dialog over the list).
 */
export function CreateFunnelModal({
  timeZone,
  onClose,
  onCreated,
}: {
  timeZone: string;
  onClose: () => void;
  onCreated: (id: string) => void;
}) {
  const { t } = useTranslation('funnels');
  const feedback = useFunnelsFeedback();
  const programs = useProgramOptions();
  const intakeForms = useFormOptions(['intake']);
  const [name, setName] = useState('');
  const [programId, setProgramId] = useState<string | null>(null);
  const [intakeFormId, setIntakeFormId] = useState<string | null>(null);
  const [opensAt, setOpensAt] = useState<string | null>(null);
  const [closesAt, setClosesAt] = useState<string | null>(null);
  // Field errors show once Create was pressed: an error appearing when a field is left would move the fields below
  // under the pointer between the press and the release of a click.
  const [submitted, setSubmitted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [{ fetching }, create] = useMutation(CreateFunnelMutation);

  const nameError = submitted && name.trim() === '' ? t('problems.required', { field: t('settings.name') }) : null;
  const programError = submitted && !programId ? t('problems.required', { field: t('settings.program') }) : null;
  const datesError =
    opensAt && closesAt && Date.parse(closesAt) <= Date.parse(opensAt) ? t('server.closesBeforeOpens') : null;

  const submit = async () => {
    setSubmitted(true);
    if (name.trim() === '' || !programId || datesError) return;
    setError(null);
    const result = await create({
      input: { name: name.trim(), programId, intakeFormId, opensAt, closesAt, allowCofounders: true, anonymous: false },
    });
    if (result.error || !result.data) {
      setError(result.error ? feedback.errorMessage(result.error) : t('errors.generic'));
      return;
    }
    onCreated(result.data.createFunnel._id);
  };

  return (
    <FormModal
      title={t('create.title')}
      saving={fetching}
      error={error}
      onClose={onClose}
      onSubmit={() => void submit()}
      labels={{ cancel: t('create.cancel'), submit: t('create.submit') }}
      keepFocus
      testIds={{
        modal: 'create-funnel-modal',
        form: 'create-funnel',
        error: 'create-funnel-error',
        cancel: 'create-funnel-cancel',
        submit: 'create-funnel-submit',
      }}
    >
      <TextInput
        label={t('settings.name')}
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        error={nameError}
        maxLength={NAME_MAX}
        required
        data-autofocus
        data-testid="create-funnel-name"
      />
      <Select
        label={t('settings.program')}
        placeholder={t('settings.programPlaceholder')}
        data={programs.options}
        value={programId}
        onChange={setProgramId}
        error={programError}
        searchable
        required
        nothingFoundMessage={t('settings.noPrograms')}
        data-testid="create-funnel-program"
      />
      <Select
        label={t('settings.intakeForm')}
        description={t('settings.intakeFormHint')}
        placeholder={t('settings.intakeFormPlaceholder')}
        data={intakeForms.options}
        value={intakeFormId}
        onChange={setIntakeFormId}
        searchable
        clearable
        nothingFoundMessage={t('settings.noIntakeForms')}
        data-testid="create-funnel-intake"
      />
      <ZonedDateTimeInput
        label={t('settings.opensAt')}
        description={t('settings.zoneHint', { zone: timeZone })}
        value={opensAt}
        zone={timeZone}
        onChange={setOpensAt}
        testId="create-funnel-opens"
      />
      <ZonedDateTimeInput
        label={t('settings.closesAt')}
        value={closesAt}
        zone={timeZone}
        onChange={setClosesAt}
        error={datesError}
        testId="create-funnel-closes"
      />
    </FormModal>
  );
}
