import { Link } from 'react-router-dom';
import { studioGet } from '../api/studio-client';
import type { DefinitionSummary } from '../../domain/studio/studio-contract';
import { linkClass } from '../components/buttons';
import { formatWhen, shortHash } from '../components/format';
import { LoadState } from '../components/load-state';
import { PageHeading } from '../components/page-heading';
import { useLoad } from '../components/use-load';
import { TableHead } from '../components/table-head';

/** Every flow and form with its live version, open drafts and last change. */
export function DefinitionsPage() {
  const [state] = useLoad(() => studioGet<DefinitionSummary[]>('/definitions'), []);
  return (
    <>
      <PageHeading>Definitions</PageHeading>
      <p className="mt-1 text-sm text-slate-700">Lead funnel flows and forms. Open one to see its versions and drafts.</p>
      <LoadState state={state}>
        {(definitions) => (
          <div className="mt-6 overflow-x-auto">
            <table className="w-full border-collapse bg-white text-left text-sm shadow-sm">
              <caption className="sr-only">Definitions</caption>
              <TableHead columns={['Definition', 'Kind', 'Published version', 'Open drafts', 'Last change']} />
              <tbody>
                {[...definitions]
                  .sort((a, b) => a.kind.localeCompare(b.kind) || a.id.localeCompare(b.id))
                  .map((definition) => (
                    <tr key={definition.id} className="border-t border-slate-200">
                      <th scope="row" className="px-3 py-2 font-medium">
                        <Link to={`/studio/definitions/${encodeURIComponent(definition.id)}`} className={linkClass}>
                          {definition.id}
                        </Link>
                      </th>
                      <td className="px-3 py-2">{definition.kind}</td>
                      <td className="px-3 py-2 font-mono">{shortHash(definition.publishedHash)}</td>
                      <td className="px-3 py-2">{definition.drafts}</td>
                      <td className="px-3 py-2">
                        {formatWhen(definition.updatedAt)} by {definition.updatedBy}
                      </td>
                    </tr>
                  ))}
              </tbody>
            </table>
          </div>
        )}
      </LoadState>
    </>
  );
}
