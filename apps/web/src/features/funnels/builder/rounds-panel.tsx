import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconClipboardText, IconMessages, IconStars } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormOptions } from '../hooks/use-funnel-options.ts';
import type { BuilderAction, DraftProblems, RoundDraft } from './builder-state.ts';
import { MOVABLE_ROUND_KINDS, RoundCard } from './round-card.tsx';

const KIND_ICONS = { form: IconClipboardText, evaluation: IconStars, meeting: IconMessages } as const;

let nextKey = 0;
const newRoundKey = () => {
  nextKey += 1;
  return `new-round-${Date.now().toString(36)}-${nextKey}`;
};

/**
 * The funnel's rounds in order, the decision round last. Each round's handle drags it (mouse or touch) or, focused,
 * moves it with the keyboard: Space picks it up, the arrows move it, Space drops it and Escape puts it back.
 */
export function RoundsPanel({
  rounds,
  problems,
  serverProblems,
  timeZone,
  dispatch,
}: {
  rounds: RoundDraft[];
  problems: DraftProblems['rounds'];
  serverProblems: { general: string[]; byKey: Record<string, string[]> };
  timeZone: string;
  dispatch: (action: BuilderAction) => void;
}) {
  const { t } = useTranslation('funnels');
  const forms = useFormOptions(['submission', 'intake']);
  const evaluationForms = useFormOptions(['evaluation']);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const labelOf = (key: string | number) => {
    const round = rounds.find((r) => r.key === key);
    return round ? round.name.trim() || t(`rounds.kinds.${round.kind}`) : '';
  };
  const positionOf = (key: string | number) => rounds.findIndex((r) => r.key === key) + 1;
  // A round dropped on the decision round stops just before it.
  const movable = rounds.filter((r) => r.kind !== 'decision').length;
  const targetOf = (key: string | number) => Math.min(positionOf(key), movable);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id)
      dispatch({ type: 'moveRound', key: String(active.id), overKey: String(over.id) });
  };
  const add = (kind: (typeof MOVABLE_ROUND_KINDS)[number]) =>
    dispatch({
      type: 'addRound',
      round: {
        key: newRoundKey(),
        id: null,
        kind,
        name: t(`rounds.defaultNames.${kind}`),
        description: '',
        formId: null,
        deadline: null,
      },
    });
  return (
    <Stack gap="md" maw={860} component="section" aria-labelledby="rounds-title" data-testid="funnel-rounds">
      <Stack gap={4}>
        <Title order={2} size="h4" id="rounds-title">
          {t('builder.tabs.rounds')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('rounds.intro')}
        </Text>
      </Stack>
      <Group gap="xs" wrap="wrap">
        {MOVABLE_ROUND_KINDS.map((kind) => {
          const Icon = KIND_ICONS[kind];
          return (
            <Button
              key={kind}
              variant="light"
              leftSection={<Icon size={16} />}
              onClick={() => add(kind)}
              data-testid={`rounds-add-${kind}`}
            >
              {t(`rounds.add.${kind}`)}
            </Button>
          );
        })}
      </Group>
      {serverProblems.general.length > 0 ? (
        <Alert color="red" role="alert" data-testid="rounds-error">
          {serverProblems.general.join(' · ')}
        </Alert>
      ) : null}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          screenReaderInstructions: { draggable: t('rounds.dnd.instructions') },
          announcements: {
            onDragStart: ({ active }) =>
              t('rounds.dnd.start', { name: labelOf(active.id), position: positionOf(active.id) }),
            onDragOver: ({ active, over }) =>
              over ? t('rounds.dnd.over', { name: labelOf(active.id), position: targetOf(over.id) }) : undefined,
            onDragEnd: ({ active, over }) =>
              t('rounds.dnd.end', {
                name: labelOf(active.id),
                position: over ? targetOf(over.id) : positionOf(active.id),
              }),
            onDragCancel: ({ active }) => t('rounds.dnd.cancel', { name: labelOf(active.id) }),
          },
        }}
      >
        <SortableContext items={rounds.map((round) => round.key)} strategy={verticalListSortingStrategy}>
          <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} data-testid="round-list">
            {rounds.map((round, index) => (
              <RoundCard
                key={round.key}
                round={round}
                number={index + 1}
                forms={forms.options}
                evaluationForms={evaluationForms.options}
                problems={problems[round.key] ?? {}}
                serverProblems={serverProblems.byKey[round.key] ?? []}
                timeZone={timeZone}
                onChange={(patch) => dispatch({ type: 'updateRound', key: round.key, patch })}
                onRemove={() => dispatch({ type: 'removeRound', key: round.key })}
              />
            ))}
          </Stack>
        </SortableContext>
      </DndContext>
    </Stack>
  );
}
