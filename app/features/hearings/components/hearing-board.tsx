/**
 * An event's protest hearings (issue 30; docs/product.md "Protest hearings"): the protest time
 * limit of each racing day, then every published hearing by number, as a card (one column on a
 * phone): its kind and status, the parties by sail number, the class and races, the rules, the
 * hearing's time and room, and the decision (text in the page's language, the other one marked
 * when only it exists, and its document). Each card is the target of `#h-{number}`, where the
 * results link a score a hearing gave. Times are the venue's, as the API sends them.
 */
import { InLanguage } from '../../../components/in-language';
import type { Hearing, HearingBoard, HearingStatus } from '../../../../shared/hearings';
import { hearingAnchor } from '../../../../shared/hearings';
import { timeZoneLabel } from '../../../../shared/site-time';
import type { Lang } from '../../../../shared/lang';
import { NoData } from '../../../components/no-data';
import { StatusTag, type Tone } from '../../../components/status-tag';
import { useTranslation } from '../../../i18n';
import { formatDateTime } from '../../../lib/format';
import styles from './hearing-board.module.css';
import '../messages/register';

const STATUS_TONE: Record<HearingStatus, Tone> = {
  scheduled: 'warning',
  heard: 'primary',
  decided: 'success',
  withdrawn: 'dark',
};

/** text in the page's language, else the other one with its language (shown marked) */
function inLanguage(
  lang: Lang,
  zh: string | null,
  en: string | null,
): { text: string; lang: Lang; other: boolean } | null {
  const first = lang === 'en' ? en : zh;
  if (first) return { text: first, lang, other: false };
  const second = lang === 'en' ? zh : en;
  return second ? { text: second, lang: lang === 'en' ? 'zh' : 'en', other: true } : null;
}

