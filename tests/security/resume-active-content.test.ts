/**
 * Resumes with active content, written the ways a naive scan misses, sent through the hiring form:
 * each is refused with 422 naming the resume field, and nothing is stored or mailed to careers. Genuine
 * resumes from office software still go through. The inspection's own tests cover every variant.
 */
import { readFileSync } from 'node:fs';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { resumeRefusals } from '../../api/services/resume-inspection/resume-refusals';
import { humanCheckToken, useFormsApp } from '../api/forms-support';
import { docxBypasses, docxWithFieldsLinksAndPicture } from '../support/docx-active-content-fixtures';
import { pdfBypasses } from '../support/pdf-active-content-fixtures';
import { databaseKinds, useTestDatabase } from '../support/test-database';
import { countChanges, storedCounts } from './security-support';

const applicant = { firstName: 'Jose', lastName: 'Nunez', position: 'Loan Officer', email: 'jose.nunez@example.com', phone: '2485550190' };
const genuine = (name: string) => readFileSync(new URL(`../fixtures/genuine-resumes/${name}`, import.meta.url));

describe.each(databaseKinds())('resumes with active content on %s', (kind) => {
  const database = useTestDatabase(kind);
  const forms = useFormsApp(database);

  const apply = async (bytes: Buffer, filename: string) => {
    let call = request(forms.app.callback()).post('/api/apply').field('turnstileToken', await humanCheckToken(forms.app));
    for (const [name, value] of Object.entries(applicant)) call = call.field(name, value);
    return call.attach('resume', bytes, { filename, contentType: filename.endsWith('.pdf') ? 'application/pdf' : 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });
  };

  it.each([
    ['a PDF whose script names end in a NUL byte', pdfBypasses.namesEndedByNul, 'resume.pdf', resumeRefusals.pdfActiveContent],
    ['a PDF whose script hides in an object stream typed 6 KB before its data', pdfBypasses.objectStreamTypeFarFromData, 'resume.pdf', resumeRefusals.pdfActiveContent],
    ['a PDF with an XFA form carrying a script', pdfBypasses.xfaFormWithScript, 'resume.pdf', resumeRefusals.pdfActiveContent],
    ['a PDF fetching a web address when opened', pdfBypasses.openActionUri, 'resume.pdf', resumeRefusals.pdfActiveContent],
    ['a PDF submitting a form when opened', pdfBypasses.openActionSubmitForm, 'resume.pdf', resumeRefusals.pdfActiveContent],
    ['a DOCX with a DDEAUTO field split over runs', docxBypasses.ddeAutoSplitAcrossRuns, 'resume.docx', resumeRefusals.externalContent],
    ['a DOCX with an INCLUDEPICTURE simple field', docxBypasses.includePictureSimpleField, 'resume.docx', resumeRefusals.externalContent],
    ['a DOCX with a DDE field in its header', docxBypasses.ddeInHeader, 'resume.docx', resumeRefusals.externalContent],
    ['a DOCX with an embedded OLE package', docxBypasses.embeddedOlePackage, 'resume.docx', resumeRefusals.macros],
  ])('%s: 422 on the resume field, nothing stored or mailed', async (_label, build, filename, message) => {
    const before = await storedCounts(database.db);
    const files = forms.storedResumes().length;
    const response = await apply(build(), filename);
    expect(response.status, response.text).toBe(422);
    expect(response.body.error).toEqual({ code: 'validation_failed', message: expect.any(String), fields: { resume: message } });
    expect(countChanges(before, await storedCounts(database.db))).toEqual({});
    expect(forms.storedResumes()).toHaveLength(files);
  });

  it.each([
    ['LibreOffice’s PDF (links, bookmarks, a photo)', () => genuine('libreoffice.pdf'), 'resume.pdf'],
    ['the same PDF with object streams', () => genuine('libreoffice-object-streams.pdf'), 'resume.pdf'],
    ['Chromium’s PDF', () => genuine('chromium.pdf'), 'resume.pdf'],
    ['LibreOffice’s DOCX', () => genuine('libreoffice.docx'), 'resume.docx'],
    ['a DOCX with Word’s fields, links and a picture', docxWithFieldsLinksAndPicture, 'resume.docx'],
  ])('a genuine resume goes through: %s', async (_label, build, filename) => {
    const before = await storedCounts(database.db);
    const response = await apply(build(), filename);
    expect(response.status, response.text).toBe(201);
    expect(countChanges(before, await storedCounts(database.db))).toMatchObject({ hiring_applications: 1 });
  });
});
