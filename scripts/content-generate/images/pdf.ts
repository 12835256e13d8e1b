/**
 * A minimal one-page PDF (PDF 1.4, Helvetica, WinAnsi encoding), enough for a downloadable checklist. Lines are
 * drawn top to bottom; a line starting with `# ` is set as a heading.
 */
const winAnsiExtras: Record<string, number> = {
  '\u2019': 0x92, '\u2018': 0x91, '\u201c': 0x93, '\u201d': 0x94, '\u2013': 0x96, '\u2014': 0x97,
  '\u2026': 0x85, '\u2022': 0x95, '\u202f': 0xa0, '\u0152': 0x8c, '\u0153': 0x9c,
};

function encodeWinAnsi(text: string): Buffer {
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0x3f;
    const mapped = winAnsiExtras[char] ?? (code < 0x100 ? code : 0x3f);
    if (mapped === 0x28 || mapped === 0x29 || mapped === 0x5c) bytes.push(0x5c);
    bytes.push(mapped);
  }
  return Buffer.from(bytes);
}

export function buildPdf(title: string, lines: readonly string[]): Buffer {
  const content: Buffer[] = [Buffer.from('BT\n/F2 20 Tf\n56 780 Td\n(')];
  content.push(encodeWinAnsi(title), Buffer.from(') Tj\n/F1 11 Tf\n0 -34 Td\n'));
  for (const line of lines) {
    const heading = line.startsWith('# ');
    content.push(Buffer.from(heading ? '0 -10 Td\n/F2 13 Tf\n(' : '('));
    content.push(encodeWinAnsi(heading ? line.slice(2) : line));
    content.push(Buffer.from(heading ? ') Tj\n/F1 11 Tf\n0 -22 Td\n' : ') Tj\n0 -17 Td\n'));
  }
  content.push(Buffer.from('ET\n'));
  const stream = Buffer.concat(content);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let length = parts[0]?.length ?? 0;
  const push = (chunk: Buffer): void => {
    parts.push(chunk);
    length += chunk.length;
  };
  objects.forEach((body, index) => {
    offsets.push(length);
    push(Buffer.from(`${index + 1} 0 obj\n${body}\nendobj\n`));
  });
  offsets.push(length);
  push(Buffer.from(`6 0 obj\n<< /Length ${stream.length} >>\nstream\n`));
  push(stream);
  push(Buffer.from('endstream\nendobj\n'));
  const xref = length;
  const table = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  push(Buffer.from(`xref\n0 ${offsets.length + 1}\n0000000000 65535 f \n${table}trailer\n<< /Size ${offsets.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`));
  return Buffer.concat(parts);
}
