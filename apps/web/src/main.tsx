import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createAppRouter } from './app/router.tsx';
import { isBrowserSupported } from './lib/browser-support.ts';
import { listenForPreloadErrors } from './lib/chunk-load.ts';
import { createGraphqlClient } from './lib/graphql-client.ts';
import { currentLanguageOverride, initI18n, resolveInterfaceLanguage } from './lib/i18n.ts';

listenForPreloadErrors();
// The organisation's default language is applied once it is known (OrganisationProvider).
void initI18n(resolveInterfaceLanguage({ override: currentLanguageOverride() }));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App
      client={createGraphqlClient()}
      router={createAppRouter()}
      browserSupported={isBrowserSupported(navigator.userAgent)}
    />
  </StrictMode>,
);
