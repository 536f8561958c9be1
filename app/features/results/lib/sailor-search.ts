/** What a sailor search found (made on the server by find-sailor.server.ts, shown by find-sailor.tsx). */
import type { NationCell, ResultCell } from '../../../../shared/results-view';

export interface SailorHit {
  levelCd: string;
  /** the class's name in the page's language */
  levelName: string;
  group: string | null;
  boat: string;
  sailNo: string;
  nation: NationCell | null;
  helm: ResultCell;
  crew: ResultCell;
  club: string;
  rank: string;
  net: string;
  /** found on the class's entry list, not in its results (issue 31): no rank, no boat page yet */
  entered?: boolean;
}

export interface SailorSearch {
  query: string;
  hits: SailorHit[];
  /** more boats matched than are listed */
  more: boolean;
  /** the query is too short to search */
  tooShort: boolean;
}
