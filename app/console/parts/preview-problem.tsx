/**
 * A preview that cannot be shown (the event, post and site content previews: outside the
 * console's frame, with the site's header and footer): the role may not (403), no such record
 * (404), or the server did not answer; the way back to the console's overview.
 */
import { isRouteErrorResponse, Link, href } from 'react-router';
import { useTranslation } from '../../i18n';
import styles from './preview.module.css';

export function PreviewProblem({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const kind = status === 403 ? 'forbidden' : status === 404 ? 'notFound' : 'failed';
  return (
    <section className={`container ${styles.problem}`} aria-labelledby="preview-problem">
      <title>{`${t(`admin.problem.${kind}Heading`)} | ${t('admin.siteName')}`}</title>
      <h1 id="preview-problem">{t(`admin.problem.${kind}Heading`)}</h1>
      <p>{t(`admin.problem.${kind}`)}</p>
      <p>
        <Link className="btn btn-primary" to={href('/admin')} reloadDocument>
          {t('admin.problem.backHome')}
        </Link>
      </p>
    </section>
  );
}
