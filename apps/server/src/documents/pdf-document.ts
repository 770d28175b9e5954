import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

/**
 * PDF files the server hands out (receipts, statements), drawn by pdfkit (decision 0072): a title,
 * label/value fields, headings, paragraphs and tables that continue on the next page with their
 * headings repeated, and "Page n of m" at the foot of every page. The text is set in DejaVu Sans,
 * embedded (only the glyphs used), so names in Greek, Cyrillic or with accents print as written;
 * PDF's built-in fonts know only Western European letters.
 */

const require = createRequire(import.meta.url);
const FONT_REGULAR = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

const MARGIN = 50;
const BODY_SIZE = 9.5;
const CELL_PADDING = 4;
const MUTED = '#555555';
const RULE = '#d0d0d0';

export interface PdfColumn {
  header: string;
  /** A share of the page's width; the shares of a table's columns are scaled to fill it. */
  width: number;
  align?: 'left' | 'right';
}

export interface PdfDocumentInfo {
  title: string;
  /** When the document was made: its metadata and its "Generated" line say so. */
  createdAt: Date;
}

export class PdfDocumentWriter {
  private readonly doc: PDFKit.PDFDocument;
  private readonly chunks: Buffer[] = [];
  private readonly finished: Promise<Buffer>;

  constructor(info: PdfDocumentInfo) {
    this.doc = new PDFDocument({
      size: 'A4',
      margin: MARGIN,
      bufferPages: true,
      info: { Title: info.title, Author: 'Crowdspark', Creator: 'Crowdspark', CreationDate: info.createdAt },
    });
    this.doc.registerFont('regular', FONT_REGULAR);
    this.doc.registerFont('bold', FONT_BOLD);
    this.doc.font('regular').fontSize(BODY_SIZE);
    this.finished = new Promise((resolve, reject) => {
      this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)));
      this.doc.on('error', reject);
    });
  }

  private get contentWidth(): number {
    return this.doc.page.width - MARGIN * 2;
  }

  private get bottom(): number {
    return this.doc.page.height - MARGIN - 14;
  }

  private ensureSpace(height: number): void {
    if (this.doc.y + height > this.bottom) this.doc.addPage();
  }

  /** The document's title, large, with a muted line under it (who it is for, the period). */
  title(text: string, subtitle?: string): this {
    this.doc.font('bold').fontSize(18).fillColor('black').text(text, MARGIN, this.doc.y, { width: this.contentWidth });
    if (subtitle) this.doc.font('regular').fontSize(10).fillColor(MUTED).text(subtitle, { width: this.contentWidth });
    this.doc.fillColor('black').font('regular').fontSize(BODY_SIZE).moveDown(0.8);
    return this;
  }

  heading(text: string): this {
    this.ensureSpace(40);
    this.doc
      .moveDown(0.6)
      .font('bold')
      .fontSize(12)
      .fillColor('black')
      .text(text, MARGIN, this.doc.y, { width: this.contentWidth });
    this.doc.font('regular').fontSize(BODY_SIZE).moveDown(0.3);
    return this;
  }

  paragraph(text: string, options: { muted?: boolean } = {}): this {
    this.doc
      .font('regular')
      .fontSize(BODY_SIZE)
      .fillColor(options.muted ? MUTED : 'black')
      .text(text, MARGIN, this.doc.y, { width: this.contentWidth });
    this.doc.fillColor('black').moveDown(0.4);
    return this;
  }

  /** Label and value pairs, one per line, the labels in a column of their own. */
  fields(rows: readonly (readonly [label: string, value: string])[]): this {
    const labelWidth = 130;
    for (const [label, value] of rows) {
      const valueWidth = this.contentWidth - labelWidth;
      const height = Math.max(this.doc.heightOfString(value, { width: valueWidth }), this.doc.heightOfString(label));
      this.ensureSpace(height + 3);
      const y = this.doc.y;
      this.doc
        .font('bold')
        .fillColor(MUTED)
        .text(label, MARGIN, y, { width: labelWidth - 8 });
      this.doc
        .font('regular')
        .fillColor('black')
        .text(value, MARGIN + labelWidth, y, { width: valueWidth });
      this.doc.y = y + height + 3;
    }
    this.doc.moveDown(0.3);
    return this;
  }

  /**
   * A table; rows that do not fit go on the next page under the headings again. `strongRows`
   * (totals) are bold; `fontSize` makes a dense table (ids must fit on one line to be found by search).
   */
  table(
    columns: readonly PdfColumn[],
    rows: readonly (readonly string[])[],
    options: { strongRows?: ReadonlySet<number>; fontSize?: number } = {},
  ): this {
    const size = options.fontSize ?? BODY_SIZE;
    const share = columns.reduce((sum, column) => sum + column.width, 0);
    const widths = columns.map((column) => (column.width / share) * this.contentWidth);
    const rowHeight = (cells: readonly string[], font: 'regular' | 'bold') => {
      this.doc.font(font).fontSize(size);
      return (
        Math.max(...cells.map((cell, i) => this.doc.heightOfString(cell, { width: widths[i]! - CELL_PADDING * 2 }))) +
        CELL_PADDING * 2
      );
    };
    const drawRow = (cells: readonly string[], font: 'regular' | 'bold', color: string) => {
      const height = rowHeight(cells, font);
      const y = this.doc.y;
      let x = MARGIN;
      cells.forEach((cell, i) => {
        this.doc.fillColor(color).text(cell, x + CELL_PADDING, y + CELL_PADDING, {
          width: widths[i]! - CELL_PADDING * 2,
          align: columns[i]?.align ?? 'left',
        });
        x += widths[i]!;
      });
      this.doc.y = y + height;
      this.doc
        .moveTo(MARGIN, this.doc.y)
        .lineTo(MARGIN + this.contentWidth, this.doc.y)
        .lineWidth(0.5)
        .strokeColor(RULE)
        .stroke();
    };
    const headers = columns.map((column) => column.header);
    this.ensureSpace(rowHeight(headers, 'bold') * 2);
    drawRow(headers, 'bold', MUTED);
    rows.forEach((cells, index) => {
      const font = options.strongRows?.has(index) ? 'bold' : 'regular';
      if (this.doc.y + rowHeight(cells, font) > this.bottom) {
        this.doc.addPage();
        drawRow(headers, 'bold', MUTED);
      }
      drawRow(cells, font, 'black');
    });
    this.doc.fillColor('black').font('regular').fontSize(BODY_SIZE).moveDown(0.6);
    return this;
  }

  /** Numbers every page ("Page 2 of 5", with the document's title) and returns the file's bytes. */
  async finish(footer: string): Promise<Buffer> {
    const range = this.doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i += 1) {
      this.doc.switchToPage(i);
      const y = this.doc.page.height - MARGIN;
      // Writing below the bottom margin would start a new page: lift it for the footer line.
      this.doc.page.margins.bottom = 0;
      this.doc
        .font('regular')
        .fontSize(8)
        .fillColor(MUTED)
        .text(`${footer} · Page ${i - range.start + 1} of ${range.count}`, MARGIN, y, {
          width: this.contentWidth,
          align: 'center',
          lineBreak: false,
        });
    }
    this.doc.end();
    return this.finished;
  }
}
