import { isWhitespace, trimWhere } from '../../engine/trim-characters';

const EXTENSION_OF_TYPE: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/msword': 'doc',
};

/**
 * The name a resume is attached under: the visitor's file name without any folder, control or bidirectional
 * formatting characters (which can disguise `cod.exe` as `exe.doc`), characters file systems refuse,
 * or its own extension, cut to 100 characters, and ending in the extension of the type its bytes have.
 * Letters of every script stay as typed (`José Núñez.pdf`).
 */
export function safeAttachmentName(originalName: string, contentType: string): string {
  const extension = EXTENSION_OF_TYPE[contentType] ?? 'bin';
  const base = (originalName.split(/[\\/]/).pop() ?? '')
    .normalize('NFC')
    .replace(/[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff]/g, '')
    .replace(/[<>:"|?*]/g, '')
    .replace(/\.[^.]*$/, '')
    .replace(/\s+/g, ' ');
  const cut = Array.from(trimWhere(base, (char) => char === '.' || isWhitespace(char))).slice(0, 100).join('').trim();
  return `${cut || 'resume'}.${extension}`;
}
