import { PassThrough } from 'node:stream';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ScorePublication } from '../../../../shared/api';
import type { Lang } from '../../../../shared/lang';
import type { ResultsPage } from '../../../../shared/results-view';
import { scoreHeader } from '../../../../server/db/factories';
import en from '../../../i18n/en';
import { createI18n, I18nProvider, type I18n } from '../../../i18n';
import type { Messages } from '../../../i18n/en';
import resultsEn from '../messages/results.en';
import resultsZh from '../messages/results.zh';
import cellsEn from '../messages/cells.en';
import cellsZh from '../messages/cells.zh';
import zh from '../../../i18n/zh';
import { resultsPage, type ResultsQuery } from '../lib/results-page.server';
import { ResultTables } from './results-tables';

// the results messages as the feature registers them, its cells' and its tables' (en.ts / zh.ts hold
// them too, on the server)
const messages = (lang: Lang): Messages => {
  const [cells, tables] = lang === 'en' ? [cellsEn, resultsEn] : [cellsZh, resultsZh];
  return { ...(lang === 'en' ? en : zh), results: { ...cells.results, ...tables.results } } as Messages;
};

const NO_QUERY: ResultsQuery = { pub: null, group: null, nat: null, club: null, race: null };

/** the tables as the level page shows them: the publications read on the server (the loader), then rendered */
function render(publications: ScorePublication[], lang: Lang = 'en', query: Partial<ResultsQuery> = {}): string {
  return renderResults(resultsPage({ scores: publications, query: { ...NO_QUERY, ...query }, lang }), lang);
}

/** as the server renders a page: waiting for what loads lazily (one race's view) */
async function renderAll(publications: ScorePublication[], lang: Lang, query: Partial<ResultsQuery>): Promise<string> {
  const page = resultsPage({ scores: publications, query: { ...NO_QUERY, ...query }, lang });
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <I18nProvider i18n={createI18n(lang, messages(lang))}>
            <ResultTables page={page} base="/l" boatBase="/l/boat/" />
          </I18nProvider>
        ),
      },
    ],
    { initialEntries: ['/l'] },
  );
  return new Promise((resolve, reject) => {
    const out = new PassThrough();
    let html = '';
    out.on('data', (chunk: Buffer) => (html += chunk.toString()));
    out.on('end', () => resolve(html));
    const { pipe } = renderToPipeableStream(<RouterProvider router={router} />, {
      onAllReady: () => pipe(out),
      onError: reject,
    });
  });
}

function renderResults(page: ResultsPage, lang: Lang = 'en'): string {
  const i18n: I18n = createI18n(lang, messages(lang));
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <I18nProvider i18n={i18n}>
            <ResultTables page={page} base="/l" boatBase="/l/boat/" downloadBase="/l/results/" />
          </I18nProvider>
        ),
      },
    ],
    { initialEntries: ['/l'] },
  );
  return renderToString(<RouterProvider router={router} />);
}

const row = (rank: string, nat: string, division: string, races: string[], net: string) => ({
  rank,
  nationality: nat,
  sailNo: `${nat} ${rank}0`,
  helm: `Helm ${rank}`,
  club: `Club ${rank}`,
  division,
  ...Object.fromEntries(races.map((r, i) => [`r${i + 1}`, r])),
  total: '0.0',
  net,
});

const GROUPED = {
  theTitle: 'Optimist Final Results',
  scoringSystem: 'Low Point',
  discardRule: 3,
  groupingField: 'division',
  groupingFieldName: 'Division',
  groupScoreFlag: true,
  header: scoreHeader({
    rank: 'Rank',
    nationality: 'Nat',
    sailNo: 'Sail No',
    helm: 'Helm',
    club: 'Club',
    division: 'Division',
    r1: 'R1',
    r2: 'R2',
    r3: 'R3',
    total: 'Total',
    net: 'Net',
  }),
  data: [
    row('1', 'GER', 'Boys', ['1.0', '(12.8 ZFP)', '2.0'], '3.0'),
    row('2', 'XYZ', 'Boys', ['2.0', '1.0', '(11.0 DNF)'], '3.0'),
    row('1', 'NED', 'Girls', ['14.8 RDG', '1.0', '(3.0)'], '15.8'),
    row('2', 'CHN', 'Girls', ['2.0', '2.0', '(4.0)'], '4.0'),
  ],
  rules: [
    { rulesKey: 'A4', notes: 'Low Point System applies.' },
    { rulesKey: 'P1', notes: 'Protest P-07 decided.' },
  ],
};

