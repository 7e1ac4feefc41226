/**
 * Converting between syntaxes: `writeInvoice()` and `conversionLosses()`.
 *
 * UBL 2.1 and CII D16B do not carry exactly the same content. Where the target cannot hold a
 * value of the model, the writer drops it (or, for mandatory syntax elements, writes the value
 * EN 16931 implies) and `conversionLosses()` says so, in English and German, so that nothing is
 * lost silently: the CLI prints these notes, the API returns them, the UI shows them.
 */
import { writeCii } from './cii/write.ts';
import type { Invoice } from './model/invoice.ts';
import { allLines, hasSubLines, totalsCountTopLevelLinesOnly } from './model/lines.ts';
import type { Syntax } from './model/read-result.ts';
import type { ProfileId } from './profiles.ts';
import { PROFILES } from './profiles.ts';
import { isUblCreditNote, writeUbl } from './ubl/write.ts';

export interface ConversionNote {
  code:
    | 'PRECEDING_INVOICES_TRUNCATED'
    | 'THIRD_PARTY_PAYMENTS_DROPPED'
    | 'SUB_LINES_OMITTED'
    | 'VAT_TOTAL_IMPLIED'
    | 'DUE_DATE_DROPPED'
    | 'LINE_STATUS_DROPPED'
    | 'PROFILE_SUBSET';
  /** business terms / groups concerned */
  bt: string[];
  /** true when the output will not be a valid invoice because of it */
  invalidates: boolean;
  message: { en: string; de: string };
}

export function writeInvoice(invoice: Invoice, syntax: Syntax, profile?: ProfileId): string {
  return syntax === 'ubl' ? writeUbl(invoice, { profile }) : writeCii(invoice, { profile });
}

/** What writing `invoice` in `target` syntax (and profile) cannot keep. Empty when lossless. */
export function conversionLosses(invoice: Invoice, target: Syntax, profile?: ProfileId): ConversionNote[] {
  const notes: ConversionNote[] = [];
  if (target === 'cii') {
    if (invoice.precedingInvoices.length > 1) {
      const n = invoice.precedingInvoices.length - 1;
      notes.push({
        code: 'PRECEDING_INVOICES_TRUNCATED',
        bt: ['BG-3', 'BT-25', 'BT-26'],
        invalidates: false,
        message: {
          en: `CII carries only one preceding invoice reference: ${n} further reference(s) omitted.`,
          de: `CII kann nur einen Verweis auf eine vorausgegangene Rechnung enthalten: ${n} weitere(r) Verweis(e) entfallen.`,
        },
      });
    }
    if (invoice.thirdPartyPayments.length > 0) {
      notes.push({
        code: 'THIRD_PARTY_PAYMENTS_DROPPED',
        bt: ['BG-DEX-09'],
        invalidates: true,
        message: {
          en: 'Third-party payments (XRechnung Extension) exist only in UBL: CII cannot carry them, and the amount due then no longer matches the totals (BR-CO-16). Convert to UBL instead.',
          de: 'Drittzahlungen (XRechnung-Extension) gibt es nur in UBL: CII kann sie nicht abbilden, und der Zahlbetrag passt dann nicht mehr zu den Summen (BR-CO-16). Bitte nach UBL konvertieren.',
        },
      });
    }
    const level = profile ? PROFILES[profile].level : 'extended';
    if (hasSubLines(invoice) && (level !== 'extended' || totalsCountTopLevelLinesOnly(invoice))) {
      const n = allLines(invoice.lines).length - invoice.lines.length;
      notes.push({
        code: 'SUB_LINES_OMITTED',
        bt: ['BG-DEX-01'],
        invalidates: false,
        message: {
          en: `XRechnung CII does not support sub-lines: ${n} sub-line(s) omitted; their amounts remain in their parent lines.`,
          de: `XRechnung-CII unterstützt keine Unterpositionen: ${n} Unterposition(en) entfallen; ihre Beträge bleiben in den übergeordneten Positionen enthalten.`,
        },
      });
    }
  }
  if (target === 'ubl') {
    if (invoice.totals.vatTotal === undefined && invoice.vatBreakdown.length > 0) {
      notes.push({
        code: 'VAT_TOTAL_IMPLIED',
        bt: ['BT-110'],
        invalidates: false,
        message: {
          en: 'UBL requires the invoice total VAT amount (BT-110): it is written as the sum of the VAT breakdown.',
          de: 'UBL verlangt den Gesamtbetrag der Umsatzsteuer (BT-110): er wird als Summe der Umsatzsteueraufschlüsselung geschrieben.',
        },
      });
    }
    if (allLines(invoice.lines).some((l) => l.lineStatusReasonCode !== undefined)) {
      notes.push({
        code: 'LINE_STATUS_DROPPED',
        bt: ['BG-25'],
        invalidates: false,
        message: {
          en: 'The CII line status reason code has no UBL equivalent and is omitted.',
          de: 'Der CII-Positionsstatus hat in UBL keine Entsprechung und entfällt.',
        },
      });
    }
    if (isUblCreditNote(invoice.typeCode)) {
      if (invoice.thirdPartyPayments.length > 0) {
        notes.push({
          code: 'THIRD_PARTY_PAYMENTS_DROPPED',
          bt: ['BG-DEX-09'],
          invalidates: true,
          message: {
            en: 'A UBL credit note cannot carry third-party payments (XRechnung Extension).',
            de: 'Eine UBL-Gutschrift kann keine Drittzahlungen (XRechnung-Extension) enthalten.',
          },
        });
      }
      if (invoice.dueDate !== undefined && invoice.paymentInstructions === undefined) {
        notes.push({
          code: 'DUE_DATE_DROPPED',
          bt: ['BT-9'],
          invalidates: false,
          message: {
            en: 'A UBL credit note holds the due date (BT-9) only with payment instructions: it is omitted.',
            de: 'Eine UBL-Gutschrift enthält das Fälligkeitsdatum (BT-9) nur zusammen mit Zahlungsanweisungen: es entfällt.',
          },
        });
      }
    }
  }
  if (profile && PROFILES[profile].level !== 'en16931' && PROFILES[profile].level !== 'extended') {
    notes.push({
      code: 'PROFILE_SUBSET',
      bt: [],
      invalidates: false,
      message: {
        en: `The ${PROFILES[profile].label} profile carries only part of the invoice; the rest is omitted.`,
        de: `Das Profil ${PROFILES[profile].label} enthält nur einen Teil der Rechnung; der Rest entfällt.`,
      },
    });
  }
  return notes;
}
