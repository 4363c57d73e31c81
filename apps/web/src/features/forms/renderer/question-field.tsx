import { memo } from 'react';
import { effectiveType, isChoice, isLayout } from '@cohort/shared';
import { CalculatedAnswer, NumberAnswer, ScaleAnswer, TextAnswer } from './answer-inputs.tsx';
import { ChoiceAnswer } from './choice-inputs.tsx';
import type { AnswerInputProps } from './field-types.ts';
import { FileAnswerInput, VideoAnswerInput } from './file-answers.tsx';
import { LayoutBlock } from './layout-blocks.tsx';
import { TableAnswer } from './table-answer.tsx';

export interface QuestionFieldProps extends Omit<AnswerInputProps, 'type'> {
  /** Called when focus leaves the question: from then on its error shows. */
  onTouch: (questionId: string) => void;
}

/**
 * One question of a form, shown as its type (a custom field as the type it behaves as). Memoised: the renderer passes
 * stable callbacks and primitive props, so typing in one question re-renders that question only.
 */
export const QuestionField = memo(function QuestionField(props: QuestionFieldProps) {
  const { question, language, onTouch } = props;
  const type = effectiveType(question);
  if (isLayout(question)) {
    return (
      <div data-testid="form-block" data-question-id={question.id}>
        <LayoutBlock question={question} type={type} language={language} />
      </div>
    );
  }
  const inputProps: AnswerInputProps = { ...props, type };
  let input: React.ReactNode;
  switch (type) {
    case 'number':
    case 'currency':
      input = <NumberAnswer {...inputProps} />;
      break;
    case 'number_scale':
      input = <ScaleAnswer {...inputProps} />;
      break;
    case 'calculated':
      input = <CalculatedAnswer {...inputProps} />;
      break;
    case 'table':
      input = <TableAnswer {...inputProps} />;
      break;
    case 'file':
      input = <FileAnswerInput {...inputProps} />;
      break;
    case 'video':
      input = <VideoAnswerInput {...inputProps} />;
      break;
    default:
      // text, text_long, text_link, phone, date, and a custom field whose type is not known
      input = isChoice(type) ? <ChoiceAnswer {...inputProps} /> : <TextAnswer {...inputProps} />;
  }
  return (
    // Focus leaving any part of the question (a radio, a table cell) touches it: blur bubbles in React. The div
    // only listens to its controls' focus; it is not itself interactive.
    // biome-ignore lint/a11y/noStaticElementInteractions: see above
    <div data-testid="form-question" data-question-id={question.id} onBlur={() => onTouch(question.id)}>
      {input}
    </div>
  );
});