function Other({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  return <span className={styles.otherLang}>{lang === 'zh' ? t('hearings.inChinese') : 'English'}</span>;
}

/** the page's title: 'Protest hearings', the event's name under it for readers (its head follows) */
export function HearingsTitle({ event }: { event: string }) {
  const { t } = useTranslation();
  return (
    <h1 className={styles.pageTitle}>
      {t('hearings.title')}
      <span className="visually-hidden"> · {event}</span>
    </h1>
  );
}

export interface HearingBoardProps {
  board: HearingBoard;
  lang: Lang;
  /** the results page of a class of the event */
  levelHref: (levelCd: string) => string;
}

export function HearingBoardView({ board, lang, levelHref }: HearingBoardProps) {
  const { t } = useTranslation();
  const zone = timeZoneLabel(board.timeZone);
  return (
    <div className={styles.root}>
      <p className={styles.intro}>{t('hearings.intro', { zone })}</p>
      <section className={styles.section} aria-labelledby="hearing-limits">
        <h2 id="hearing-limits" className={styles.heading}>
          {t('hearings.limitsHeading')}
        </h2>
        {board.timeLimits.length === 0 ? (
          <p className={styles.none}>{t('hearings.limitsNone')}</p>
        ) : (
          <table className={styles.limits}>
            <thead>
              <tr>
                <th scope="col">{t('hearings.day')}</th>
                <th scope="col">{t('hearings.limit')}</th>
                <th scope="col">{t('hearings.note')}</th>
              </tr>
            </thead>
            <tbody>
              {board.timeLimits.map((l) => {
                const note = inLanguage(lang, l.note, l.noteEn);
                return (
                  <tr key={l.day}>
                    <th scope="row">
                      <time dateTime={l.day}>{l.day}</time>
                    </th>
                    <td className={styles.limitTime}>
                      <time dateTime={`${l.day}T${l.limitTime}`}>{l.limitTime}</time>
                    </td>
                    <td>
                      {note ? (
                        <span lang={note.other ? note.lang : undefined}>
                          {note.text}
                          {note.other ? <Other lang={note.lang} /> : null}
                        </span>
                      ) : (
                        <span aria-hidden="true">—</span>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </section>

      <section className={styles.section} aria-labelledby="hearing-list">
        <h2 id="hearing-list" className={styles.heading}>
          {t('hearings.listHeading')}
          {board.hearings.length > 0 ? (
            <span className={styles.count}>{t('hearings.count', { count: board.hearings.length })}</span>
          ) : null}
        </h2>
        {board.hearings.length === 0 ? (
          <NoData label={t('hearings.none')} />
        ) : (
          <ol className={styles.list}>
            {board.hearings.map((h) => (
              <HearingCard key={h.number} hearing={h} lang={lang} levelHref={levelHref} />
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

function HearingCard({
  hearing: h,
  lang,
  levelHref,
}: {
  hearing: Hearing;
  lang: Lang;
  levelHref: (levelCd: string) => string;
}) {
  const { t } = useTranslation();
  const headingId = `${hearingAnchor(h.number)}-title`;
  const decision = inLanguage(lang, h.decision, h.decisionEn);
  const room = inLanguage(lang, h.room, h.roomEn);
  const level = h.levelCd ? (lang === 'en' ? h.levelNameCode || h.levelName : h.levelName) || h.levelCd : null;
  const redress = h.kind === 'redress' || h.kind === 'reopening';
  return (
    <li id={hearingAnchor(h.number)} className={styles.card} aria-labelledby={headingId} tabIndex={-1}>
      <div className={styles.cardHead}>
        <h3 id={headingId} className={styles.title}>
          <span className={styles.number}>{t('hearings.number', { n: h.number })}</span>
          <span className={styles.kind}>{t(`hearings.kinds.${h.kind}`)}</span>
        </h3>
        <StatusTag tone={STATUS_TONE[h.status]} label={t(`hearings.statuses.${h.status}`)} />
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t(redress ? 'hearings.requestedBy' : 'hearings.protestor')}</dt>
          <dd className={styles.sail}>
            <InLanguage text={h.protestor} />
          </dd>
        </div>
        {h.protestees.length > 0 ? (
          <div>
            <dt>{t(redress ? 'hearings.parties' : 'hearings.protestees')}</dt>
            <dd className={styles.sail}>{h.protestees.join(', ')}</dd>
          </div>
        ) : null}
        {level && h.levelCd ? (
          <div>
            <dt>{t('hearings.class')}</dt>
            <dd>
              <a href={levelHref(h.levelCd)}>{level}</a>
            </dd>
          </div>
        ) : null}
        {h.races.length > 0 ? (
          <div>
            <dt>{t('hearings.races')}</dt>
            <dd>{h.races.join(', ')}</dd>
          </div>
        ) : null}
        {h.rules ? (
          <div>
            <dt>{t('hearings.rules')}</dt>
            <dd>{h.rules}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('hearings.time')}</dt>
          <dd>
            {h.hearingTime ? (
              <time dateTime={h.hearingTime.replace(' ', 'T')}>{formatDateTime(h.hearingTime).slice(0, 16)}</time>
            ) : (
              t('hearings.notScheduled')
            )}
          </dd>
        </div>
        {room ? (
          <div className={styles.wide}>
            <dt>{t('hearings.room')}</dt>
            <dd lang={room.other ? room.lang : undefined}>{room.text}</dd>
          </div>
        ) : null}
      </dl>
      <div className={`${styles.decision} ${h.status === 'decided' ? styles.decided : ''}`}>
        <h4 className={styles.decisionHeading}>
          {t('hearings.decision')}
          {decision?.other ? <Other lang={decision.lang} /> : null}
        </h4>
        {decision ? (
          <p className={styles.decisionText} lang={decision.other ? decision.lang : undefined}>
            {decision.text}
          </p>
        ) : (
          <p className={styles.pending}>
            {h.status === 'withdrawn'
              ? t('hearings.withdrawnNote')
              : h.decisionFile
                ? null
                : t('hearings.decisionPending')}
          </p>
        )}
        {h.decisionFile ? (
          <p className={styles.file}>
            <a href={h.decisionFile} target="_blank" rel="noopener noreferrer">
              {t('hearings.decisionFile')}
              <span className="visually-hidden"> {t('hearings.opensNew')}</span>
              <span aria-hidden="true"> ↗</span>
            </a>
          </p>
        ) : null}
      </div>
    </li>
  );
}
