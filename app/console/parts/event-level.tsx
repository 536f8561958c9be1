/**
 * One class on an event's console page: its head (logo, name, code, status, results state),
 * links to its results and entries, its edit form and delete link (not for scorers), its races
 * (the table, the bulk form, the one-race form), and the class form used to add or edit a class.
 */
import { Link, href } from 'react-router';
import type { AdminLevel, AdminRace } from '../../../shared/admin-content';
import { useTranslation } from '../../i18n';
import { StatusTag } from '../../components/status-tag';
import { levelName, levelTone, roundName } from '../../features/events/lib/events';
import { levelValues, type Refused } from '../lib/edits';
import type { FormValues } from '../lib/forms';
import { freeRaceCode } from '../lib/races';
import { BulkRaces } from './race-bulk';
import { RaceTable } from './race-table';
import { ImageField, SelectField, CodeField, TextField } from './form-parts';
import { RecordForm } from './record-actions';
import { RaceForm } from './race-form';
import { ResultsTag } from './status-tags';
import ui from './console.module.css';

export function LevelBlock({
  level,
  races,
  csrf,
  here,
  refusedFor,
  scorer,
}: {
  level: AdminLevel;
  races: AdminRace[];
  csrf: string | null | undefined;
  here: string;
  refusedFor: (intent: string, target?: string) => Refused | null;
  scorer: boolean;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const label = levelName(level, lang);
  const edit = refusedFor('level-update', level.levelCd);
  const addRace = refusedFor('race-create', level.levelCd);
  return (
    <article className={ui.block} id={`level-${level.levelCd}`} aria-labelledby={`level-${level.levelCd}-name`}>
      <div className={ui.blockHead}>
        {level.logo ? <img className={ui.levelLogo} src={level.logo} alt="" width={40} height={40} /> : null}
        <h3 id={`level-${level.levelCd}-name`}>{levelName(level, lang)}</h3>
        <span className={ui.code}>{level.levelCd}</span>
        <StatusTag tone={levelTone(level.status)} label={t(`level.status.${level.status}`)} />
      </div>
      <div className={ui.rowActions}>
        {/* the class's results: import, check, publish (app/console/routes/level-results.tsx) */}
        <Link className={ui.buttonSecondary} to={href('/admin/levels/:levelCd/results', { levelCd: level.levelCd })}>
          {t('adminResults.link')}
        </Link>
        {/* the class's entry list (app/console/routes/level-entries.tsx, issue 31) */}
        <Link className={ui.buttonSecondary} to={href('/admin/levels/:levelCd/entries', { levelCd: level.levelCd })}>
          {t('adminEntries.linkBoth')}
        </Link>
        <ResultsTag results={level.results} labelled />
        {scorer ? null : (
          <details className={ui.disclosure} open={!!edit}>
            <summary>{t('admin.level.edit')}</summary>
            <LevelForm
              intent="level-update"
              target={level.levelCd}
              initial={levelValues(level)}
              refused={edit}
              csrf={csrf}
              here={here}
            />
          </details>
        )}
        {scorer ? null : (
          <Link className={ui.linkDanger} to={`${here}?delete=level:${encodeURIComponent(level.levelCd)}`}>
            {t('admin.level.delete')}
          </Link>
        )}
      </div>

      <h4 className={ui.subhead}>{t('admin.race.heading', { n: races.length })}</h4>
      {races.length === 0 ? (
        <p className={ui.empty}>{t('admin.race.empty')}</p>
      ) : (
        <RaceTable
          level={level}
          races={races}
          levelLabel={label}
          roundLabel={(race) => `${race.code} ${roundName(race, lang, t)}`}
          csrf={csrf}
          here={here}
          refused={refusedFor('races-save', level.levelCd)}
        />
      )}
      <BulkRaces
        key={`bulk-${races.length}`}
        level={level}
        races={races}
        levelLabel={label}
        csrf={csrf}
        here={here}
        refused={refusedFor('races-bulk', level.levelCd)}
      />
      <details key={`add-race-${races.length}`} className={ui.disclosure} open={!!addRace}>
        <summary>+ {t('admin.race.add')}</summary>
        <RaceForm
          intent="race-create"
          target={level.levelCd}
          levelCd={level.levelCd}
          initial={{
            status: '1',
            code: freeRaceCode(races, races.length + 1),
            roundName: `第${races.length + 1}轮`,
          }}
          freeCode={freeRaceCode(races, races.length + 1)}
          refused={addRace}
          csrf={csrf}
          here={here}
        />
      </details>
    </article>
  );
}

export function LevelForm({
  intent,
  target,
  initial,
  refused,
  csrf,
  here,
}: {
  intent: 'level-create' | 'level-update';
  target: string;
  /** the class's values (or a new class's defaults) */
  initial: FormValues;
  refused: Refused | null;
  csrf: string | null | undefined;
  here: string;
}) {
  const { t } = useTranslation();
  const creating = intent === 'level-create';
  return (
    <RecordForm
      id={`${intent}-${target || 'new'}`}
      refused={refused}
      initial={initial}
      action={here}
      encType="multipart/form-data"
      aria-label={creating ? t('admin.level.add') : t('admin.level.editNamed', { name: initial.levelName ?? '' })}
      reloadTo={here}
      change={(values) => ({
        csrf,
        intent,
        fields: { target },
        item: creating ? undefined : { updatedAt: values.updatedAt ?? '' },
      })}
      submit={creating ? t('admin.level.create') : t('admin.form.save')}
    >
      {(common) => (
        <>
          <div className={ui.formGrid}>
            {creating ? (
              <CodeField
                {...common}
                name="levelCd"
                label={t('admin.level.fields.levelCd')}
                hint={t('admin.level.hints.levelCd')}
              />
            ) : null}
            <TextField
              {...common}
              name="levelName"
              label={t('admin.level.fields.levelName')}
              required
              maxLength={100}
            />
            <TextField {...common} name="levelNameCode" label={t('admin.level.fields.levelNameCode')} maxLength={100} />
            <SelectField
              {...common}
              name="status"
              label={t('admin.level.fields.status')}
              options={['1', '2', '3'].map((s) => ({ value: s, label: t(`level.status.${s}`) }))}
            />
            <TextField
              {...common}
              name="roundTotal"
              type="number"
              inputMode="numeric"
              label={t('admin.level.fields.roundTotal')}
            />
          </div>
          <ImageField {...common} name="logo" fileName="logoFile" label={t('admin.level.fields.logo')} />
        </>
      )}
    </RecordForm>
  );
}
