import type { LayoutPage } from '@cohort/shared';
import { Divider, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CustomLoginForm } from '../components/custom-login-form.tsx';
import { LayoutForm } from '../components/layout-form.tsx';
import { SettingsPage, WithIncubatorSettings } from '../components/settings-page.tsx';

/**
 * /admin/configuration/login, /apply and /home: the layout of a public page (spec 02 §3 Layout customization);
 * the login page also has its custom login button.
 */
export function LayoutSettingsPage({ page }: { page: LayoutPage }) {
  const { t } = useTranslation('settings');
  return (
    <SettingsPage
      title={t(`layout.pages.${page}.title`)}
      description={t(`layout.pages.${page}.description`)}
      testId={`settings-${page}-page`}
    >
      <WithIncubatorSettings>
        {(incubator) => (
          <Stack gap="xl">
            {/* Keyed by page: going from one layout to another starts a fresh form. */}
            <LayoutForm key={page} incubator={incubator} page={page} />
            {page === 'login' ? (
              <>
                <Divider />
                <CustomLoginForm incubator={incubator} />
              </>
            ) : null}
          </Stack>
        )}
      </WithIncubatorSettings>
    </SettingsPage>
  );
}