const pub = (scores: unknown, publishTime: string, id: number): ScorePublication => ({
  id,
  levelCd: 'L1',
  scores: typeof scores === 'string' ? scores : JSON.stringify(scores),
  publishTime,
});

/** text of the page without tags (and with entities decoded) */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"');

describe('<ResultTables>', () => {
  const html = render([pub(GROUPED, '2026-05-14 17:40:12', 2)]);

  it('one table per group, headed by the group name', () => {
    expect(html.match(/<table/g)).toHaveLength(2);
    expect(html).toMatch(/<h3[^>]*>Division: Boys<\/h3>/);
    expect(html).toMatch(/<h3[^>]*>Division: Girls<\/h3>/);
    expect(html.indexOf('Division: Boys')).toBeLessThan(html.indexOf('Division: Girls'));
    // the grouping column is left out of grouped tables
    expect(html).not.toMatch(/<th scope="col"[^>]*>Division<\/th>/);
  });

  it('has the title, the publish time, the scoring line and the caption', () => {
    expect(html).toMatch(/<h2[^>]*>Optimist Final Results<\/h2>/);
    expect(textOf(html)).toContain('Final results as of 2026-05-14 17:40');
    expect(html).toContain('<time dateTime="2026-05-14T17:40:12">2026-05-14 17:40</time>');
    expect(textOf(html)).toContain('Low Point · 1 discard after 3 races');
    expect(textOf(html)).toContain('Sailed: 3, Discards: 1, To count: 2, Entries: 2, Scoring system: Low Point');
    expect(html).toMatch(/<caption/);
  });

  it('labels columns (club as Affiliation) with column headers and row headers', () => {
    expect(html).toMatch(/<th scope="col"[^>]*>Affiliation<\/th>/);
    expect(html).not.toMatch(/>Club<\/th>/);
    for (const name of ['Rank', 'Nat', 'Sail No', 'Helm', 'Total', 'Net'])
      expect(html).toMatch(new RegExp(`<th scope="col"[^>]*>(<span[^>]*>)?${name}(</span>)?</th>`));
    // a race header opens the race (?race=)
    for (const r of ['1', '2', '3'])
      expect(html).toMatch(
        new RegExp(
          `<th scope="col"[^>]*><a[^>]*aria-label="R${r}: open this race"[^>]*href="/l\\?race=r${r}"[^>]*>R${r}</a></th>`,
        ),
      );
    expect(html.match(/<th scope="row"/g)).toHaveLength(4);
  });

  it('shows a decorative flag image beside the IOC code as text; an unknown code alone', () => {
    expect(html).toMatch(/<img[^>]*src="\/flags\/de.svg"[^>]*alt=""[^>]*width="24"[^>]*height="16"/);
    expect(html).toMatch(/<img[^>]*src="\/flags\/nl.svg"[^>]*alt=""/);
    expect(html).toMatch(/<img[^>]*src="\/flags\/cn.svg"[^>]*alt=""/);
    expect(textOf(html)).toContain('GER');
    expect(html).toContain('XYZ');
    expect(html).not.toMatch(/alt="XYZ"/);
    expect(html).not.toMatch(/src="https?:/);
  });

  it('keeps discarded scores in parentheses and marks their cells (a code under the points)', () => {
    expect(textOf(html)).toContain('(12.8) ZFP');
    expect(textOf(html)).toContain('(11.0) DNF');
    expect(textOf(html)).toContain('(3.0)');
    const discardedCells = html.match(/<td class="[^"]*discarded[^"]*"[^>]*>[^]*?<\/td>/g) ?? [];
    expect(discardedCells).toHaveLength(4);
    for (const cell of discardedCells) expect(textOf(cell)).toMatch(/^\([^()]*\)( [A-Z]{3})?$/);
  });

  it('wraps scoring codes in focusable <abbr> described by the codes list, in the page language', () => {
    // in the wide table and again in the phone rows (one of the two is shown, by the screen's width)
    const abbrs = html.match(/<abbr[^>]*>[A-Z]+<\/abbr>/g) ?? [];
    expect(abbrs.map((a) => textOf(a))).toEqual(['ZFP', 'DNF', 'ZFP', 'DNF', 'RDG', 'RDG']);
    for (const a of abbrs) {
      expect(a).toContain('tabindex="0"');
      const id = /aria-describedby="([^"]+)"/.exec(a)![1]!;
      const code = textOf(a);
      const meaning = cellsEn.results.codes[code as keyof typeof cellsEn.results.codes];
      expect(html).toContain(`<dd id="${id}">${meaning}</dd>`);
    }
    expect(textOf(html)).toContain('20% penalty under the Z flag rule');
    expect(textOf(html)).toContain('Redress given');
    const zhHtml = render([pub(GROUPED, '2026-05-14 17:40:12', 2)], 'zh');
    expect(textOf(zhHtml)).toContain('给予补偿');
    expect(textOf(zhHtml)).toContain('未完成');
  });

  it('lists the rules notes under the tables', () => {
    expect(textOf(html)).toContain('A4Low Point System applies.');
    expect(textOf(html)).toContain('P1Protest P-07 decided.');
    expect(html.indexOf('Protest P-07')).toBeGreaterThan(html.lastIndexOf('</table>'));
  });

  it('has a keyboard-scrollable, labelled scroll region around each table', () => {
    const regions = html.match(/<div[^>]*role="region"[^>]*>/g) ?? [];
    expect(regions).toHaveLength(2);
    for (const r of regions) {
      expect(r).toContain('tabindex="0"');
      expect(r).toMatch(/aria-label="Division: (Boys|Girls), scrolls sideways"/);
    }
  });

  it('shows no notice for a publication read in full', () => {
    expect(html).not.toContain('role="status"');
  });

  it('renders the Chinese page: 所属单位, translated caption and scoring line', () => {
    const zhHtml = render([pub(GROUPED, '2026-05-14 17:40:12', 2)], 'zh');
    expect(zhHtml).toMatch(/<th scope="col"[^>]*>所属单位<\/th>/);
    expect(textOf(zhHtml)).toContain('低分制 · 完成 3 轮后去掉最差成绩');
    expect(textOf(zhHtml)).toContain('已赛轮次：3，去掉轮次：1，计入轮次：2，参赛数：2，计分方式：低分制');
    expect(textOf(zhHtml)).toContain('最终成绩（2026-05-14 17:40 发布）');
  });
});

