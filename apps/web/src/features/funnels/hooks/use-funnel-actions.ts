import { useClipboard } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { ArchiveFunnelMutation } from '../graphql/archive-funnel.mutation.ts';
import { DeleteFunnelMutation } from '../graphql/delete-funnel.mutation.ts';
import type { FunnelData } from '../graphql/funnel-fields.fragment.ts';
import { PublishFunnelMutation } from '../graphql/publish-funnel.mutation.ts';
import { publicCallUrl } from '../utils/funnels-url.ts';
import { useFunnelsFeedback } from './use-funnels-feedback.ts';

/** The list's actions on one funnel, each reported by a toast; `refresh` reloads the list after a change. */
export function useFunnelActions(refresh: () => void) {
  const { t } = useTranslation('funnels');
  const feedback = useFunnelsFeedback();
  const clipboard = useClipboard();
  const [, publish] = useMutation(PublishFunnelMutation);
  const [, archive] = useMutation(ArchiveFunnelMutation);
  const [, remove] = useMutation(DeleteFunnelMutation);

  return {
    publish: async (funnel: FunnelData, published: boolean) => {
      const result = await publish({ id: funnel._id, published });
      if (result.error) return feedback.failed(feedback.errorMessage(result.error));
      feedback.succeeded(t(published ? 'toasts.published' : 'toasts.unpublished', { name: funnel.name }));
    },
    archive: async (funnel: FunnelData, archived: boolean) => {
      const result = await archive({ id: funnel._id, archived });
      if (result.error) return feedback.failed(feedback.errorMessage(result.error));
      feedback.succeeded(t(archived ? 'toasts.archived' : 'toasts.restored', { name: funnel.name }));
      refresh();
    },
    /** Resolves to whether the funnel was deleted. */
    remove: async (funnel: FunnelData): Promise<boolean> => {
      const result = await remove({ id: funnel._id }, { additionalTypenames: ['Funnel'] });
      if (result.error) {
        feedback.failed(feedback.errorMessage(result.error));
        return false;
      }
      feedback.succeeded(t('toasts.deleted', { name: funnel.name }));
      refresh();
      return true;
    },
    copyLink: (funnel: FunnelData) => {
      clipboard.copy(publicCallUrl(window.location.origin, funnel.slug));
      feedback.succeeded(t('toasts.linkCopied'));
    },
  };
}
