/**
 * English messages of a result's cells and of a boat's page (part of en.ts, the source of keys):
 * the columns, the kinds of publication, the scoring codes and their meanings (the glossary of
 * docs/results.md; the codes themselves are listed in shared/results-view.ts PENALTY_CODES), ties,
 * places gained, a race's place and points. Apart from the tables' own messages (results.en.ts)
 * so that a boat's page loads only these (issue 29 item 4); the same top-level `results` key.
 */
const cellsEn = {
  results: {
    kind: { final: 'Final', provisional: 'Provisional', latest: 'Latest' },
    caption: {
      sailed: 'Sailed: {{n}}',
      discards: 'Discards: {{n}}',
      toCount: 'To count: {{n}}',
      entries: 'Entries: {{n}}',
      scoringSystem: 'Scoring system: {{name}}',
      separator: ', ',
    },
    columns: {
      rank: 'Rank',
      nationality: 'Nat',
      sailNo: 'Sail No',
      boat: 'Boat',
      helm: 'Helm',
      crew: 'Crew',
      club: 'Affiliation',
      total: 'Total',
      net: 'Net',
    },
    discarded: 'Discarded',
    /** a score a protest hearing gave links to its decision (issue 30) */
    hearingLink: 'Decision of hearing #{{n}}',
    up: 'up {{n}} places since the previous results',
    upOne: 'up 1 place since the previous results',
    down: 'down {{n}} places since the previous results',
    downOne: 'down 1 place since the previous results',
    tie: {
      label: 'Tie',
      a81: 'Tied on net points, broken under A8.1: the better scores, best first',
      a82: 'Tied on net points, broken under A8.2: the better score in the last race',
      none: 'Tied on net points and still tied after A8.1 and A8.2',
    },
    race: {
      open: '{{name}}: open this race',
      heading: '{{name}} results',
      back: 'Back to the series',
      replay: 'Watch the replay',
      place: 'Place',
      points: 'Points',
    },
    codes: {
      DNC: 'Did not come to the starting area',
      DNS: 'Did not start',
      OCS: 'On the course side at the start and did not start correctly',
      ZFP: '20% penalty under the Z flag rule',
      UFD: 'Disqualified under the U flag rule',
      BFD: 'Disqualified under the black flag rule',
      SCP: 'Scoring penalty applied',
      NSC: 'Did not sail the course',
      DNF: 'Did not finish',
      RET: 'Retired',
      DSQ: 'Disqualified',
      DNE: 'Disqualification that cannot be discarded',
      DGM: 'Disqualified for gross misconduct',
      RDG: 'Redress given',
      DPI: 'Discretionary penalty imposed',
    },
  },
};

export default cellsEn;
