import { ProfileFieldsCard } from '../../profile-fields/index.ts';
import { useStartupFileContext } from '../hooks/use-startup-file-context.ts';

/**
 * /startup/{id}/file/custom-fields and /hidden-fields: the startup's visible profile fields, or its hidden
 * (staff-only) ones, which show nothing to those the server refuses (the startup's own people).
 */
export function ProfileFieldsPage({ hidden }: { hidden: boolean }) {
  const { startup } = useStartupFileContext();
  return (
    <div data-testid="startup-profile-fields-page" data-hidden={hidden}>
      <ProfileFieldsCard key={String(hidden)} entityKind="startup" entityId={startup._id} hidden={hidden} />
    </div>
  );
}
