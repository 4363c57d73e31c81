import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** People who may join a programme of people and are not in it yet, found by name or e-mail. */
export const ProgramMemberCandidatesQuery = graphql(`
  query ProgramMemberCandidates($programId: ID!, $search: String) {
    programMemberCandidates(programId: $programId, search: $search) {
      _id
      fullName
      avatar
      email
      roleLabel
    }
  }
`);

export type ProgramMemberCandidate = ResultOf<typeof ProgramMemberCandidatesQuery>['programMemberCandidates'][number];
