/**
 * English messages of the result tables (part of en.ts, the source of keys). The code meanings
 * are the glossary of docs/results.md; the codes themselves are listed
 * in shared/results-view.ts (PENALTY_CODES).
 */
const resultsEn = {
  results: {
    heading: 'Results',
    empty: 'No results have been published yet.',
    partial: 'Some results could not be shown.',
    publications: 'Published results',
    /** the line above a table: see the rule in app/features/results/components/results-tables.tsx */
    asOf: {
      final: 'Final results as of {{time}}',
      provisional: 'Results are provisional as of {{time}}',
      latest: 'Results as of {{time}}',
    },
    kind: { final: 'Final', provisional: 'Provisional', latest: 'Latest' },
    caption: {
      sailed: 'Sailed: {{n}}',
      discards: 'Discards: {{n}}',
      toCount: 'To count: {{n}}',
      entries: 'Entries: {{n}}',
      scoringSystem: 'Scoring system: {{name}}',
      separator: ', ',
    },
    lowPoint: 'Low Point',
    discardAfter: 'Discard After {{n}} race',
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
    group: '{{field}}: {{value}}',
    otherGroup: 'Other',
    scrollRegion: '{{name}}, scrolls sideways',
    codesHeading: 'Codes',
    notesHeading: 'Notes',
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

export default resultsEn;
