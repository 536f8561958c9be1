import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { createI18n, documentLang, I18nProvider, loadCoreMessages } from './i18n';

// the server rendered the page in this language; load only its core messages, then hydrate
const lang = documentLang();

void loadCoreMessages(lang).then((messages) => {
  const i18n = createI18n(lang, messages);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <HydratedRouter />
        </I18nProvider>
      </StrictMode>,
    );
  });
});
