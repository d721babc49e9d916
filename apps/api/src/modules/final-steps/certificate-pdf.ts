import { createRequire } from 'node:module';
import { type Language, translate } from '@koran-kids/i18n';
import PDFDocument from 'pdfkit';
import type { Certificate } from './final-steps.service.ts';

const require = createRequire(import.meta.url);
const fontFile = (subset: string, weight: 400 | 700) =>
  require.resolve(`@fontsource/amiri/files/amiri-${subset}-${weight}-normal.woff`);

/** Amiri, embedded: one file per script, since Fontsource splits the font by subset. */
const FONTS = {
  latin: fontFile('latin', 400),
  latinBold: fontFile('latin', 700),
  latinExt: fontFile('latin-ext', 400),
  latinExtBold: fontFile('latin-ext', 700),
  arabic: fontFile('arabic', 400),
  arabicBold: fontFile('arabic', 700),
} as const;

const GREEN = '#1b7a43';
const INK = '#1b3a2a';
const BLESSING_ARABIC = 'بارك الله فيك';

/** The font that holds every letter of a text: Arabic script, Latin, or extended Latin. */
function fontFor(text: string, isBold: boolean): keyof typeof FONTS {
  if (/[\u0600-\u06ff]/.test(text)) return isBold ? 'arabicBold' : 'arabic';
  if (/[\u0100-\u024f]/.test(text)) return isBold ? 'latinExtBold' : 'latinExt';
  return isBold ? 'latinBold' : 'latin';
}

export type CertificateContent = Certificate & {
  language: Language;
  instituteName: string;
  /** The group's teacher; null while the group has none (the institute alone signs). */
  teacherName: string | null;
  starTarget: number;
};

/** The certificate as an A4 landscape PDF with its fonts embedded, in the interface language. */
export function renderCertificatePdf(content: CertificateContent): Promise<Buffer> {
  const t = (key: string, values: Record<string, string> = {}) =>
    translate(content.language, 'certificate', key, values);
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    info: { Title: `${t('title')} – ${content.childName}`, Author: content.instituteName },
  });
  for (const [name, file] of Object.entries(FONTS)) doc.registerFont(name, file);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const { width, height } = doc.page;
  doc
    .lineWidth(6)
    .strokeColor(GREEN)
    .rect(24, 24, width - 48, height - 48)
    .stroke();
  doc
    .lineWidth(1.5)
    .rect(36, 36, width - 72, height - 72)
    .stroke();
  drawMark(doc, width / 2 - 27, 56);

  const line = (text: string, y: number, size: number, options: { bold?: boolean; color?: string } = {}) => {
    doc
      .font(fontFor(text, options.bold ?? false))
      .fontSize(size)
      .fillColor(options.color ?? INK)
      .text(text, 60, y, { width: width - 120, align: 'center' });
  };
  const language = content.language === 'en' ? 'en-GB' : 'nl-NL';
  const date = content.completedAt.toLocaleDateString(language, { day: 'numeric', month: 'long', year: 'numeric' });
  const course = content.courseName[content.language] ?? content.courseName.nl;

  line(content.instituteName, 118, 16, { bold: true, color: GREEN });
  line(t('title'), 150, 44, { bold: true });
  line(t('intro'), 222, 16);
  line(content.childName, 250, 36, { bold: true, color: GREEN });
  // True to what was done: "completed" only when every lesson was finished (DECISIONS: final steps).
  const isComplete = content.lessonsFinished >= content.lessonCount;
  const counts = { finished: String(content.lessonsFinished), count: String(content.lessonCount), course };
  line(t(isComplete ? 'completed-all' : 'completed-part', counts), 318, 18);
  line(
    `${t('stars', { stars: String(content.stars), target: String(content.starTarget) })} · ${t('date', { date })}`,
    348,
    16,
  );
  arabicLine(doc, BLESSING_ARABIC, width / 2, 392, 26);
  line(t('blessing'), 438, 13);
  doc
    .lineWidth(1)
    .strokeColor(INK)
    .moveTo(width / 2 - 120, 500)
    .lineTo(width / 2 + 120, 500)
    .stroke();
  if (content.teacherName) line(t('teacher', { teacher: content.teacherName }), 506, 13);
  line(t('on-behalf', { institute: content.instituteName }), 524, 13);
  doc.end();
  return done;
}

/** The institute's mark from logo.svg: an open book on a green tile. */
function drawMark(doc: PDFKit.PDFDocument, x: number, y: number) {
  doc.save().translate(x, y).scale(0.75);
  doc.roundedRect(0, 0, 72, 72, 16).fill(GREEN);
  doc.path('M14 20c8-3 14-1 22 4 8-5 14-7 22-4v36c-8-3-14-1-22 4-8-5-14-7-22-4z').fill('#ffffff');
  doc.lineWidth(2).strokeColor(GREEN).moveTo(36, 24).lineTo(36, 60).stroke();
  doc.restore();
}

/**
 * Arabic centred at `centerX`, word by word from the right: pdfkit shapes each word correctly but
 * loses the spaces between words when it reverses a right-to-left line.
 */
function arabicLine(doc: PDFKit.PDFDocument, text: string, centerX: number, y: number, size: number) {
  doc.font('arabic').fontSize(size).fillColor(GREEN);
  const words = text.split(' ');
  const gap = doc.widthOfString(' ') * 1.5;
  const total = words.reduce((sum, word) => sum + doc.widthOfString(word), 0) + gap * (words.length - 1);
  let right = centerX + total / 2;
  for (const word of words) {
    const wordWidth = doc.widthOfString(word);
    doc.text(word, right - wordWidth, y, { lineBreak: false });
    right -= wordWidth + gap;
  }
}
