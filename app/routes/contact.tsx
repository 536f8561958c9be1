/**
 * Contact pages (docs/product.md §2 (Contact)): /contact (Chinese) and /contact-en (English), route ids
 * 'contact' and 'contact-en'. The loader reads `?email=`; the action is the form without
 * JavaScript: the rules of docs/product.md §5, then POST /contact/insert in process, answered by the same
 * page with the result and, unless it was sent, what the visitor typed.
 */
import { data } from 'react-router';
import type { Route } from './+types/contact';
import { pathLang, resolveRequestLang } from '../../shared/lang';
import { endpoints } from '../../shared/endpoints';
import { useTranslation } from '../i18n';
import { useRootData } from '../lib/root-data';
import { pageSeo } from '../lib/page-meta.server';
import { seoMeta } from '../lib/seo';
import { EMPTY_VALUES, findProblem, insertBody, prefillEmail, valuesFromForm } from '../features/contact/lib/form';
import type { ContactOutcome } from '../features/contact/lib/form';
import { readFormBody } from '../features/contact/lib/form-body.server';
import { sendContact } from '../features/contact/lib/send';
import { ContactPage } from '../features/contact/components/contact-page';
import type { ServerResult } from '../features/contact/components/contact-form';

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // ?email= only pre-fills the form: the canonical and hreflang addresses go without it
  const bare = new Request(url.origin + url.pathname, { headers: request.headers });
  return {
    seo: pageSeo(bare, 'contact'),
    pageLang: pathLang(url.pathname) ?? ('zh' as const),
    path: url.pathname,
    prefill: prefillEmail(url.search),
  };
}

/** the answer's HTTP status for each outcome (the page is shown either way) */
const STATUS: Record<ContactOutcome, number> = { sent: 200, fail: 400, tooMany: 429, network: 503 };

export async function action({ request, context }: Route.ActionArgs) {
  const url = new URL(request.url);
  const init = (status: number) => ({ status, headers: { 'Cache-Control': 'no-store' } });
  const posted = await readFormBody(request);
  if (!posted.ok) {
    const result: ServerResult = { kind: 'outcome', outcome: 'fail', values: EMPTY_VALUES };
    return data(result, init(posted.reason === 'tooLarge' ? 413 : 415));
  }
  const { website, ...values } = valuesFromForm(posted.form);
  const problem = findProblem(values);
  if (problem) return data<ServerResult>({ kind: 'invalid', problem, values }, init(400));
  const body = insertBody(values, { lang: resolveRequestLang(request), page: url.pathname, website });
  const outcome = await sendContact(context.api, body, {
    log: (code, message) => context.logApiError(endpoints.contactInsert.path(), code, message),
    direct: context.apiDirect,
  });
  const result: ServerResult = { kind: 'outcome', outcome, values: outcome === 'sent' ? EMPTY_VALUES : values };
  return data(result, init(STATUS[outcome]));
}

/** an answer to a posted form is never cached */
export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has('Cache-Control') ? actionHeaders : loaderHeaders;

/**
 * hydrates at once (app/entry.client.tsx): the page sends a visitor who chose the other language
 * to its twin 300 ms after it is live (spec §2 screen 14), not after the browser's first idle moment
 */
export const handle = { hydrate: 'now' };

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const root = useRootData();
  const { i18n } = useTranslation();
  const { seo } = loaderData;
  return (
    <ContactPage
      // a new answer from the action starts the form afresh
      key={actionData ? JSON.stringify(actionData) : 'page'}
      title={seo.title}
      lead={seo.description}
      lang={i18n.language}
      pageLang={loaderData.pageLang}
      path={loaderData.path}
      prefill={loaderData.prefill}
      server={actionData as ServerResult | undefined}
      config={root?.config ?? null}
      apiBase={root?.apiBase ?? '/api'}
    />
  );
}
