import type { PDFFont } from 'pdf-lib';
import sharp from 'sharp';
import { encode } from 'uqr';

/*
 * The review link as a QR code (PNG) and as a printable A4 page (PDF) for the counter or the van
 * (issue 26): drawn here from the QR matrix, no service involved.
 */

/** The link's QR code as a PNG: black modules on white, a 4-module quiet zone, `scale` pixels a module. */
export async function reviewQrPng(url: string, scale = 12): Promise<Buffer> {
  const { data, size } = encode(url, { ecc: 'M', border: 4 });
  const side = size * scale;
  const pixels = Buffer.alloc(side * side, 255);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (!data[y]?.[x]) continue;
      for (let dy = 0; dy < scale; dy++) pixels.fill(0, (y * scale + dy) * side + x * scale, (y * scale + dy) * side + (x + 1) * scale);
    }
  }
  return sharp(pixels, { raw: { width: side, height: side, channels: 1 } }).png({ compressionLevel: 9, palette: true, colours: 2 }).toBuffer();
}

/** Text the PDF's standard fonts can draw (WinAnsi): anything else becomes '?'. */
function drawable(font: PDFFont, text: string): string {
  const set = new Set(font.getCharacterSet());
  return [...text].map((c) => (set.has(c.codePointAt(0) ?? 0) ? c : '?')).join('');
}

/** Lines of at most `width` points. */
function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** A printable A4 page: the business's name, a line asking for a review, the QR code and the link written out. */
export async function reviewPosterPdf(business: string, url: string): Promise<Buffer> {
  // Loaded when a poster is asked for, not at every start (scripts/build-server.mjs leaves it out of the bundle).
  const { PDFDocument, rgb, StandardFonts } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Review ${business || 'us'}`);
  pdf.setCreator('Website Works');
  const page = pdf.addPage([595.28, 841.89]);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const { width } = page.getSize();
  const centre = (text: string, font: PDFFont, size: number, y: number) =>
    page.drawText(text, { x: (width - font.widthOfTextAtSize(text, size)) / 2, y, size, font, color: rgb(0.1, 0.1, 0.1) });

  let y = 740;
  for (const line of wrap(bold, drawable(bold, business || 'Thank you!'), 30, width - 120)) {
    centre(line, bold, 30, y);
    y -= 38;
  }
  y -= 10;
  centre('How did we do? We would love your review.', regular, 16, y);
  const qr = await pdf.embedPng(await reviewQrPng(url, 8));
  const side = 300;
  y -= 30 + side;
  page.drawImage(qr, { x: (width - side) / 2, y, width: side, height: side });
  y -= 40;
  centre(drawable(regular, 'Scan the code with your phone’s camera, or open:'), regular, 13, y);
  y -= 24;
  centre(drawable(bold, url), bold, url.length > 60 ? 10 : 13, y);
  return Buffer.from(await pdf.save());
}
