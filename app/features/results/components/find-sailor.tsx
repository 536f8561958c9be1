/**
 * Find a sailor (docs/results.md "Find a sailor"): a search box on the event and level pages, a
 * GET form on the page's own URL (`?sailor=`), so it works without JavaScript and a search can
 * be shared; the hits, found on the server across every class of the event, list the class
 * (and group), the rank and net points, and open the boat's view.
 */
import { useId } from 'react';
import { Form, Link } from 'react-router';
import { boatPath } from '../lib/paths';
import type { SailorSearch } from '../lib/sailor-search';
import { useTranslation } from '../../../i18n';
import { Cell, cellText } from './cells';
import styles from './find-sailor.module.css';
import '../messages/register';

export interface FindSailorProps {
  /** the page's path: the form's action, and where a search that is cleared goes (the page without ?sailor) */
  here: string;
  /** the event searched: a hit opens its boat's view */
  eventCd: string;
  /** the search made, null when none */
  search: SailorSearch | null;
  /** where a boat found only on an entry list goes: the class's entry list (issue 31) */
  enteredPath?: (eventCd: string, levelCd: string) => string;
}

const noCodes = () => '';

export function FindSailor({ here, eventCd, search, enteredPath }: FindSailorProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className={styles.root} aria-labelledby={`${id}-label`} data-print="hide">
      <Form method="get" action={here} className={styles.form} role="search" preventScrollReset>
        <label id={`${id}-label`} htmlFor={`${id}-q`} className={styles.label}>
          {t('results.find.label')}
        </label>
        <span className={styles.field}>
          <input
            id={`${id}-q`}
            className={styles.input}
            type="search"
            name="sailor"
            defaultValue={search?.query ?? ''}
            placeholder={t('results.find.placeholder')}
            maxLength={100}
            autoComplete="off"
            enterKeyHint="search"
          />
          <button type="submit" className={styles.button}>
            {t('results.find.submit')}
          </button>
        </span>
      </Form>
      {search ? (
        <div className={styles.results} role="status">
          {search.tooShort ? (
            <p className={styles.message}>{t('results.find.tooShort')}</p>
          ) : search.hits.length === 0 ? (
            <p className={styles.message}>{t('results.find.none', { query: search.query })}</p>
          ) : (
            <>
              <p className={styles.message}>
                {t('results.find.found', { n: search.hits.length, query: search.query })}
                {search.more ? ` ${t('results.find.more')}` : ''}
              </p>
              <ul className={styles.hits}>
                {search.hits.map((hit) => (
                  <li key={`${hit.levelCd}-${hit.boat}`}>
                    <Link
                      className={styles.hit}
                      to={
                        hit.entered && enteredPath
                          ? enteredPath(eventCd, hit.levelCd)
                          : boatPath(eventCd, hit.levelCd, hit.boat)
                      }
                    >
                      <span className={styles.class}>
                        {hit.levelName}
                        {hit.group ? ` · ${hit.group}` : ''}
                      </span>
                      <span className={styles.boat}>
                        {hit.nation?.flag ? (
                          <img
                            className={styles.flag}
                            src={hit.nation.flag}
                            alt=""
                            width={24}
                            height={16}
                            loading="lazy"
                          />
                        ) : null}
                        <span className={styles.sail}>{hit.sailNo}</span>
                        <span className={styles.names}>
                          <Cell cell={hit.helm} column={{ kind: 'helm' }} codeId={noCodes} />
                          {cellText(hit.crew) ? (
                            <>
                              {' / '}
                              <Cell cell={hit.crew} column={{ kind: 'crew' }} codeId={noCodes} />
                            </>
                          ) : null}
                        </span>
                      </span>
                      {hit.entered ? (
                        <span className={styles.figures}>
                          <strong>{t('results.find.entered')}</strong>
                        </span>
                      ) : (
                        <span className={styles.figures}>
                          <span>
                            {t('results.find.rank')} <strong>{hit.rank || '—'}</strong>
                          </span>
                          <span>
                            {t('results.find.net')} <strong>{hit.net || '—'}</strong>
                          </span>
                        </span>
                      )}
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          )}
          <p className={styles.clear}>
            <Link to={here} preventScrollReset>
              {t('results.find.clear')}
            </Link>
          </p>
        </div>
      ) : null}
    </section>
  );
}
