import { NavLink } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTaxonomyPermissions } from '../hooks/use-taxonomy-permissions.ts';
import { tagsPath } from '../utils/tag-kinds.ts';

function Entry() {
  const { t } = useTranslation('taxonomy');
  const { view } = useTaxonomyPermissions();
  if (view !== true) return null;
  return (
    <li>
      <NavLink
        component={Link}
        to={tagsPath()}
        label={t('settingsLink')}
        style={{ borderRadius: 'var(--mantine-radius-sm)' }}
        data-testid="settings-nav-tags"
      />
    </li>
  );
}

/** The taxonomy's entry in the Taxonomy section of the settings navigation, for holders of TAGS_EDITOR:VIEW. */
export function TaxonomySettingsLink() {
  return (
    <Suspense fallback={null}>
      <Entry />
    </Suspense>
  );
}
