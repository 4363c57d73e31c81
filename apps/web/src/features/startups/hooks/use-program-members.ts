import { useCallback, useMemo } from 'react';
import { useQuery } from 'urql';
import { type AddressListCodec, useAddressList } from '../../../lib/use-address-list.ts';
import { ProgramMembersQuery } from '../graphql/program-members.query.ts';
import {
  changePeoplePrograms,
  type PeopleProgramsState,
  parsePeoplePrograms,
  programMembersVariables,
  writePeoplePrograms,
} from '../utils/people-programs-url.ts';
import { STARTUPS_SEARCH_DEBOUNCE_MS } from '../utils/startups-url.ts';

const CODEC: AddressListCodec<PeopleProgramsState> = {
  parse: parsePeoplePrograms,
  apply: changePeoplePrograms,
  write: writePeoplePrograms,
  debounceMs: STARTUPS_SEARCH_DEBOUNCE_MS,
};

/** The people of the programme chosen in the address (`?program=&search=&page=`), a page at a time. */
export function useProgramMembers() {
  const list = useAddressList(CODEC);
  const variables = useMemo(() => programMembersVariables(list.state), [list.state]);
  const [{ data, error, fetching }, reexecute] = useQuery({
    query: ProgramMembersQuery,
    variables: variables ?? { programId: '' },
    pause: variables === null,
    requestPolicy: 'cache-and-network',
  });
  const refresh = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  const page = variables && data?.programMembers.program._id === variables.programId ? data.programMembers : null;
  return {
    ...list,
    rows: page?.results ?? [],
    totalCount: page?.totalCount ?? 0,
    loaded: page !== null,
    error: variables ? error : undefined,
    fetching,
    refresh,
  };
}

export type ProgramMembersList = ReturnType<typeof useProgramMembers>;
