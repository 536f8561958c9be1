/**
 * The official notice board of an event (issue 30): notices grouped by kind, newest first, each
 * with its number, title and text in the page's language (the other language marked, with its
 * `lang`, when only that exists), its document (a PDF or a picture), its posted time on the
 * site's clock, "amended at …" with the earlier versions in a <details>, or "withdrawn at …"
 * without its text. Rendered on the server; in the browser it marks what is new since the last
 * visit (kept in localStorage: without JavaScript nothing is marked and the board reads the same).
 */
import { useEffect, useState } from 'react';
import type { Notice, NoticeBoard as Board } from '../../../../shared/notices';
import type { Lang } from '../../../../shared/lang';
import { timeZoneLabel } from '../../../../shared/site-time';
import { SanitisedHtml } from '../../../components/sanitised-html';
import { NoData } from '../../../components/no-data';
import { useTranslation } from '../../../i18n';
import {
  boardTime,
  boardUpdated,
  documentKind,
  groupNotices,
  newSince,
  noticeContent,
  noticeTitle,
  noticesFeedPath,
  seenKey,
} from '../lib/board';
import styles from './notice-board.module.css';
import '../messages/register';

/** what is new since the last visit, read once in the browser; the visit is then remembered */
function useNewSince(board: Board): Set<number> {
  const [fresh, setFresh] = useState<Set<number>>(() => new Set());
  useEffect(() => {
    try {
      const key = seenKey(board.eventCd);
      const seen = window.localStorage.getItem(key);
      setFresh(newSince(board.notices, seen));
      const latest = boardUpdated(board.notices);
      if (latest && (!seen || latest > seen)) window.localStorage.setItem(key, latest);
    } catch {
      // storage refused (private mode, a policy): nothing is marked
    }
  }, [board]);
  return fresh;
}

function Marked({ lang, page }: { lang: Lang; page: Lang }) {
  const { t } = useTranslation();
  if (lang === page) return null;
  return <span className={styles.langMark}>{t(lang === 'zh' ? 'notices.inZh' : 'notices.inEn')}</span>;
}

function Document({ url }: { url: string }) {
  const { t } = useTranslation();
  const kind = documentKind(url);
  if (kind === 'picture')
    return (
      <a className={styles.picture} href={url} target="_blank" rel="noopener">
        <img src={url} alt={t('notices.picture')} loading="lazy" />
      </a>
    );
  return (
    <a
      className={styles.document}
      href={url}
      target="_blank"
      rel="noopener"
      type={kind === 'pdf' ? 'application/pdf' : undefined}
    >
      <span aria-hidden="true" className={styles.docIcon}>
        {kind === 'pdf' ? 'PDF' : '↗'}
      </span>
      {t(kind === 'pdf' ? 'notices.document' : 'notices.attachment')}
    </a>
  );
}

function NoticeItem({ n, lang, timeZone, fresh }: { n: Notice; lang: Lang; timeZone: string; fresh: boolean }) {
  const { t } = useTranslation();
  const title = noticeTitle(n, lang);
  const content = noticeContent(n, lang);
  const label = t(`notices.kind.${n.kind}`, { n: n.number ?? '' });
  const withdrawn = n.withdrawnAt !== null;
  return (
    <li className={`${styles.notice} ${withdrawn ? styles.withdrawn : ''}`} id={`notice-${n.id}`} data-notice-id={n.id}>
      <article aria-labelledby={`notice-${n.id}-title`}>
        <header className={styles.head}>
          <p className={styles.kind}>
            {label}
            {fresh ? (
              <span className={styles.fresh} title={t('notices.newSinceLabel')} data-new="">
                {t('notices.newSince')}
              </span>
            ) : null}
          </p>
          <h3 id={`notice-${n.id}-title`} className={styles.title}>
            <span lang={title.lang === lang ? undefined : title.lang}>
              {withdrawn ? <s>{title.text}</s> : title.text}
            </span>
            <Marked lang={title.lang} page={lang} />
          </h3>
          <p className={styles.times}>
            <time dateTime={n.postedAt}>{t('notices.posted', { time: boardTime(n.postedAt, timeZone) })}</time>
            {n.amendedAt && !withdrawn ? (
              <time className={styles.amended} dateTime={n.amendedAt}>
                {t('notices.amended', { time: boardTime(n.amendedAt, timeZone) })}
              </time>
            ) : null}
            {n.withdrawnAt ? (
              <time className={styles.withdrawnAt} dateTime={n.withdrawnAt}>
                {t('notices.withdrawn', { time: boardTime(n.withdrawnAt, timeZone) })}
              </time>
            ) : null}
          </p>
        </header>
        {withdrawn ? (
          <p className={styles.note}>{t('notices.withdrawnNote')}</p>
        ) : (
          <>
            {content.text ? (
              <div className={styles.body}>
                <Marked lang={content.lang} page={lang} />
                <SanitisedHtml
                  className={styles.prose}
                  lang={content.lang === lang ? undefined : content.lang}
                  html={content.text}
                />
              </div>
            ) : null}
            {n.fileUrl ? <Document url={n.fileUrl} /> : null}
            {n.versions.length > 0 ? (
              <details className={styles.versions}>
                <summary>{t('notices.earlier', { count: n.versions.length })}</summary>
                <ol>
                  {n.versions.map((v, i) => {
                    const vt = noticeTitle(v, lang);
                    const vc = noticeContent(v, lang);
                    return (
                      <li key={i}>
                        <p className={styles.times}>
                          {t('notices.versionShown', {
                            from: boardTime(v.shownFrom, timeZone),
                            until: boardTime(v.replacedAt, timeZone),
                          })}
                        </p>
                        <p className={styles.versionTitle} lang={vt.lang === lang ? undefined : vt.lang}>
                          {vt.text}
                        </p>
                        {vc.text ? (
                          <SanitisedHtml
                            className={styles.prose}
                            lang={vc.lang === lang ? undefined : vc.lang}
                            html={vc.text}
                          />
                        ) : null}
                        {v.fileUrl ? <Document url={v.fileUrl} /> : null}
                      </li>
                    );
                  })}
                </ol>
              </details>
            ) : null}
          </>
        )}
      </article>
    </li>
  );
}

export function NoticeBoard({ board, lang, headingLevel = 2 }: { board: Board; lang: Lang; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const fresh = useNewSince(board);
  const groups = groupNotices(board.notices);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.board} data-notice-board={board.eventCd}>
      <div className={styles.intro}>
        <p className={styles.lead}>{t('notices.lead', { zone: timeZoneLabel(board.timeZone) })}</p>
        <a className={styles.feed} href={noticesFeedPath(board.eventCd, lang)} type="application/atom+xml">
          <span aria-hidden="true" className={styles.feedIcon} />
          {t('notices.feed')}
        </a>
      </div>
      {groups.length === 0 ? (
        <NoData label={t('notices.empty')} />
      ) : (
        groups.map((g) => (
          <section key={g.kind} className={styles.group} aria-labelledby={`kind-${g.kind}`}>
            <Heading id={`kind-${g.kind}`} className={styles.groupTitle}>
              {t(`notices.kinds.${g.kind}`)} <span className={styles.count}>{g.notices.length}</span>
            </Heading>
            <ol className={styles.list}>
              {g.notices.map((n) => (
                <NoticeItem key={n.id} n={n} lang={lang} timeZone={board.timeZone} fresh={fresh.has(n.id)} />
              ))}
            </ol>
          </section>
        ))
      )}
    </div>
  );
}
