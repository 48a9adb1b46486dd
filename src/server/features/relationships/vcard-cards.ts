/**
 * Splits a .vcf file into its cards and writes each as vCard 3.0 that ical.js reads: vCard 2.1 (what Android and
 * Outlook export) with bare type parameters (`TEL;WORK;VOICE:`), quoted-printable values with soft line breaks and
 * CHARSET names; and Apple Address Book's bare `PHOTO;BASE64:`. Each card keeps the line it starts on in the file.
 */
export interface RawCard {
  /** The card's first line (BEGIN:VCARD) in the file, counted from 1. */
  line: number;
  /** The card as vCard 3.0 text, one logical line per property. */
  text: string;
  /** The line in the file where each line of `text` starts. */
  lines: number[];
  /** What made the card unreadable before parsing (no END:VCARD), if anything. */
  problem?: string;
}

interface LogicalLine {
  line: number;
  text: string;
}

const isQuotedPrintable = (head: string) => /;(?:ENCODING=)?QUOTED-PRINTABLE(?=;|$)/i.test(head);
/** A property's name and parameters: everything before the first colon outside double quotes. */
function headOf(text: string): { head: string; value: string } | null {
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') quoted = !quoted;
    else if (c === ':' && !quoted) return { head: text.slice(0, i), value: text.slice(i + 1) };
  }
  return null;
}

/** Joins folded lines (a continuation starts with a space or tab) and quoted-printable soft line breaks (a line ending in "="). */
function logicalLines(text: string): LogicalLine[] {
  // "\r\r\n" is one line end: a CRLF file passed once more through a text-mode copy that wrote each "\n" as "\r\n".
  const raw = text.replace(/^\uFEFF/, '').split(/\r*\n|\r/);
  const out: LogicalLine[] = [];
  for (let i = 0; i < raw.length; i++) {
    const current = raw[i];
    const last = out.at(-1);
    if (last && /^[ \t]/.test(current)) {
      last.text += current.slice(1);
      continue;
    }
    if (last && isQuotedPrintable(headOf(last.text)?.head ?? '') && last.text.endsWith('=') && current !== '') {
      last.text = last.text.slice(0, -1) + current;
      continue;
    }
    out.push({ line: i + 1, text: current });
  }
  return out.filter((l) => l.text.trim() !== '');
}

function decodeQuotedPrintable(value: string, charset: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < value.length; i++) {
    const hex = value[i] === '=' ? value.slice(i + 1, i + 3) : '';
    if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(value[i], 'utf8'));
  }
  let decoder: InstanceType<typeof TextDecoder>;
  try {
    decoder = new TextDecoder(charset || 'utf-8');
  } catch {
    decoder = new TextDecoder('utf-8');
  }
  return decoder.decode(Uint8Array.from(bytes));
}

/** Structured values keep their semicolons; in every text value a comma and a line break are escaped as 3.0 wants. */
const STRUCTURED = new Set(['N', 'ADR', 'ORG']);

/** One property as vCard 3.0: bare parameters named, encodings decoded or renamed. */
function propertyAs30(text: string): string {
  const parts = headOf(text);
  if (!parts) return text;
  const [nameWithGroup, ...params] = parts.head.split(';');
  const name = nameWithGroup.replace(/^.*\./, '').toUpperCase();
  if (name === 'VERSION') return parts.value.trim() === '2.1' ? 'VERSION:3.0' : text;
  let value = parts.value;
  let charset = '';
  let quotedPrintable = false;
  const kept: string[] = [];
  for (const param of params) {
    const [key, ...rest] = param.split('=');
    const upper = key.toUpperCase();
    const paramValue = rest.join('=');
    if (rest.length === 0) {
      if (upper === 'QUOTED-PRINTABLE') quotedPrintable = true;
      else if (upper === 'BASE64' || upper === 'B') kept.push('ENCODING=b');
      else if (upper !== '7BIT' && upper !== '8BIT' && upper) kept.push(`TYPE=${key}`);
    } else if (upper === 'ENCODING') {
      if (paramValue.toUpperCase() === 'QUOTED-PRINTABLE') quotedPrintable = true;
      else if (/^(BASE64|B)$/i.test(paramValue)) kept.push('ENCODING=b');
    } else if (upper === 'CHARSET') charset = paramValue.replace(/"/g, '');
    else kept.push(param);
  }
  if (quotedPrintable) {
    value = decodeQuotedPrintable(value, charset).replace(/\r\n|\r|\n/g, '\\n');
    if (!STRUCTURED.has(name)) value = value.replace(/(?<!\\),/g, '\\,');
  }
  return `${[nameWithGroup, ...kept].join(';')}:${value}`;
}

/** The cards of a .vcf file, each as vCard 3.0 text; lines outside BEGIN:VCARD … END:VCARD are ignored. */
export function splitVcards(text: string): RawCard[] {
  const cards: RawCard[] = [];
  let current: { text: string[]; lines: number[] } | null = null;
  const unfinished = (card: { text: string[]; lines: number[] }): RawCard => ({
    line: card.lines[0],
    text: card.text.join('\r\n'),
    lines: card.lines,
    problem: `line ${card.lines[0]}: the card has no END:VCARD`,
  });
  for (const { line, text: property } of logicalLines(text)) {
    const upper = property.trim().toUpperCase();
    if (upper === 'BEGIN:VCARD') {
      if (current) cards.push(unfinished(current));
      current = { text: ['BEGIN:VCARD'], lines: [line] };
    } else if (upper === 'END:VCARD' && current) {
      current.text.push('END:VCARD');
      current.lines.push(line);
      cards.push({ line: current.lines[0], text: `${current.text.join('\r\n')}\r\n`, lines: current.lines });
      current = null;
    } else if (current) {
      current.text.push(propertyAs30(property));
      current.lines.push(line);
    }
  }
  if (current) cards.push(unfinished(current));
  return cards;
}

/** The name a card gives, read without a parser: for naming a card that could not be read. */
export function nameOfRawCard(text: string): string | null {
  const fn = /^(?:[^:\r\n]*\.)?FN(?:;[^:\r\n]*)?:(.*)$/im.exec(text)?.[1]?.trim();
  if (fn) return fn.replace(/\\([,;\\])/g, '$1').slice(0, 100);
  const n = /^(?:[^:\r\n]*\.)?N(?:;[^:\r\n]*)?:(.*)$/im.exec(text)?.[1]?.split(';');
  const name = n ? [n[1], n[2], n[0]].filter(Boolean).join(' ').trim() : '';
  return name ? name.slice(0, 100) : null;
}
