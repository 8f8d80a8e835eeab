import { useLocation, useMatches } from 'react-router-dom';
import { pageParameters, pageSearch } from '../domain/page-query';

/**
 * The query of the page on screen as the page reads it: the parameters its routes declare (see PageQuery),
 * nothing else. The server renders the page from this same query, so a link built on it (the language
 * switch) reads the same in the server's HTML and in the browser, whatever else the address carries.
 */
export function usePageSearch(): string {
  const { search } = useLocation();
  const { reads, perRequest } = pageParameters(useMatches().map((match) => match.handle));
  return pageSearch(search, [...reads, ...perRequest]);
}
