import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { safeAttachmentName } from '../../../api/delivery/safe-attachment-name';
import { inflateCapped } from '../../../api/services/resume-inspection/inflate-capped';
import { RelationshipChecks } from '../../../api/services/resume-inspection/docx/relationship-checks';
import { readXml } from '../../../api/services/resume-inspection/docx/xml-reader';
import { refusalOf as refusalThrown } from '../../../api/services/resume-inspection/refused';
import { WorkBudget } from '../../../api/services/resume-inspection/work-budget';
import { inspectResume } from '../../../api/services/resume-inspection/inspect-resume';
import { resumeRefusals } from '../../../api/services/resume-inspection/resume-refusals';
import { docxWith, inflatingDocx, macroDocx, pdfWith, plainDocx, plainPdf, zip } from '../../support/resume-fixtures';
import { resumeRefusal } from '../../support/resume-refusal';

const refusalOf = resumeRefusal;

describe('inflating with a cap', () => {
  it('stops at the cap whatever the data declares, keeping at most the cap', async () => {
    const zeros = deflateSync(Buffer.alloc(8 * 1024 * 1024));
    const capped = await inflateCapped(zeros, { cap: 1024 * 1024, raw: false, keep: true });
    expect(capped.overCap).toBe(true);
    expect(capped.content!.length).toBeLessThanOrEqual(1024 * 1024);
    const whole = await inflateCapped(zeros, { cap: 16 * 1024 * 1024, raw: false });
    expect(whole).toEqual({ size: 8 * 1024 * 1024, overCap: false, content: null });
  });

  it('rejects data that is not deflate', async () => {
    await expect(inflateCapped(Buffer.from('not deflate at all'), { cap: 1024, raw: false })).rejects.toThrow();
  });
});

