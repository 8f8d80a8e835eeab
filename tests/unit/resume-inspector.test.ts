/**
 * Resumes are inspected in a worker thread: the answers are the inspection's own, and the site's thread
 * keeps turning while the heaviest hostile upload is read (inspected on that thread, it would stall it).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { inspectResume } from '../../api/services/resume-inspection/inspect-resume';
import { createResumeInspector } from '../../api/services/resume-inspection/resume-inspector';
import { resumeRefusals } from '../../api/services/resume-inspection/resume-refusals';
import { pdfBypasses } from '../support/pdf-active-content-fixtures';
import { docxWith, plainPdf } from '../support/resume-fixtures';

/** Starting a worker from source compiles its TypeScript first: seconds on a busy machine. */
const WORKER_TEST_MS = 90_000;

/** The costliest upload of the inspection's bench: four parts of 12 MB of field codes, under 4 MB zipped. */
const heavyDocx = () =>
  docxWith({
    parts: [1, 2, 3, 4].map((n) => ({
      name: `word/header${n}.xml`,
      content: `<w:hdr xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">${'<w:r><w:instrText>PAGE</w:instrText></w:r>'.repeat(280_000)}</w:hdr>`,
    })),
  });

/** The longest the thread went without turning while `work` ran, sampled every 5 ms. */
async function longestStall(work: () => Promise<unknown>): Promise<number> {
  let last = performance.now();
  let longest = 0;
  const ticking = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 5);
  try {
    await work();
    await new Promise((resolve) => setTimeout(resolve, 20));
  } finally {
    clearInterval(ticking);
  }
  return longest;
}

describe('the resume inspector', () => {
  const inspect = createResumeInspector();
  afterAll(() => inspect.pool.close());

  it("answers what the inspection answers on the site's thread", async () => {
    for (const [name, bytes] of [['resume.pdf', plainPdf()], ['resume.pdf', pdfBypasses.namesEndedByNul()], ['resume.docx', docxWith()], ['notes.txt', Buffer.from('plain text')]] as const) {
      expect(await inspect(bytes, name), name).toEqual(await inspectResume(bytes, name));
    }
  }, WORKER_TEST_MS);

  it('keeps the thread turning while a heavy hostile upload is read', async () => {
    const bytes = heavyDocx();
    await inspect(plainPdf(), 'warm-up.pdf');
    const onThread = await longestStall(() => inspectResume(bytes, 'resume.docx'));
    const inWorker = await longestStall(() => inspect(bytes, 'resume.docx'));
    // On the thread the inspection holds it for its whole parse (hundreds of milliseconds); in the worker
    // the thread only copies the bytes across.
    expect(onThread).toBeGreaterThan(100);
    expect(inWorker).toBeLessThan(onThread / 2);
  }, WORKER_TEST_MS);

  it('refuses a file whose inspection runs past the budget as unreadable, and inspects the next one', async () => {
    const tight = createResumeInspector({ budget: { timeoutMs: 1, memoryMb: 256, queueLength: 4 } });
    try {
      await tight(plainPdf(), 'warm-up.pdf').catch(() => undefined);
      expect(await tight(heavyDocx(), 'resume.docx')).toEqual({ ok: false, refusal: resumeRefusals.unreadable });
    } finally {
      await tight.pool.close();
    }
    expect((await inspect(plainPdf(), 'resume.pdf')).ok).toBe(true);
  }, WORKER_TEST_MS);
});
