import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A field label with the 'Optional' marker of spec 01 §5, for the fields a form does not require. */
export function OptionalLabel({ label }: { label: string }) {
  const { t } = useTranslation('common');
  return (
    <>
      {label}{' '}
      <Text span size="xs" c="dimmed" fw={400}>
        ({t('form.optional')})
      </Text>
    </>
  );
}
