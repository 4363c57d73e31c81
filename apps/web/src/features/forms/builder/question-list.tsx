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
import { Stack, Text, Title } from '@mantine/core';
import { type FormQuestion, localized } from '@cohort/shared';
import { useTranslation } from 'react-i18next';
import type { BuilderAction } from './builder-state.ts';
import { QuestionCard } from './question-card.tsx';

/**
 * The form's questions in order. Each card's handle drags it (mouse or touch) or, focused, moves it with the keyboard:
 * Space picks it up, the arrows move it, Space drops it and Escape puts it back.
 */
export function QuestionList({
  questions,
  language,
  defaultLanguage,
  selectedId,
  problems,
  missing,
  dispatch,
  onDuplicate,
}: {
  questions: FormQuestion[];
  language: string;
  defaultLanguage: string;
  selectedId: string | null;
  problems: Map<string, string[]>;
  missing: Map<string, string[]>;
  dispatch: (action: BuilderAction) => void;
  onDuplicate: (id: string) => void;
}) {
  const { t } = useTranslation('forms');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const labelOf = (id: string | number) => {
    const question = questions.find((q) => q.id === id);
    return question ? localized(question.label, language, defaultLanguage) || t(`types.${question.questionType}`) : '';
  };
  const positionOf = (id: string | number) => questions.findIndex((q) => q.id === id) + 1;
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) dispatch({ type: 'move', id: String(active.id), overId: String(over.id) });
  };
  let number = 0;
  return (
    <Stack gap="sm" component="section" aria-labelledby="questions-title" data-testid="question-list">
      <Title order={2} size="h5" id="questions-title">
        {t('builder.questions.title', { count: questions.length })}
      </Title>
      {questions.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center" p="xl" data-testid="question-list-empty">
          {t('builder.questions.empty')}
        </Text>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{
            screenReaderInstructions: { draggable: t('builder.dnd.instructions') },
            announcements: {
              onDragStart: ({ active }) =>
                t('builder.dnd.start', { label: labelOf(active.id), position: positionOf(active.id) }),
              onDragOver: ({ active, over }) =>
                over ? t('builder.dnd.over', { label: labelOf(active.id), position: positionOf(over.id) }) : undefined,
              onDragEnd: ({ active, over }) =>
                t('builder.dnd.end', {
                  label: labelOf(active.id),
                  position: over ? positionOf(over.id) : positionOf(active.id),
                }),
              onDragCancel: ({ active }) => t('builder.dnd.cancel', { label: labelOf(active.id) }),
            },
          }}
        >
          <SortableContext items={questions.map((q) => q.id)} strategy={verticalListSortingStrategy}>
            <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
              {questions.map((question) => {
                if (question.questionType !== 'section') number += 1;
                return (
                  <QuestionCard
                    key={question.id}
                    question={question}
                    number={question.questionType === 'section' ? null : number}
                    label={labelOf(question.id)}
                    selected={question.id === selectedId}
                    problems={problems.get(question.id) ?? []}
                    missing={missing.get(question.id) ?? []}
                    onSelect={() => dispatch({ type: 'select', id: question.id })}
                    onDuplicate={() => onDuplicate(question.id)}
                    onDelete={() => dispatch({ type: 'delete', id: question.id })}
                  />
                );
              })}
            </Stack>
          </SortableContext>
        </DndContext>
      )}
    </Stack>
  );
}