describe('PDF inspection', () => {
  it('accepts a plain PDF', async () => {
    expect(await refusalOf(plainPdf(), 'resume.pdf')).toBeNull();
  });

  it.each([
    ['a launch action', '<< /Type /Action /S /Launch /F (calc.exe) >>'],
    ['a file attachment annotation', '<< /Type /Annot /Subtype /FileAttachment /FS 7 0 R >>'],
    ['a hex-escaped JavaScript name', "<< /S /J#61vaScript /JS (app.alert(1)) >>"],
    ['an embedded file stream', '<< /Type /EmbeddedFile /Length 0 >>\nstream\n\nendstream'],
  ])('refuses %s', async (_label, object) => {
    expect(await refusalOf(pdfWith(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [] /Count 0 >>', object]), 'resume.pdf')).toBe(resumeRefusals.pdfActiveContent);
  });

  it('refuses HTML markup after the header, and a header past the first kilobyte', async () => {
    const marked = Buffer.concat([plainPdf().subarray(0, 20), Buffer.from('<iframe src="https://x.example">'), plainPdf().subarray(20)]);
    expect(await refusalOf(marked, 'resume.pdf')).toBe(resumeRefusals.pdfMarkup);
    const late = Buffer.concat([Buffer.alloc(1100, 0x20), plainPdf()]);
    expect((await inspectResume(late, 'resume.pdf')).ok).toBe(false);
  });

  it('refuses an object stream it cannot read through', async () => {
    const objects = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [] /Count 0 >>', '<< /Type /ObjStm /N 1 /First 4 /Filter /LZWDecode /Length 4 >>\nstream\nabcd\nendstream'];
    expect(await refusalOf(pdfWith(objects), 'resume.pdf')).toBe(resumeRefusals.unreadable);
  });
});

describe('DOCX inspection', () => {
  it('accepts a plain document with web and mail links', async () => {
    expect(await refusalOf(plainDocx(), 'resume.docx')).toBeNull();
  });

  it('refuses macros however they are declared: a VBA project part alone, or a macro-enabled content type', async () => {
    expect(await refusalOf(docxWith({ parts: [{ name: 'word/vbaProject.bin', content: 'x' }] }), 'resume.docx')).toBe(resumeRefusals.macros);
    expect(await refusalOf(macroDocx(), 'resume.docx')).toBe(resumeRefusals.macros);
  });

  it('refuses a document over 50 MB expanded (counted across parts), whatever sizes it declares', async () => {
    const twoParts = docxWith({
      parts: [
        { name: 'word/media/a.png', content: Buffer.alloc(30 * 1024 * 1024), declaredSize: 10 },
        { name: 'word/media/b.png', content: Buffer.alloc(30 * 1024 * 1024), declaredSize: 10 },
      ],
    });
    expect(await refusalOf(twoParts, 'resume.docx')).toBe(resumeRefusals.expandsTooLarge);
    expect(await refusalOf(inflatingDocx(45), 'resume.docx')).toBeNull();
  });

  it('refuses a zip it cannot read: cut short, or with a broken part', async () => {
    const whole = plainDocx();
    expect((await inspectResume(whole.subarray(0, whole.length - 30), 'resume.docx')).ok).toBe(false);
    const broken = zip([{ name: '[Content_Types].xml', content: '<Types/>' }]);
    broken.write('\xff\xff\xff', 40, 'latin1');
    expect((await inspectResume(broken, 'resume.docx')).ok).toBe(false);
  });

  it.each([
    ['a remote template', '<Relationship Id="r" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/attachedTemplate" Target="https://x.example/t.dotm" TargetMode="External"/>', true],
    ['a remote OLE object (with single quotes and an entity)', "<Relationship Id='r' Type='http://schemas.openxmlformats.org/officeDocument/2006/relationships/oleObject' Target='mhtml:http://x.example/a!b' TargetMode='&#69;xternal'/>", true],
    ['a remote picture', '<Relationship Id="r" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/image" Target="\\\\host\\share\\a.png" TargetMode="External"/>', true],
    ['a hyperlink to a file share', '<Relationship Id="r" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink" Target="file://host/share" TargetMode="External"/>', true],
    ['a web hyperlink', '<Relationship Id="r" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink" Target="https://www.linkedin.com/in/jane" TargetMode="External"/>', false],
    ['a hyperlink without a scheme (relative)', '<Relationship Id="r" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink" Target="www.linkedin.com/in/jane" TargetMode="External"/>', false],
    ['a hyperlink to a network share', '<Relationship Id="r" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink" Target="\\\\host\\share" TargetMode="External"/>', true],
    ['a mail hyperlink', '<Relationship Id="r" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink" Target="mailto:jane@example.com" TargetMode="External"/>', false],
    ['an internal part', '<Relationship Id="r" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>', false],
  ])('relationships: %s', async (_label, relationship, refused) => {
    const refusal = await refusalThrown(() => readXml(`<Relationships>${relationship}</Relationships>`, new RelationshipChecks(), new WorkBudget(100)));
    expect(refusal).toBe(refused ? resumeRefusals.externalContent : null);
  });

  it('reads relationship parts written in UTF-16', async () => {
    const rels = '<Relationships><Relationship Id="r" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/attachedTemplate" Target="https://x.example/t.dotm" TargetMode="External"/></Relationships>';
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(rels, 'utf16le')]);
    expect(await refusalOf(docxWith({ parts: [{ name: 'word/_rels/settings.xml.rels', content: utf16 }] }), 'resume.docx')).toBe(resumeRefusals.externalContent);
  });
});

describe('the attachment name', () => {
  it.each([
    ['José Núñez.pdf', 'application/pdf', 'José Núñez.pdf'],
    ['../../etc/passwd', 'application/pdf', 'passwd.pdf'],
    ['C:\\Users\\me\\cv.DOCX', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'cv.docx'],
    ['resume.exe', 'application/pdf', 'resume.pdf'],
    ['cv\u202Excod.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'cvxcod.docx'],
    ['"quoted"\r\n<name>.pdf', 'application/pdf', 'quotedname.pdf'],
    ['...', 'application/msword', 'resume.doc'],
  ])('%j as %s -> %j', (name, type, expected) => {
    expect(safeAttachmentName(name, type)).toBe(expected);
  });
});
