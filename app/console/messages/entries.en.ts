/** English messages of the console's entry list page (issue 31; part of en.ts, the source of keys). */
import entriesEn from '../../features/entries/messages/entries.en';

const adminEntriesEn = {
  adminEntries: {
    link: 'Entries',
    linkBoth: '报名名单 / Entries',
    title: 'Entries of {{name}}',
    back: 'Back to the event',
    results: 'Results of this class',
    public: 'See the public entry list',
    listHeading: 'Entry list ({{n}})',
    empty: 'No boats are entered yet: add one below or import a file.',
    // (the public entry list's column names, and the console's own column)
    columns: { ...entriesEn.entries.columns, actions: 'Actions' },
    edit: 'Edit',
    save: 'Save',
    cancel: 'Cancel',
    delete: 'Delete',
    deleteConfirm: 'Delete {{sailNo}}',
    deleteHelp: 'The boat leaves the public entry list at once.',
    addHeading: 'Add a boat',
    add: 'Add',
    nationHint: 'The IOC code as the results write it: CHN, HKG, GBR.',
    importHeading: 'Import an entry list',
    importLead:
      'A CSV with the results import’s column names, without scores (Sail No/帆号, Nat/国籍, Helm/舵手, Crew/缆手, Club/单位, Fleet/组别), or a Sailwave series file (.blw): its competitors. Nothing is saved until you confirm.',
    file: 'Entry list file',
    paste: 'Or paste a table (CSV or tab-separated, with a header row)',
    read: 'Read and preview',
    previewHeading: 'Check before saving',
    previewFrom: 'Read from {{source}} ({{format}}): {{rows}} rows.',
    counts:
      '{{new}} new, {{entered}} entered already (updated), {{duplicate}} duplicates (left out), {{invalid}} unusable, {{unknown}} unknown nations.',
    status: {
      new: 'New',
      entered: 'Entered already: updated',
      duplicate: 'Duplicate: left out',
      invalid: 'Cannot be saved',
    },
    unknownNation: 'Unknown nation: saved as given, shown without a flag',
    line: 'Line',
    mode: 'How to save',
    merge: 'Add new boats and update the ones entered (keep the others)',
    replace: 'Replace the list: also remove the boats this file does not have',
    confirm: 'Save the entry list',
    discard: 'Discard',
    done: {
      added: 'The boat was added: it is on the public entry list.',
      saved: 'The entry list was saved: it is public.',
      updated: 'The boat was changed.',
      deleted: 'The boat was deleted.',
      discarded: 'The import was discarded.',
    },
    problems: {
      noFile: 'Choose a file or paste a table first.',
      unreadable: 'The file could not be read: {{message}}',
      taken: 'This sail number is entered in this class already.',
    },
  },
};

export default adminEntriesEn;
