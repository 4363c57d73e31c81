import { Button, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { FormFieldType } from '@cohort/shared';
import { useTranslation } from 'react-i18next';
import { QUESTION_TYPE_GROUPS, QUESTION_TYPE_ICONS } from './question-types.ts';

/** The 24 question types by group; a click adds one after the selected question. */
export function QuestionPalette({ onAdd }: { onAdd: (type: FormFieldType) => void }) {
  const { t } = useTranslation('forms');
  return (
    <Stack gap="sm" component="section" aria-labelledby="palette-title" data-testid="question-palette">
      <Title order={2} size="h5" id="palette-title">
        {t('builder.palette.title')}
      </Title>
      {QUESTION_TYPE_GROUPS.map(({ group, types }) => (
        <Stack key={group} gap={4}>
          <Text size="xs" c="dimmed" fw={600} tt="uppercase">
            {t(`builder.palette.groups.${group}`)}
          </Text>
          <SimpleGrid cols={1} spacing={4}>
            {types.map((type) => {
              const Icon = QUESTION_TYPE_ICONS[type];
              return (
                <Button
                  key={type}
                  variant="subtle"
                  size="compact-sm"
                  justify="flex-start"
                  leftSection={<Icon size={16} />}
                  onClick={() => onAdd(type)}
                  aria-label={t('builder.palette.add', { type: t(`types.${type}`) })}
                  data-testid={`palette-${type}`}
                >
                  {t(`types.${type}`)}
                </Button>
              );
            })}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}
