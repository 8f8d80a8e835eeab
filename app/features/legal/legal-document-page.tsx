import { Suspense } from 'react';
import { Await, useAsyncError } from 'react-router-dom';
import type { DisclosureDocument } from '../../domain/content/content-types';
import { fallbackLang } from '../../domain/content/fallback-lang';
import { hasRichTextContent, RichText } from '../../components/rich-text/rich-text';
import { useLocale, useText } from '../../../renderers/i18n/locale-context';
import { LegalDocumentSkeleton } from './legal-document-skeleton';
import { documentErrorLine, documentLoadError, type DocumentLoadError, type LegalSubject } from './legal-document-error';
import { legalText } from './messages';

export interface LegalDocumentPageProps {
  title: string;
  /** Which document it is, for 'Error loading {what}: {reason}'. */
  errorSubject: LegalSubject;
  document: DisclosureDocument | null | Promise<DisclosureDocument | null>;
  /** Set when the server could not load the document for the first view. */
  loadError?: DocumentLoadError | null;
}

function ErrorLine({ subject, error }: { subject: LegalSubject; error: DocumentLoadError }) {
  return (
    <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
      {documentErrorLine(subject, error, useLocale())}
    </p>
  );
}

function LoadError({ subject }: { subject: LegalSubject }) {
  return <ErrorLine subject={subject} error={documentLoadError(useAsyncError())} />;
}

function LoadedDocument({ document }: { document: DisclosureDocument | null }) {
  const t = useText(legalText);
  if (!document || !hasRichTextContent(document.content)) return <p className="text-slate-600">{t('empty')}</p>;
  return <RichText document={document.content} lang={fallbackLang(document, 'content')} />;
}

/**
 * A legal page. The first view arrives server-rendered with the document (or the error line); on client-side navigation the
 * loader hands over a promise, so the skeleton shows while it loads and the error line if it fails.
 */
export function LegalDocumentPage({ title, errorSubject, document, loadError }: LegalDocumentPageProps) {
  return (
    <article className="mx-auto max-w-4xl px-4 py-16">
      <h1 className="text-4xl font-bold text-brand-900">{title}</h1>
      <div className="mt-10">
        {loadError ? (
          <ErrorLine subject={errorSubject} error={loadError} />
        ) : (
          <Suspense fallback={<LegalDocumentSkeleton />}>
            <Await resolve={document} errorElement={<LoadError subject={errorSubject} />}>
              {(loaded: DisclosureDocument | null) => <LoadedDocument document={loaded} />}
            </Await>
          </Suspense>
        )}
      </div>
    </article>
  );
}
