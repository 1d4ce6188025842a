import { GlobalSearchBox } from '../../features/search/global-search-box';

/** The header's global search box (built by the search feature, apps/web/src/features/search/). */
export function HeaderSearch() {
  return <GlobalSearchBox />;
}
