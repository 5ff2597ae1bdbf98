/**
 * A receipt as a one-page A4 PDF (docs/payments.md "Receipts"): its number and date, the booking,
 * project and plot, the buyer, the amount in figures and in words, the mode and reference, what it
 * paid of which instalments, and 'REVERSED' with the reason once reversed. Amounts read
 * 'Rs. 12,34,567.00': the PDF's standard font has no ₹ glyph.
 */
import {
  formatDate,
  formatDateTime,
  formatRupeesPlain,
  paymentModeLabel,
  paymentReferenceLabel,
  RECEIPT_TEXTS,
  rupeesInWords,
  toPaisa,
  mayRead,
  withheldNote,
  type PolicyCaller,
} from '@plotline/domain';
import { A4, pdfDocument, type PdfRule, type PdfText } from '../../pdf/pdf-document';
import { textWidth, wrappedLines, type StandardFont } from '../../pdf/standard-fonts';
import type { ReceiptResponse } from './booking-payments';
import type { PaidBooking } from './payment-queries';

/** The receipt's own words beside the domain's title and stamp. */
const RECEIPT_LABELS = {
  number: 'Receipt No.',
  date: 'Date',
  booking: 'Booking',
  project: 'Project',
  plot: 'Plot',
  receivedFrom: 'Received from',
  amount: 'Amount',
  amountInWords: 'Amount in words',
  mode: 'Mode',
  remarks: 'Remarks',
  allocations: 'Towards',
  reversalReason: 'Reason',
  reversedOn: 'Reversed on',
  recordedOn: 'Recorded on',
  by: 'by',
  continued: '(continued)',
} as const;

const MARGIN = 56;
const BODY = 11;
const LINE = 16;
const LABEL_WIDTH = 130;
const RIGHT = A4.width - MARGIN;

const TOP = A4.height - MARGIN;

/**
 * Lines laid out from the top of a page down, onto a new page when one is full: a payment that
 * paid dozens of instalments lists them all.
 */
function layout(continued: string) {
  const pages: { texts: PdfText[]; rules: PdfRule[] }[] = [{ texts: [], rules: [] }];
  let y = TOP;
  const page = () => pages.at(-1)!;
  const put = (text: string, x: number, font: StandardFont = 'Helvetica', size = BODY) => {
    page().texts.push({ text, x, y, size, font });
  };
  /** Room for `height` points more, on this page or the next, which says whose it is. */
  const room = (height: number) => {
    if (y - height >= MARGIN) return;
    pages.push({ texts: [], rules: [] });
    y = TOP;
    put(continued, MARGIN, 'Helvetica', 9);
    y -= LINE * 1.5;
  };
  return {
    pages,
    heading(text: string, size: number) {
      room(size + LINE * 1.5);
      y -= size - BODY;
      put(text, MARGIN, 'Helvetica-Bold', size);
      y -= LINE * 1.5;
    },
    /** A label and its value, the value wrapped within the page's width. */
    field(label: string, value: string) {
      const lines = wrappedLines(value, 'Helvetica', BODY, RIGHT - MARGIN - LABEL_WIDTH);
      lines.forEach((line, index) => {
        room(LINE);
        if (index === 0) put(label, MARGIN, 'Helvetica-Bold');
        put(line, MARGIN + LABEL_WIDTH);
        y -= LINE;
      });
    },
    /** Text wrapped at the left and an amount against the right margin, on its first line. */
    row(left: string, amount: string) {
      const amountWidth = textWidth(amount, 'Helvetica', BODY);
      const lines = wrappedLines(left, 'Helvetica', BODY, RIGHT - MARGIN - amountWidth - LINE);
      lines.forEach((line, index) => {
        room(LINE);
        if (index === 0) put(amount, RIGHT - amountWidth);
        put(line, MARGIN);
        y -= LINE;
      });
    },
    text(text: string, font: StandardFont = 'Helvetica', size = BODY) {
      for (const line of wrappedLines(text, font, size, RIGHT - MARGIN)) {
        room(size + 5);
        put(line, MARGIN, font, size);
        y -= size + 5;
      }
    },
    rule() {
      room(LINE * 2);
      y -= LINE / 2;
      page().rules.push({ x1: MARGIN, y1: y + BODY, x2: RIGHT, y2: y + BODY, width: 0.5 });
      y -= LINE / 2;
    },
  };
}

/**
 * The receipt as a PDF. The payer is the booking's buyer: a caller who may not read buyers' names
 * (the access policy's booking.buyer) gets the receipt with the name withheld, saying why.
 */
export function receiptPdf(
  receipt: ReceiptResponse,
  booking: PaidBooking,
  timeZone: string,
  caller: PolicyCaller,
): Buffer {
  const labels = RECEIPT_LABELS;
  const page = layout(`${receipt.receiptNumber} ${labels.continued}`);
  page.heading(RECEIPT_TEXTS.title, 20);
  page.field(labels.number, receipt.receiptNumber);
  page.field(labels.date, formatDate(receipt.receivedOn));
  page.rule();
  page.field(labels.booking, booking.bookingNumber);
  page.field(labels.project, booking.projectName);
  page.field(labels.plot, booking.plotNumber);
  const payer = mayRead(caller, 'booking.buyer')
    ? booking.plotOwnerName
    : withheldNote('booking.buyer');
  page.field(labels.receivedFrom, payer);
  page.rule();
  page.field(labels.amount, formatRupeesPlain(receipt.amount));
  page.field(labels.amountInWords, rupeesInWords(toPaisa(receipt.amount)));
  page.field(labels.mode, paymentModeLabel(receipt.mode));
  if (receipt.reference !== null) {
    page.field(paymentReferenceLabel(receipt.mode), receipt.reference);
  }
  if (receipt.remarks !== null) page.field(labels.remarks, receipt.remarks);
  if (receipt.allocations.length > 0) {
    page.rule();
    page.text(labels.allocations, 'Helvetica-Bold');
    for (const allocation of receipt.allocations) {
      page.row(allocation.label, formatRupeesPlain(allocation.amount));
    }
  }
  if (receipt.reversal) {
    page.rule();
    page.heading(RECEIPT_TEXTS.reversed, 24);
    page.field(labels.reversalReason, receipt.reversal.reason);
    const by = receipt.reversal.reversedByName;
    const when = formatDateTime(receipt.reversal.reversedAt, timeZone);
    page.field(labels.reversedOn, by ? `${when} ${labels.by} ${by}` : when);
  }
  page.rule();
  const recorded = formatDateTime(receipt.createdAt, timeZone);
  const author = receipt.createdByName;
  page.text(
    `${labels.recordedOn} ${recorded}${author ? ` ${labels.by} ${author}` : ''}`,
    'Helvetica',
    9,
  );
  return pdfDocument(page.pages, { title: `${RECEIPT_TEXTS.title} ${receipt.receiptNumber}` });
}
