/**
 * English messages of a result's cells and of a boat's page (part of en.ts, the source of keys):
 * the kinds of publication, a discard, a hearing's link, the scoring codes and their meanings (the
 * glossary of docs/results.md; the codes themselves are listed in shared/results-view.ts
 * PENALTY_CODES). Apart from the tables' own messages (results.en.ts: the columns, captions,
 * ties, places gained, a race's view) so that a boat's page loads only these (issue 29 item 4,
 * decision 0037); the same top-level `results` key.
 */
const cellsEn = {
  results: {
    kind: { final: 'Final', provisional: 'Provisional', latest: 'Latest' },
    discarded: 'Discarded',
    /** a score a protest hearing gave links to its decision (issue 30) */
    hearingLink: 'Decision of hearing #{{n}}',
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
