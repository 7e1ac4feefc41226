/**
 * Cases of the `dates` and `due-date` readers (readers/dates.ts) from several layouts and
 * languages: a label/value row, a title line with its date, a letter date in the header, English
 * and French labels, a due date after its label.
 */
import type { Row } from '../test-layout.ts';

export interface DatesCase {
  name: string;
  rows: Row[];
  /** month-first dates (an American document) */
  mdy?: boolean;
  issue: string | undefined;
  /** the labelled due date (undefined: none) */
  due: string | undefined;
}

export const DATES_CASES: DatesCase[] = [
  {
    name: 'German info block: Rechnungsdatum and Fälligkeitsdatum in two columns',
    rows: [
      [100, 340, 'Rechnungsdatum'],
      [100, 460, '15.11.2024'],
      [112, 340, 'Fälligkeitsdatum'],
      [112, 460, '15.12.2024'],
    ],
    issue: '2024-11-15',
    due: '2024-12-15',
  },
  {
    name: 'German title line with number and date',
    rows: [[140, 40, 'Rechnung Nr. 2024-117 vom 03.02.2025']],
    issue: '2025-02-03',
    due: undefined,
  },
  {
    name: 'German letter date in the header ("Berlin, 15.11.2024")',
    rows: [
      [60, 40, 'Beispiel AG'],
      [72, 40, 'Hauptstraße 12'],
      [84, 40, '10115 Berlin'],
      [100, 380, 'Berlin, 15.11.2024'],
      [140, 40, 'Rechnung Nr. 2024-117'],
    ],
    issue: '2024-11-15',
    due: undefined,
  },
  {
    name: 'English labels, written month',
    rows: [
      [100, 340, 'Invoice date:'],
      [100, 460, 'March 4, 2025'],
      [112, 340, 'Due date:'],
      [112, 460, 'April 3, 2025'],
    ],
    issue: '2025-03-04',
    due: '2025-04-03',
  },
  {
    name: 'American slashed dates, month first',
    rows: [
      [100, 340, 'Invoice Date'],
      [100, 460, '03/04/2025'],
      [112, 340, 'Due Date'],
      [112, 460, '04/03/2025'],
    ],
    mdy: true,
    issue: '2025-03-04',
    due: '2025-04-03',
  },
  {
    name: "French labels (Date de facture, Date d'échéance)",
    rows: [
      [100, 340, 'Date de facture :'],
      [100, 460, '15/11/2024'],
      [112, 340, "Date d'échéance :"],
      [112, 460, '15/12/2024'],
    ],
    issue: '2024-11-15',
    due: '2024-12-15',
  },
  // session 24: an ERP's "Fällig netto" (blind34 erp3), in a column of labels and over its date in a grid
  {
    name: 'German ERP info block: "Fällig netto" beside the date in a column of labels',
    rows: [
      [122, 310, 'Rechnungsnr.'],
      [122, 405, '96129290'],
      [134, 310, 'Rechnungsdatum'],
      [134, 405, '05.11.2026'],
      [146, 310, 'Fällig netto'],
      [146, 405, '05.12.2026'],
    ],
    issue: '2026-11-05',
    due: '2026-12-05',
  },
  {
    name: 'German head grid: "Belegdatum" and "Fällig netto" over their dates',
    rows: [
      [80, 50, 'Belegnummer'],
      [80, 200, 'Belegdatum'],
      [80, 350, 'Fällig netto'],
      [92, 50, 'RE-2026-0412'],
      [92, 200, '12.02.2026'],
      [92, 350, '14.03.2026'],
    ],
    issue: '2026-02-12',
    due: '2026-03-14',
  },
];
