import type { ProfileFormKind } from '@cohort/shared';
import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fieldUsage } from '../utils/field-usage.ts';

/** Where a field is asked: 'Visible profile' or 'Hidden profile' linking to that form's editor, or 'Not on a form'. */
export function FieldUsageLink({ formKind }: { formKind: ProfileFormKind | null | undefined }) {
  const { t } = useTranslation('fields');
  const { placement, path } = fieldUsage(formKind);
  if (!path) {
    return (
      <Text size="sm" c="dimmed" data-testid="field-usage" data-placement={placement}>
        {t('usage.none')}
      </Text>
    );
  }
  return (
    <Anchor component={Link} to={path} size="sm" data-testid="field-usage" data-placement={placement}>
      {t(`usage.${placement}`)}
    </Anchor>
  );
}