describe('<ResultTables> with several or bad publications', () => {
  it('shows the newest publication first, with links to the earlier ones (?pub=)', () => {
    const older = { ...GROUPED, theTitle: 'Optimist Provisional Results after R2', discardRule: 0 };
    const html = render([
      pub(older, '2026-05-13 18:20:00', 1),
      pub({ ...GROUPED, theTitle: 'Latest' }, '2026-05-14 17:40:12', 2),
    ]);
    expect(html).toMatch(/<h2[^>]*>Latest<\/h2>/);
    expect(html).not.toContain('Provisional Results after R2</h2>');
    const picker = /<nav[^>]*aria-label="Published results"[^>]*>(.*?)<\/nav>/.exec(html)?.[1] ?? '';
    const links = picker.match(/<a[^>]*>.*?<\/a>/g) ?? [];
    expect(links).toHaveLength(2);
    expect(links[0]).toContain('aria-current="page"');
    expect(links[0]).toContain('href="/l"');
    expect(textOf(links[0]!)).toBe('Latest2026-05-14 17:40');
    expect(links[1]).not.toContain('aria-current');
    expect(links[1]).toContain('href="/l?pub=1"');
    expect(textOf(links[1]!)).toBe('Provisional2026-05-13 18:20');
    expect(textOf(html)).toContain('Results as of 2026-05-14 17:40');
    // ?pub= shows the older one, its link current
    const older1 = render(
      [pub(older, '2026-05-13 18:20:00', 1), pub({ ...GROUPED, theTitle: 'Latest' }, '2026-05-14 17:40:12', 2)],
      'en',
      { pub: '1' },
    );
    expect(older1).toMatch(/<h2[^>]*>Optimist Provisional Results after R2<\/h2>/);
    expect(older1).toMatch(/<a[^>]*aria-current="page"[^>]*href="\/l\?pub=1"/);
  });

  it('leaves out the discard rule when it is 0', () => {
    const html = render([pub({ ...GROUPED, discardRule: 0 }, '2026-05-14 17:40:12', 2)]);
    expect(textOf(html)).not.toContain('discard after');
    expect(textOf(html)).toContain('Low Point');
  });

  it('shows a notice, never an exception, for malformed JSON', () => {
    const html = render([pub('{"theTitle": "Broken", "data": [', '2026-05-14 17:40:12', 2)]);
    expect(html).toMatch(/<p role="status"[^>]*>Some results could not be shown.<\/p>/);
    expect(html).not.toContain('<table');
    const zhHtml = render([pub('not json', '2026-05-14 17:40:12', 2)], 'zh');
    expect(zhHtml).toMatch(/role="status"[^>]*>部分成绩无法显示。</);
  });

  it('shows what it can of a partial publication, with the notice', () => {
    const partial = {
      theTitle: 'Partial',
      data: [
        null,
        'x',
        { rank: '1', nationality: 'SUI', sailNo: 'SUI 5', r1: '(19.0 DNC)', net: 2 },
        { rank: 2, nationality: { a: 1 } },
      ],
    };
    const html = render([pub(partial, '2026-05-14 17:40:12', 2)]);
    expect(html).toContain('role="status"');
    expect(html.match(/<tr>/g)).toHaveLength(3); // header + 2 rows
    expect(html).toMatch(/src="\/flags\/ch.svg"[^>]*alt=""/);
    expect(textOf(html)).toContain('(19.0) DNC');
    expect(html).toMatch(/<th scope="col"[^>]*><a[^>]*>R1<\/a><\/th>/);
  });

  it('renders nothing broken for no publications or junk', () => {
    expect(textOf(render([]))).toBe('No results have been published yet.');
    expect(() => render([null, 5, { scores: 7 }] as unknown as ScorePublication[])).not.toThrow();
    expect(() => render(undefined as unknown as ScorePublication[])).not.toThrow();
    expect(textOf(render(null as unknown as ScorePublication[]))).toBe('No results have been published yet.');
  });

  it('renders the same twice (nothing depends on the clock or the locale)', () => {
    const pubs = [pub(GROUPED, '2026-05-14 17:40:12', 2)];
    expect(render(pubs)).toBe(render(pubs));
  });
});

