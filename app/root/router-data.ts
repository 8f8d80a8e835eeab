import { isRouteErrorResponse, type HydrationState, type StaticHandlerContext } from 'react-router-dom';
import { jsonForScript } from '../domain/json-for-script';

/** The id of the page's `<script type="application/json">` holding the loaders' data for hydration. */
const ROUTER_DATA_ID = 'router-data';

/**
 * The loaders' data the browser's router starts from, shaped as React Router writes it (errors reduced to
 * what crosses JSON, rebuilt by the router on the other side). The server writes it as a JSON data block,
 * not as the router's inline script: a page then runs no inline script at all, so its Content-Security-
 * Policy needs no per-request nonce.
 */
export function routerDataScript(context: StaticHandlerContext): string {
  const data: HydrationState = { loaderData: context.loaderData, actionData: context.actionData, errors: serializeErrors(context.errors) };
  return `<script type="application/json" id="${ROUTER_DATA_ID}">${jsonForScript(data)}</script>`;
}

function serializeErrors(errors: StaticHandlerContext['errors']): HydrationState['errors'] {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([routeId, error]) => {
      if (isRouteErrorResponse(error)) return [routeId, { ...error, __type: 'RouteErrorResponse' }];
      if (error instanceof Error) return [routeId, { message: error.message, __type: 'Error', ...(error.name !== 'Error' ? { __subType: error.name } : {}) }];
      return [routeId, error];
    }),
  );
}

/** Where the browser's router finds it (read before the router is made; React Router rebuilds the errors). */
export function readRouterData(): void {
  const block = document.getElementById(ROUTER_DATA_ID);
  if (block?.textContent) window.__staticRouterHydrationData = JSON.parse(block.textContent) as HydrationState;
}
