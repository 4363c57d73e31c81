import { useOutletContext } from 'react-router';
import type { ApplicationFileData } from '../graphql/application-file.query.ts';

/** What the application file's layout hands to its tabs. */
export interface ApplicationFileContext {
  application: ApplicationFileData;
  /** Asks the application again (after a change made elsewhere than through its own mutations). */
  refresh: () => void;
}

export function useApplicationContext(): ApplicationFileContext {
  return useOutletContext<ApplicationFileContext>();
}
