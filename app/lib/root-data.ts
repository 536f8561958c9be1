/**
 * What the root route's loader gives every page (root.tsx): the language, the site's data
 * configuration and the API prefix for calls from the browser. Kept out of root.tsx so a
 * feature's hook does not import the root route.
 */
import { useRouteLoaderData } from 'react-router';
import type { DataConfig } from '../../shared/api';
import type { Lang } from '../../shared/lang';

export interface RootData {
  lang: Lang;
  /** the data configuration (null when the call failed) */
  config: DataConfig | null;
  /** the API prefix the browser calls */
  apiBase: string;
}

export function useRootData(): RootData | undefined {
  return useRouteLoaderData('root') as RootData | undefined;
}
