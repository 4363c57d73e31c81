import { Button, type ButtonProps } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../access/index.ts';
import { useApplicationPdf } from '../hooks/use-application-pdf.ts';

/**
 * Downloads one application as a PDF (its print view rendered by the server), for staff who may export applications
 * (APPLICATION/DOWNLOAD_APPLICATION_CTA:VIEW); nothing shows without the permission.
 */
export function ApplicationPdfButton({
  applicationId,
  ...props
}: { applicationId: string } & Pick<ButtonProps, 'size' | 'variant' | 'fullWidth'>) {
  const { t } = useTranslation('applicationsAnalytics');
  const allowed = usePermission('APPLICATION/DOWNLOAD_APPLICATION_CTA:VIEW');
  const { isDownloading, download } = useApplicationPdf();
  if (!allowed) return null;
  return (
    <Button
      variant="default"
      {...props}
      leftSection={<IconFileTypePdf size={16} aria-hidden />}
      loading={isDownloading(applicationId)}
      onClick={() => void download(applicationId)}
      data-testid="application-pdf-button"
    >
      {t('exports.pdf')}
    </Button>
  );
}
