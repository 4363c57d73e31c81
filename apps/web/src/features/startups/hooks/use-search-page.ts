import { type AddressListCodec, useAddressList } from '../../../lib/use-address-list.ts';
import {
  type AssignationsListState,
  changeAssignationsList,
  parseAssignationsList,
  writeAssignationsList,
} from '../utils/assignations-url.ts';
import { STARTUPS_SEARCH_DEBOUNCE_MS } from '../utils/startups-url.ts';

const CODEC: AddressListCodec<AssignationsListState> = {
  parse: parseAssignationsList,
  apply: changeAssignationsList,
  write: writeAssignationsList,
  debounceMs: STARTUPS_SEARCH_DEBOUNCE_MS,
};

/** The search and page of a list kept in the address (`?search=&page=`): assignations, mentors. */
export function useSearchPage() {
  return useAddressList(CODEC);
}
