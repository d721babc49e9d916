import PDFDocument from 'pdfkit';

export type Worksheet = { title: string; intro: string; exercises: string[]; footer: string; createdAt: Date };

const MARGIN = 56;
const LINE_GAP = 26;

/** Renders a worksheet as an A4 PDF: a title, an introduction, numbered exercises with writing lines. */
export function renderWorksheet(sheet: Worksheet): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: sheet.title, Author: sheet.footer, CreationDate: sheet.createdAt, ModDate: sheet.createdAt },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - MARGIN * 2;
  doc.font('Helvetica-Bold').fontSize(24).fillColor('#1b5e20').text(sheet.title, { width });
  doc.moveDown(0.5).font('Helvetica').fontSize(12).fillColor('#222222').text(sheet.intro, { width });
  doc.moveDown(1);
  sheet.exercises.forEach((exercise, index) => {
    if (doc.y > doc.page.height - MARGIN - 4 * LINE_GAP) doc.addPage();
    doc
      .font('Helvetica-Bold')
      .fontSize(13)
      .text(`${index + 1}. `, { continued: true });
    doc.font('Helvetica').text(exercise, { width });
    for (let line = 0; line < 3; line++) {
      const y = doc.y + LINE_GAP;
      doc
        .moveTo(MARGIN, y)
        .lineTo(MARGIN + width, y)
        .strokeColor('#9e9e9e')
        .lineWidth(0.7)
        .stroke();
      doc.y = y;
    }
    doc.moveDown(1.2);
  });
  doc
    .fontSize(9)
    .fillColor('#757575')
    .text(sheet.footer, MARGIN, doc.page.height - MARGIN - 14, { width, lineBreak: false });
  doc.end();
  return done;
}