describe('<ResultTables> with what a reader chooses (built on the server from the query)', () => {
  const pubs = [pub(GROUPED, '2026-05-14 17:40:12', 2)];

  it('filters by nation: the rank within the filter first, the published rank beside it, a way back', () => {
    const html = render(pubs, 'en', { nat: 'CHN' });
    const rows = html.match(/<tbody>[^]*?<\/tbody>/g)!.join('');
    expect(rows).toContain('CHN 20');
    expect(rows).not.toContain('GER 10');
    expect(textOf(rows)).toContain('1(2)overall rank 2');
    expect(textOf(html)).toContain('1 boats match the filter');
    expect(html).toMatch(/<a[^>]*href="\/l"[^>]*>Show all boats<\/a>/);
    // the form keeps the choice
    expect(html).toMatch(/<option value="CHN" selected="">/);
  });

  it('ignores an unknown filter value (every boat shown)', () => {
    const html = render(pubs, 'en', { nat: 'ZZZ' });
    expect(html).toContain('GER 10');
    expect(html).toContain('CHN 20');
    expect(textOf(html)).not.toContain('match the filter');
  });

  it('opens one race (?race=r2): boats in order of points, codes in words, a way back', async () => {
    const html = await renderAll(pubs, 'en', { race: 'r2' });
    expect(textOf(html)).toContain('R2 results');
    const text = textOf(html.slice(html.indexOf('R2 results')));
    // Boys: XYZ 1.0 before GER (12.8 ZFP)
    expect(text.indexOf('XYZ 20')).toBeLessThan(text.indexOf('GER 10'));
    expect(text).toContain('20% penalty under the Z flag rule');
    expect(textOf(html)).toContain('← Back to the series');
    expect(html).toMatch(/<a[^>]*href="\/l"[^>]*>←/);
  });

  it('shows Chinese names with their romanisation on English pages, as published on Chinese pages', () => {
    const withHan = {
      ...GROUPED,
      data: GROUPED.data.map((r, i) => (i === 0 ? { ...r, helm: '余雅琴', club: '深圳市帆船队' } : r)),
    };
    const html = render([pub(withHan, '2026-05-14 17:40:12', 2)], 'en');
    expect(textOf(html)).toContain('YU Yaqin 余雅琴');
    const zhHtml = render([pub(withHan, '2026-05-14 17:40:12', 2)], 'zh');
    expect(textOf(zhHtml)).toContain('余雅琴');
    expect(textOf(zhHtml)).not.toContain('YU Yaqin');
  });

  it('marks the places gained or lost since the previous publication', () => {
    const before = {
      ...GROUPED,
      data: [GROUPED.data[1], GROUPED.data[0], GROUPED.data[2], GROUPED.data[3]].map((r, i) => ({
        ...r!,
        rank: i % 2 === 0 ? '1' : '2',
      })),
    };
    const html = render([pub(before, '2026-05-13 18:00:00', 1), pub(GROUPED, '2026-05-14 17:40:12', 2)], 'en');
    expect(textOf(html)).toContain('up 1 place since the previous results');
    expect(textOf(html)).toContain('down 1 place since the previous results');
  });
});

