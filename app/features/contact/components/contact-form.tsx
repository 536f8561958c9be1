/**
 * The contact form (docs/product.md §2 (Contact), §5, §8): name, email, subject, message.
 *
 * With JavaScript the browser checks the rules of docs/product.md §5 (a warning for 6.5 s and the focus on
 * the field), sends the message to POST /contact/insert with the button disabled meanwhile,
 * then clears the form and shows 'Sent successfully', or keeps what was typed and says why it
 * was not sent. Without JavaScript it is a plain POST to the page, whose action applies the
 * same rules and answers the same page with the result (`server`).
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Lang } from '../../../../shared/lang';
import { useTranslation, type MessageKey } from '../../../i18n';
import { browserTransport } from '../../../lib/api';
import {
  EMPTY_VALUES,
  FAILURE_MESSAGE,
  findProblem,
  HONEYPOT_FIELD,
  insertBody,
  MAX_LENGTH,
  PROBLEM_MESSAGE,
  type ContactOutcome,
  type ContactProblem,
  type ContactValues,
} from '../lib/form';
import { sendContact } from '../lib/send';
import { ContactNotice, type Notice } from './contact-notice';
import styles from './contact-form.module.css';
import '../messages/register';

/** what the page's action answered (a submission without JavaScript) */
export type ServerResult =
  | { kind: 'invalid'; problem: ContactProblem; values: ContactValues }
  | { kind: 'outcome'; outcome: ContactOutcome; values: ContactValues };

/** the result shown in the form until the next submission */
interface Panel {
  tone: 'warning' | 'error' | 'success';
  title: MessageKey;
  body: MessageKey;
  /** a result of a submission without JavaScript: the page opens with the focus on it */
  fromServer?: boolean;
}

function outcomePanel(outcome: ContactOutcome, fromServer = false): Panel {
  if (outcome === 'sent') return { tone: 'success', title: 'contact.sentTitle', body: 'contact.sentBody', fromServer };
  return { tone: 'error', title: 'contact.failTitle', body: FAILURE_MESSAGE[outcome], fromServer };
}

function serverPanel(server: ServerResult | undefined): Panel | null {
  if (!server) return null;
  if (server.kind === 'invalid')
    return { tone: 'warning', title: 'contact.tips', body: PROBLEM_MESSAGE[server.problem] };
  return outcomePanel(server.outcome, true);
}

interface Props {
  /** the language of the page (stored with the message) */
  lang: Lang;
  /** where the form posts without JavaScript: the page itself */
  action: string;
  /** ?email= of the page */
  prefill: string;
  server?: ServerResult;
  /** the API's base in the browser (API_BASE_URL + API_PREFIX) */
  apiBase: string;
}

