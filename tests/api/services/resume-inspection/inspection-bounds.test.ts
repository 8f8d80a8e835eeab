import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { inspectResume } from '../../../../api/services/resume-inspection/inspect-resume';
import { resumeRefusals } from '../../../../api/services/resume-inspection/resume-refusals';
import { objectStream, onePagePdf, streamObject } from '../../../support/pdf-active-content-fixtures';
import { docxWith } from '../../../support/resume-fixtures';

/** Just under the upload limit. */
const LIMIT = 4 * 1024 * 1024 - 1;
const filled = (head: string, unit: string, tail: string) => Buffer.from(head + unit.repeat(Math.floor((LIMIT - head.length - tail.length) / unit.length)) + tail, 'latin1');
/**
 * Each case takes under a second on an idle machine (`npx tsx scripts/bench-resume-inspection.ts`);
 * the bound only catches a reading that stalls, with room for a machine shared with other suites.
 */
const STALL = 20_000;

describe('hostile uploads are read within fixed budgets of work and memory', () => {
  it.each([
    ['4 MB of numbers (two million tokens)', () => filled('%PDF-1.7\n', '1 ', ''), 'resume.pdf', resumeRefusals.unreadable],
    ['4 MB of names', () => filled('%PDF-1.7\n', '/a', ''), 'resume.pdf', resumeRefusals.unreadable],
    ['one array of two million numbers', () => filled('%PDF-1.7\n[', '1 ', ']'), 'resume.pdf', resumeRefusals.unreadable],
    ['4 MB of comments', () => filled('%PDF-1.7\n', '%\n', ''), 'resume.pdf', resumeRefusals.unreadable],
    ['an object stream inflating to 49 MB of numbers', () => onePagePdf({ extras: [streamObject('/Type /ObjStm /N 0 /First 0 /Filter /FlateDecode', deflateSync(Buffer.alloc(49 * 1024 * 1024, '1 ')))] }), 'resume.pdf', resumeRefusals.unreadable],
    ['a run-length object stream expanding 64 times', () => onePagePdf({ extras: [streamObject('/Type /ObjStm /N 0 /First 0 /Filter /RunLengthDecode', Buffer.alloc(LIMIT - 1000, Buffer.from([129, 0x20])))] }), 'resume.pdf', resumeRefusals.expandsTooLarge],
    ['600 object streams', () => onePagePdf({ extras: Array.from({ length: 600 }, (_, index) => objectStream([[index + 100, '<< >>']])) }), 'resume.pdf', resumeRefusals.unreadable],
    ['a DOCX part of 2.6 million elements', () => docxWith({ parts: [{ name: 'word/document.xml', content: `<w:document xmlns:w="urn:w">${'<w:p/>'.repeat(2_600_000)}</w:document>` }] }), 'resume.docx', resumeRefusals.unreadable],
  ])('%s: refused', async (_label, build, name, refusal) => {
    const bytes = build();
    expect(bytes.length).toBeLessThanOrEqual(LIMIT);
    const started = performance.now();
    const inspection = await inspectResume(bytes, name);
    expect(performance.now() - started).toBeLessThan(STALL);
    expect(inspection).toEqual({ ok: false, refusal });
  });
});
