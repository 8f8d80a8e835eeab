import { Link } from 'react-router-dom';
import { linkClass } from '../components/buttons';
import { PageHeading } from '../components/page-heading';

export function NotFoundPage() {
  return (
    <>
      <PageHeading>Page not found</PageHeading>
      <p className="mt-4">
        <Link to="/studio" className={linkClass}>
          Back to the definitions
        </Link>
      </p>
    </>
  );
}
