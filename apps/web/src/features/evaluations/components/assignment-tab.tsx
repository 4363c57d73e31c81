import { Stack } from '@mantine/core';
import type { EvaluationRoundData } from '../graphql/evaluation-round.fragment.ts';
import { EvaluatorPool } from './evaluator-pool.tsx';
import { RoundApplications } from './round-applications.tsx';
import { SolverPanel } from './solver-panel.tsx';

/** The Assignment tab: the pool of evaluators, the solver's proposal, and the applications with their evaluators. */
export function AssignmentTab({
  round,
  search,
  page,
  onSearch,
  onPage,
  onChanged,
}: {
  round: EvaluationRoundData;
  search: string;
  page: number;
  onSearch: (search: string) => void;
  onPage: (page: number) => void;
  onChanged: () => void;
}) {
  return (
    <Stack gap="md">
      <EvaluatorPool key={round._id} round={round} />
      <SolverPanel key={`solver-${round._id}`} round={round} onApplied={onChanged} />
      <RoundApplications
        key={`applications-${round._id}`}
        round={round}
        search={search}
        page={page}
        onSearch={onSearch}
        onPage={onPage}
        onChanged={onChanged}
      />
    </Stack>
  );
}
