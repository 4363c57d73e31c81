import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createAppHistory } from './lib/app-history.ts';
import { browserAuthEnvironment, createAuthSession } from './lib/auth/auth-session.ts';
import { createAuthStore } from './lib/auth/auth-store.ts';
import { getLocalStorage, getSessionStorage } from './lib/browser-storage.ts';
import { isBrowserSupported } from './lib/browser-support.ts';
import { listenForPreloadErrors } from './lib/chunk-load.ts';
import { currentLanguageOverride, initI18n, resolveInterfaceLanguage } from './lib/i18n.ts';

listenForPreloadErrors();
// The organisation's default language is applied once it is known (OrganisationProvider).
void initI18n(resolveInterfaceLanguage({ override: currentLanguageOverride() }));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const history = createAppHistory();
const auth = createAuthSession(
  createAuthStore({ local: getLocalStorage(), session: getSessionStorage() }),
  browserAuthEnvironment((path) => history.replace(path)),
);

createRoot(container).render(
  <StrictMode>
    <App auth={auth} history={history} browserSupported={isBrowserSupported(navigator.userAgent)} />
  </StrictMode>,
);
