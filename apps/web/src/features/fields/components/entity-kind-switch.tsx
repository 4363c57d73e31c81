import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useEntityKindLabel } from '../hooks/use-entity-kind-label.ts';
import { CUSTOM_FIELD_ENTITY_KINDS, type CustomFieldEntityKind, isEntityKind } from '../utils/entity-kinds.ts';

/** Startups, applications or people: whose custom fields the page shows (kept in the address by the page). */
export function EntityKindSwitch({
  value,
  onChange,
}: {
  value: CustomFieldEntityKind;
  onChange: (kind: CustomFieldEntityKind) => void;
}) {
  const { t } = useTranslation('fields');
  const kindLabel = useEntityKindLabel();
  return (
    <SegmentedControl
      aria-label={t('kindsLabel')}
      value={value}
      onChange={(next) => {
        if (isEntityKind(next)) onChange(next);
      }}
      data={CUSTOM_FIELD_ENTITY_KINDS.map((kind) => ({
        value: kind,
        label: <span data-testid={`fields-kind-${kind}`}>{kindLabel(kind)}</span>,
      }))}
      style={{ alignSelf: 'flex-start' }}
      data-testid="fields-kind"
      data-kind={value}
    />
  );
}