describe('<ResultTables> and the language of content (decision 0017)', () => {
  const BILINGUAL = {
    ...GROUPED,
    theTitle: '全运会 OP级 最终成绩 · Optimist Final Results',
    rules: [
      { rulesKey: 'A4', notes: '采用低分制，总分最低者名次最前。 Low Point System: lowest Net ranks first.' },
      { rulesKey: 'P1', notes: '只有中文的说明。' },
      { rulesKey: 'P2', notes: 'An English-only note.' },
    ],
  };
  const zhHtml = render([pub(BILINGUAL, '2026-05-14 17:40:12', 2)], 'zh');
  const enHtml = render([pub(BILINGUAL, '2026-05-14 17:40:12', 2)], 'en');

  it('Chinese pages: the Chinese part only, groups as "组别：男子组", English marked lang="en"', () => {
    expect(zhHtml).toMatch(/<h2[^>]*>全运会 OP级 最终成绩<\/h2>/);
    expect(zhHtml).toMatch(/<h3[^>]*>组别：男子组<\/h3>/);
    expect(zhHtml).toMatch(/<h3[^>]*>组别：女子组<\/h3>/);
    const text = textOf(zhHtml);
    expect(text).not.toContain('Division');
    expect(text).not.toContain('Optimist Final Results');
    expect(text).toContain('采用低分制，总分最低者名次最前。');
    expect(text).not.toContain('lowest Net ranks first');
    expect(zhHtml).toContain('<span lang="en">An English-only note.</span>');
  });

  it('English pages: the English part only, a Chinese-only note marked lang="zh-CN"', () => {
    expect(enHtml).toMatch(/<h2[^>]*>Optimist Final Results<\/h2>/);
    expect(enHtml).toMatch(/<h3[^>]*>Division: Boys<\/h3>/);
    const text = textOf(enHtml);
    expect(text).toContain('Low Point System: lowest Net ranks first.');
    expect(text).not.toContain('采用低分制');
    expect(enHtml).toContain('<span lang="zh-CN">只有中文的说明。</span>');
  });
});
