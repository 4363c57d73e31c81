import { Badge, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isEmailStatus, isEmailTemplate, statusColour } from '../utils/outbox.ts';

/** The translated name of an e-mail template; the template itself for one this version does not know. */
export function useTemplateLabel(): (template: string) => string {
  const { t } = useTranslation('emails');
  return (template) => (isEmailTemplate(template) ? t(`templates.${template}`) : template);
}

/** The delivery status as a coloured badge; a failed message shows its error as a tooltip. */
export function EmailStatusBadge({ status, error }: { status: string; error: string | null }) {
  const { t } = useTranslation('emails');
  const badge = (
    <Badge color={statusColour(status)} variant="light" data-testid="outbox-status" data-status={status}>
      {isEmailStatus(status) ? t(`statuses.${status}`) : status}
    </Badge>
  );
  if (!error) return badge;
  return (
    <Tooltip label={error} multiline maw={360} withArrow>
      {badge}
    </Tooltip>
  );
}
