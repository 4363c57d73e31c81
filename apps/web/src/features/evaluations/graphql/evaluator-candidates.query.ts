import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/**
 * People who may join a round's pool, found by name in the community directory among the internal roles (the
 * evaluation API has no search of its own; the server refuses anyone it does not accept when the pool is saved).
 */
export const EvaluatorCandidatesQuery = graphql(`
  query EvaluatorCandidates($search: String, $roleTypes: [String!]) {
    communitySearch(kind: PEOPLE, search: $search, roleTypes: $roleTypes, page: 0) {
      people {
        _id
        firstName
        lastName
        fullName
        avatar
        roleLabel
        expertise
      }
    }
  }
`);

export type EvaluatorCandidate = ResultOf<typeof EvaluatorCandidatesQuery>['communitySearch']['people'][number];
