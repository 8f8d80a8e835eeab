import type { Finding } from '../../types/lint';
import { isSitePath } from '../../flow/site-path';
import { questionPointer } from '../json-pointer';
import { describe, finding, type LintRule } from '../finding';

/** A question's offer links a page of this site (a path with one leading slash), with text and a label. */
export const invalidOffers: LintRule = (context) => {
  const found: Finding[] = [];
  context.index.questions.forEach((question, at) => {
    const offer = question.offer;
    if (!offer) return;
    const file = context.index.fileIndexes[at]!;
    if (typeof offer.href !== 'string' || !isSitePath(offer.href)) {
      found.push(finding('invalid-offer', questionPointer(file, 'offer', 'href'),
        `The offer of ${describe(context, at)} links ${JSON.stringify(offer.href)}, which is not a path on this site.`,
        'Link a page of the site by its path, starting with a single slash (e.g. /quote-landing-vetlife?type=purchase).'));
    }
    for (const field of ['text', 'label'] as const) {
      if (typeof offer[field] === 'string' && offer[field].trim() !== '') continue;
      found.push(finding('invalid-offer', questionPointer(file, 'offer', field), `The offer of ${describe(context, at)} has an empty ${field}.`,
        field === 'text' ? 'Say in one sentence what the visitor may qualify for.' : 'Name where the link goes (e.g. "See VetLife options").'));
    }
  });
  return found;
};
