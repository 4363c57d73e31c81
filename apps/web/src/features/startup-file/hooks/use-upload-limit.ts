import { DEFAULT_UPLOAD_LIMIT_BYTES } from '@cohort/shared';
import { useQuery } from 'urql';
import { UploadLimitQuery } from '../graphql/upload-limit.query.ts';

/** The largest file an upload may hold, in bytes: the server's `uploadLimit`, the shared default until it answers. */
export function useUploadLimit(): number {
  const [{ data }] = useQuery({ query: UploadLimitQuery, requestPolicy: 'cache-first' });
  return data?.uploadLimit ?? DEFAULT_UPLOAD_LIMIT_BYTES;
}
