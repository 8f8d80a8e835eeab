import { Suspense } from 'react';
import { Await, useAsyncError } from 'react-router-dom';
import type { DisclosureDocument } from '../../domain/content/content-types';
import { HttpStatusError } from '../../data/http-site-api';
import { hasRichTextContent, RichText } from '../../components/rich-text/rich-text';
import { LegalDocumentSkeleton } from './legal-document-skeleton';

export interface LegalDocumentPageProps {
  title: string;
  /** 'disclosures' or 'privacy policy', for 'Error loading {what}: {message}'. */
  errorSubject: string;
  document: DisclosureDocument | null | Promise<DisclosureDocument | null>;
}

export function documentErrorMessage(error: unknown): string {
  return error instanceof HttpStatusError ? error.message : 'An unknown error occurred';
}

function LoadError({ subject }: { subject: string }) {
  const error = useAsyncError();
  return (
    <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
      Error loading {subject}: {documentErrorMessage(error)}
    </p>
  );
}

function LoadedDocument({ document }: { document: DisclosureDocument | null }) {
  if (!document || !hasRichTextContent(document.content)) return <p className="text-slate-600">No content available</p>;
  return <RichText document={document.content} />;
}

/**
 * A legal page. The first view arrives server-rendered with the document; on client-side navigation the
 * loader hands over a promise, so the skeleton shows while it loads and the error line if it fails.
 */
export function LegalDocumentPage({ title, errorSubject, document }: LegalDocumentPageProps) {
  return (
    <article className="mx-auto max-w-4xl px-4 py-16">
      <h1 className="text-4xl font-bold text-brand-900">{title}</h1>
      <div className="mt-10">
        <Suspense fallback={<LegalDocumentSkeleton />}>
          <Await resolve={document} errorElement={<LoadError subject={errorSubject} />}>
            {(loaded: DisclosureDocument | null) => <LoadedDocument document={loaded} />}
          </Await>
        </Suspense>
      </div>
    </article>
  );
}
