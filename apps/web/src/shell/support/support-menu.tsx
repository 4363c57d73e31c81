import { IconBook, IconFileSearch, IconMail } from '@tabler/icons-react';
import i18next from 'i18next';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient, useQuery } from 'urql';
import type { MenuComponent } from '../../ui/deferred-overlays.tsx';
import { SupportContactQuery } from './graphql/support-contact.query.ts';
import { openSupportDialog } from './support-dialog-store.ts';
import { supportContactTarget } from './utils/support-contact.ts';

function follow(target: { href: string; newTab: boolean }) {
  if (target.newTab) window.open(target.href, '_blank', 'noopener,noreferrer');
  else window.location.href = target.href;
}

/** Their texts are not on the first screen: the menus that hold these entries ask for them when reached for. */
export const preloadSupportTexts = () => void i18next.loadNamespaces('search');

/**
 * The Support sub-menu of the account menu (spec 01 §2.5): Search Docs, Support Docs, Contact Us. Renders the
 * Menu.Item elements for a Mantine Menu (the host labels them, and gives its loaded Menu); the dialogs are hosted by
 * `SupportDialogs`.
 */
export function SupportMenuItems({ Menu }: { Menu: MenuComponent }) {
  return (
    <Suspense fallback={null}>
      <SupportMenuEntries Menu={Menu} />
    </Suspense>
  );
}

function SupportMenuEntries({ Menu }: { Menu: MenuComponent }) {
  const { t } = useTranslation('search');
  const client = useClient();
  const [{ data }] = useQuery({ query: SupportContactQuery });
  const target = data ? supportContactTarget(data.supportContact) : null;

  const contact = async () => {
    if (target) return;
    // Chosen before the address arrived: ask for it, then go.
    const result = await client.query(SupportContactQuery, {}).toPromise();
    const fetched = result.data ? supportContactTarget(result.data.supportContact) : null;
    if (fetched) follow(fetched);
  };

  return (
    <>
      <Menu.Item
        leftSection={<IconFileSearch size={16} />}
        onClick={() => openSupportDialog('searchDocs')}
        data-testid="support-search-docs"
      >
        {t('support.searchDocs')}
      </Menu.Item>
      <Menu.Item
        leftSection={<IconBook size={16} />}
        onClick={() => openSupportDialog('supportDocs')}
        data-testid="support-docs"
      >
        {t('support.supportDocs')}
      </Menu.Item>
      {target ? (
        <Menu.Item
          component="a"
          href={target.href}
          {...(target.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          leftSection={<IconMail size={16} />}
          data-testid="support-contact"
        >
          {t('support.contactUs')}
        </Menu.Item>
      ) : (
        <Menu.Item leftSection={<IconMail size={16} />} onClick={() => void contact()} data-testid="support-contact">
          {t('support.contactUs')}
        </Menu.Item>
      )}
    </>
  );
}
