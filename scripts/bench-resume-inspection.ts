/**
 * npx tsx scripts/bench-resume-inspection.ts — how long the resume inspection takes on genuine resumes and
 * on the worst hostile uploads under the 4 MB limit (the inputs that cost its lexer, XML reader and
 * decoders the most), with the memory each adds. Prints the median of 3 runs per case and exits 1 when a
 * hostile case takes over 2 s, which would mean a budget no longer bounds the work.
 */
import { readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { inspectResume } from '../api/services/resume-inspection/inspect-resume';
import { docxWithFieldsLinksAndPicture } from '../tests/support/docx-active-content-fixtures';
import { objectStream, onePagePdf, pdfWithLinksAndBookmarks, streamObject } from '../tests/support/pdf-active-content-fixtures';
import { docxWith } from '../tests/support/resume-fixtures';

const LIMIT = 4 * 1024 * 1024 - 1;
const RUNS = 3;
const HOSTILE_TARGET_MS = 2000;
const filled = (head: string, unit: string, tail = '') => Buffer.from(head + unit.repeat(Math.floor((LIMIT - head.length - tail.length) / unit.length)) + tail, 'latin1');
const genuine = (name: string) => readFileSync(new URL(`../tests/fixtures/genuine-resumes/${name}`, import.meta.url));
const wordXml = (root: string, body: string) => `<${root} xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">${body}</${root}>`;

const cases: Array<{ label: string; hostile: boolean; name: string; build: () => Buffer }> = [
  { label: 'LibreOffice PDF', hostile: false, name: 'r.pdf', build: () => genuine('libreoffice.pdf') },
  { label: 'LibreOffice PDF, object streams', hostile: false, name: 'r.pdf', build: () => genuine('libreoffice-object-streams.pdf') },
  { label: 'Chromium PDF', hostile: false, name: 'r.pdf', build: () => genuine('chromium.pdf') },
  { label: 'PDF with links and bookmarks', hostile: false, name: 'r.pdf', build: pdfWithLinksAndBookmarks },
  { label: 'LibreOffice DOCX', hostile: false, name: 'r.docx', build: () => genuine('libreoffice.docx') },
  { label: 'DOCX with fields and a picture', hostile: false, name: 'r.docx', build: docxWithFieldsLinksAndPicture },
  { label: '4 MB of number tokens', hostile: true, name: 'r.pdf', build: () => filled('%PDF-1.7\n', '1 ') },
  { label: '4 MB of name tokens', hostile: true, name: 'r.pdf', build: () => filled('%PDF-1.7\n', '/a') },
  { label: '4 MB of escaped names', hostile: true, name: 'r.pdf', build: () => filled('%PDF-1.7\n', '/J#61#00 ') },
  { label: '4 MB of strings holding "obj"', hostile: true, name: 'r.pdf', build: () => filled('%PDF-1.7\n', '(obj)') },
  { label: 'a dictionary of 800k entries', hostile: true, name: 'r.pdf', build: () => filled('%PDF-1.7\n<<', '/a 1 ', '>>') },
  { label: '4 MB of empty streams', hostile: true, name: 'r.pdf', build: () => filled('%PDF-1.7\n', '<<>>stream\nendstream ') },
  { label: 'xref table of 200k entries', hostile: true, name: 'r.pdf', build: () => filled('%PDF-1.7\nxref\n0 200000\n', '0000000010 00000 n \n') },
  { label: 'object stream: 49 MB of tokens', hostile: true, name: 'r.pdf', build: () => onePagePdf({ extras: [streamObject('/Type /ObjStm /N 0 /First 0 /Filter /FlateDecode', deflateSync(Buffer.alloc(49 * 1024 * 1024, '1 ')))] }) },
  { label: 'object stream: one 49 MB string', hostile: true, name: 'r.pdf', build: () => onePagePdf({ extras: [streamObject('/Type /ObjStm /N 0 /First 0 /Filter /FlateDecode', deflateSync(Buffer.concat([Buffer.from('('), Buffer.alloc(49 * 1024 * 1024, 'a'), Buffer.from(')')])))] }) },
  { label: 'object stream: run-length bomb', hostile: true, name: 'r.pdf', build: () => onePagePdf({ extras: [streamObject('/Type /ObjStm /N 0 /First 0 /Filter /RunLengthDecode', Buffer.alloc(LIMIT - 1000, Buffer.from([129, 0x20])))] }) },
  { label: '495 object streams', hostile: true, name: 'r.pdf', build: () => onePagePdf({ extras: Array.from({ length: 495 }, (_, index) => objectStream([[index + 100, '<< /A 1 >>']])) }) },
  { label: 'DOCX: 2.6M elements in one part', hostile: true, name: 'r.docx', build: () => docxWith({ parts: [{ name: 'word/document.xml', content: wordXml('w:document', '<w:p/>'.repeat(2_600_000)) }] }) },
  { label: 'DOCX: 4 parts of 12 MB field codes', hostile: true, name: 'r.docx', build: () => docxWith({ parts: [1, 2, 3, 4].map((n) => ({ name: `word/header${n}.xml`, content: wordXml('w:hdr', '<w:r><w:instrText>PAGE</w:instrText></w:r>'.repeat(280_000)) })) }) },
  { label: 'DOCX: 15 MB of character references', hostile: true, name: 'r.docx', build: () => docxWith({ parts: [{ name: 'word/document.xml', content: wordXml('w:document', `<w:t>${'&amp;&#65;'.repeat(1_500_000)}</w:t>`) }] }) },
  { label: 'DOCX: a field of 3M blank references', hostile: true, name: 'r.docx', build: () => docxWith({ parts: [{ name: 'word/document.xml', content: wordXml('w:document', `<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText>${'&#32;'.repeat(3_000_000)}PAGE</w:instrText></w:r>`) }] }) },
  { label: 'DOCX: 1,990 parts', hostile: true, name: 'r.docx', build: () => docxWith({ parts: Array.from({ length: 1990 }, (_, index) => ({ name: `word/p${index}.xml`, content: `<a>${'<b/>'.repeat(5000)}</a>` })) }) },
  { label: 'DOCX: 45 MB picture (inflation)', hostile: true, name: 'r.docx', build: () => docxWith({ parts: [{ name: 'word/media/image1.png', content: Buffer.alloc(45 * 1024 * 1024) }] }) },
];

let missed = 0;
console.log(`${'case'.padEnd(40)} ${'bytes'.padStart(9)} ${'median'.padStart(8)} ${'+RSS'.padStart(7)}  result`);
for (const { label, hostile, name, build } of cases) {
  const bytes = build();
  const times: number[] = [];
  let result = '';
  let rss = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const before = process.memoryUsage().rss;
    const started = performance.now();
    const inspection = await inspectResume(bytes, name);
    times.push(performance.now() - started);
    rss = Math.max(rss, process.memoryUsage().rss - before);
    result = inspection.ok ? 'accepted' : inspection.refusal === 'not-a-resume' ? 'not a resume' : inspection.refusal.slice(0, 44);
  }
  const median = times.sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
  if (hostile && median > HOSTILE_TARGET_MS) missed += 1;
  console.log(`${label.padEnd(40)} ${String(bytes.length).padStart(9)} ${`${median.toFixed(0)} ms`.padStart(8)} ${`${(rss / 2 ** 20).toFixed(0)} MB`.padStart(7)}  ${result}`);
}
if (missed > 0) {
  console.error(`${missed} hostile case(s) took over ${HOSTILE_TARGET_MS} ms`);
  process.exit(1);
}