export function ContactForm({ lang, action, prefill, server, apiBase }: Props) {
  const { t } = useTranslation();
  const [values, setValues] = useState<ContactValues>(() => server?.values ?? { ...EMPTY_VALUES, email: prefill });
  const [invalid, setInvalid] = useState<ContactProblem | null>(server?.kind === 'invalid' ? server.problem : null);
  const [panel, setPanel] = useState<Panel | null>(() => serverPanel(server));
  const [notice, setNotice] = useState<Notice | null>(null);
  const [sending, setSending] = useState(false);
  // set once the page is live (the form is then sent by the script; browser tests wait for it)
  const [live, setLive] = useState(false);
  const sendingRef = useRef(false);
  const noticeSeq = useRef(0);
  const refocus = useRef(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => setLive(true), []);

  // the button was disabled while sending, which takes the focus from it: give it back
  useEffect(() => {
    if (sending || !refocus.current) return;
    refocus.current = false;
    const active = document.activeElement;
    if (!active || active === document.body || active === buttonRef.current) buttonRef.current?.focus();
  }, [sending]);

  const change = (field: keyof ContactValues) => (e: { target: { value: string } }) => {
    const value = e.target.value;
    setValues((v) => ({ ...v, [field]: value }));
    if (invalid === field) setInvalid(null);
  };

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (sendingRef.current) return;
    const problem = findProblem(values);
    if (problem) {
      setInvalid(problem);
      setPanel(null);
      noticeSeq.current += 1;
      setNotice({
        id: noticeSeq.current,
        tone: 'warning',
        title: t('contact.tips'),
        body: t(PROBLEM_MESSAGE[problem]),
      });
      // the field to correct, scrolled clear of the warning (its scroll-margin leaves the room)
      const field = (problem === 'email' ? emailRef : nameRef).current;
      field?.focus({ preventScroll: true });
      field?.scrollIntoView({ block: 'nearest' });
      return;
    }
    setInvalid(null);
    setPanel(null);
    setNotice(null);
    sendingRef.current = true;
    setSending(true);
    const body = insertBody(values, {
      lang,
      page: window.location.pathname,
      website: honeypotRef.current?.value ?? '',
    });
    const outcome = await sendContact(browserTransport(apiBase), body);
    sendingRef.current = false;
    refocus.current = true;
    setSending(false);
    if (outcome === 'sent') {
      setValues(EMPTY_VALUES);
      if (honeypotRef.current) honeypotRef.current.value = '';
      noticeSeq.current += 1;
      setNotice({ id: noticeSeq.current, tone: 'success', title: t('contact.sentTitle'), body: t('contact.sentBody') });
    } else {
      setPanel(outcomePanel(outcome));
    }
  }

  const fieldProps = (field: keyof ContactValues) => ({
    id: `contact-${field}`,
    name: field,
    value: values[field],
    onChange: change(field),
    maxLength: MAX_LENGTH[field],
    'aria-invalid': invalid === field ? true : undefined,
    className: styles.input,
  });

  return (
    <section className={styles.card} aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className={styles.heading}>
        {t('contact.formTitle')}
      </h2>
      <p className={styles.intro}>{t('contact.formIntro')}</p>
      <form
        method="post"
        action={action}
        noValidate
        onSubmit={submit}
        aria-busy={sending}
        data-live={live ? 'true' : undefined}
        aria-labelledby="contact-form-title"
        className={styles.form}
      >
        <div className={styles.row}>
          <div className={styles.field}>
            <label htmlFor="contact-name" className={styles.label}>
              {t('contact.name')}
              <span className={styles.required} aria-hidden="true">
                *
              </span>
              <span className="visually-hidden">({t('contact.required')})</span>
            </label>
            <input
              {...fieldProps('name')}
              ref={nameRef}
              type="text"
              autoComplete="name"
              aria-required="true"
              autoFocus={server?.kind === 'invalid' && server.problem === 'name'}
            />
          </div>
          <div className={styles.field}>
            <label htmlFor="contact-email" className={styles.label}>
              {t('contact.email')}
            </label>
            <input
              {...fieldProps('email')}
              ref={emailRef}
              // text, not type="email": the rule is docs/product.md §5's, and the value stays exactly as typed
              type="text"
              inputMode="email"
              autoComplete="email"
              autoCapitalize="off"
              spellCheck={false}
              aria-describedby="contact-email-hint"
              autoFocus={server?.kind === 'invalid' && server.problem === 'email'}
            />
            <p id="contact-email-hint" className={styles.hint}>
              {t('contact.emailHint')}
            </p>
          </div>
        </div>
        <div className={styles.field}>
          <label htmlFor="contact-subject" className={styles.label}>
            {t('contact.subject')}
          </label>
          <input {...fieldProps('subject')} type="text" />
        </div>
        <div className={styles.field}>
          <label htmlFor="contact-message" className={styles.label}>
            {t('contact.message')}
          </label>
          <textarea {...fieldProps('message')} rows={6} />
        </div>

        {/* honeypot: out of sight and out of the tab order; a bot that fills it in is told "sent" */}
        <div className={styles.trap} aria-hidden="true">
          <label htmlFor={`contact-${HONEYPOT_FIELD}`}>{t('contact.honeypot')}</label>
          <input
            ref={honeypotRef}
            id={`contact-${HONEYPOT_FIELD}`}
            name={HONEYPOT_FIELD}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>

        {panel ? (
          <div
            className={`${styles.panel} ${styles[panel.tone]}`}
            role={panel.tone === 'success' ? 'status' : 'alert'}
            data-testid="contact-result"
            tabIndex={panel.fromServer ? -1 : undefined}
            autoFocus={panel.fromServer}
          >
            <p className={styles.panelTitle}>{t(panel.title)}</p>
            <p className={styles.panelBody}>{t(panel.body)}</p>
          </div>
        ) : null}

        <div className={styles.actions}>
          <button ref={buttonRef} type="submit" className={`btn btn-primary ${styles.submit}`} disabled={sending}>
            {sending ? <span className={styles.spinner} aria-hidden="true" /> : null}
            {sending ? t('contact.sending') : t('contact.send')}
          </button>
        </div>
      </form>
      <ContactNotice notice={notice} onClose={() => setNotice(null)} />
    </section>
  );
}
