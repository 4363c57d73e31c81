import { NotFoundError } from '../../platform/graphql/errors.ts';
import type { Db } from '../../platform/db/client.ts';
import type { Viewer } from '../../platform/graphql/context.ts';
import { findApplicationView } from '../applications/index.ts';
import { funnelViews } from '../funnels/index.ts';
import { currentFormRow, type FormRow } from './form.service.ts';

/**
 * The form a file is uploaded for when someone fills an application's form (issue 14): the intake while the viewer
 * may change the draft (its people, or the staff filling an unclaimed lead), or the form of the form round the
 * application is in, for its people, before that sheet is submitted and before the round's deadline — the rules of
 * `openApplicationForm` (application-form.graphql.ts). Null when the viewer may not upload there (the route's 404).
 */
export async function applicationUploadForm(
  db: Db,
  incubatorId: string,
  viewer: Viewer,
  applicationId: string,
  roundId: string | null,
  now: Date = new Date(),
): Promise<FormRow | null> {
  const application = await findApplicationView(db, incubatorId, viewer, applicationId).catch((error: unknown) => {
    if (error instanceof NotFoundError) return null;
    throw error;
  });
  if (!application) return null;
  let baseId: string | null;
  if (roundId === null) {
    baseId = application.viewerCan.editDraft ? application.funnel.intakeFormId : null;
  } else {
    const [funnel] = await funnelViews(db, incubatorId, null, [application.funnelId]);
    const round = funnel?.rounds.find((r) => r.id === roundId);
    const person = application.members.some((member) => member.userId === viewer.userId);
    const open = !round?.deadline || round.deadline > now;
    baseId =
      round?.kind === 'form' && round.formId && person && open && application.roundId === round.id
        ? round.formId
        : null;
  }
  if (!baseId) return null;
  if (application.sheets.some((sheet) => sheet.baseId === baseId && sheet.status === 'submitted')) return null;
  return currentFormRow(db, incubatorId, baseId).catch((error: unknown) => {
    if (error instanceof NotFoundError) return null;
    throw error;
  });
}
