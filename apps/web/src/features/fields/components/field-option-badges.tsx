import { Badge, Group, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { visibleOptions } from '../utils/field-usage.ts';

/** How many options show as badges before '+N'. */
export const OPTION_BADGES_SHOWN = 3;

/** The first options of a choice field as badges, and '+N' (listing the others on hover) when there are more. */
export function FieldOptionBadges({ options }: { options: readonly { _id: string; label: string }[] }) {
  const { t } = useTranslation('fields');
  if (options.length === 0) {
    return (
      <Text size="sm" c="dimmed" aria-label={t('table.noOptions')}>
        –
      </Text>
    );
  }
  const { shown, more } = visibleOptions(options, OPTION_BADGES_SHOWN);
  const others = options.slice(shown.length).map((option) => option.label);
  return (
    <Group gap={4} data-testid="field-options" data-count={options.length}>
      {shown.map((option) => (
        <Badge key={option._id} variant="light" color="gray" tt="none" dir="auto" data-testid="field-option-badge">
          {option.label}
        </Badge>
      ))}
      {more > 0 ? (
        <Tooltip label={others.join(', ')} multiline maw={280}>
          <Badge
            variant="outline"
            color="gray"
            aria-label={t('table.moreOptions', { count: more })}
            data-testid="field-options-more"
          >
            +{more}
          </Badge>
        </Tooltip>
      ) : null}
    </Group>
  );
}
