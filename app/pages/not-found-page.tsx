import { data } from 'react-router-dom';
import { NotFound } from '../chrome/not-found';
import { notFoundHead } from '../site/head';

/** Every unknown path: the loader answers 404 so the server sends that status. */
export function loader(): never {
  throw data(null, { status: 404 });
}

export const handle = { head: notFoundHead };

export function Component() {
  return <NotFound />;
}
