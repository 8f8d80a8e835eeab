import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';

const SLOT = /\uE000(\d+)\uE001/g;

interface Slotted {
  text: string;
  lang: string;
}

function fill(node: ReactNode, slotted: readonly Slotted[]): ReactNode {
  if (typeof node === 'string') {
    if (!node.includes('\uE000')) return node;
    const parts: ReactNode[] = [];
    let last = 0;
    for (const match of node.matchAll(SLOT)) {
      if (match.index > last) parts.push(node.slice(last, match.index));
      const { text, lang } = slotted[Number(match[1])]!;
      parts.push(
        <span key={`slot-${match.index}`} lang={lang}>
          {text}
        </span>,
      );
      last = match.index + match[0].length;
    }
    if (last < node.length) parts.push(node.slice(last));
    return parts;
  }
  if (Array.isArray(node)) return node.map((child) => fill(child, slotted));
  if (isValidElement<{ children?: ReactNode }>(node) && node.props.children !== undefined) {
    const children: ReactNode[] = Array.isArray(node.props.children) ? node.props.children : [node.props.children];
    const filled = children.map((child) => fill(child, slotted));
    // Passed one by one, as JSX passes its children: the element's own children need no keys.
    return filled.some((child, index) => child !== children[index]) ? cloneElement(node as ReactElement, undefined, ...filled) : node;
  }
  return node;
}

/**
 * Texts put into a translated sentence that are in another language than the sentence: content shown in
 * English on a Spanish page (it has no Spanish version yet) inside "Su especialista en {program}".
 * `value(text, lang)` is what the message gets for the placeholder (the text itself when `lang` is
 * undefined); `fill(message)` puts each such text back as `<span lang>`, also inside the parts `richText`
 * made of the message. Only for texts shown as text: an attribute cannot hold an element.
 */
export function langSlots() {
  const slotted: Slotted[] = [];
  return {
    value(text: string, lang: string | undefined): string {
      if (!lang) return text;
      slotted.push({ text, lang });
      return `\uE000${slotted.length - 1}\uE001`;
    },
    fill(message: ReactNode): ReactNode {
      return slotted.length === 0 ? message : fill(message, slotted);
    },
  };
}
