/**
 * The contact page (docs/product.md §2 (Contact)) in one language: the heading band, the form beside the
 * company's contact details, then the offices on the map. 300 ms after it opens, a visitor
 * whose chosen language is the other one goes to the other contact page (the query along).
 */
import { useEffect } from 'react';
import type { DataConfig } from '../../../../shared/api';
import { cookieLang, type Lang } from '../../../../shared/lang';
import { useTranslation } from '../../../i18n';
import { LANGUAGE_REDIRECT_MS, languageRedirect } from '../lib/language-redirect';
import { PageHero } from '../../../components/page-hero';
import { ContactDetails } from './contact-details';
import { ContactForm, type ServerResult } from './contact-form';
import { ContactOffices } from './contact-offices';
import styles from './contact-page.module.css';

interface Props {
  title: string;
  lead: string;
  /** the language the page is shown in */
  lang: Lang;
  /** the page's own language: /contact-en is English, /contact Chinese */
  pageLang: Lang;
  /** the page's path, where the form posts without JavaScript */
  path: string;
  prefill: string;
  server?: ServerResult;
  config: DataConfig | null;
  apiBase: string;
}

export function ContactPage({ title, lead, lang, pageLang, path, prefill, server, config, apiBase }: Props) {
  const { t } = useTranslation();

  useEffect(() => {
    // an answer to a form posted before the page came alive stays in view
    if (server) return;
    const target = languageRedirect(pageLang, cookieLang(document.cookie), window.location.search);
    if (!target) return;
    const timer = setTimeout(() => window.location.replace(target), LANGUAGE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [pageLang, server]);

  return (
    <>
      <PageHero title={title} lead={lead} eyebrow={t('site.name')} />
      <div className={`container ${styles.layout}`}>
        <ContactForm lang={lang} action={path} prefill={prefill} server={server} apiBase={apiBase} />
        <ContactDetails config={config} lang={lang} />
      </div>
      <ContactOffices config={config} lang={lang} />
    </>
  );
}
