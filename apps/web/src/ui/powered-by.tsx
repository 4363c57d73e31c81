import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export { PRODUCT_NAME } from '@cohort/shared';
import { PRODUCT_NAME } from '@cohort/shared';

/** The 'Powered by Cohort' footer; organisations with the hidePoweredBy flag do not render it. */
export function PoweredBy({ color }: { color?: string }) {
  const { t } = useTranslation('common');
  return (
    <Text size="xs" c={color ?? 'dimmed'} data-testid="powered-by">
      {t('poweredBy', { product: PRODUCT_NAME })}
    </Text>
  );
}
