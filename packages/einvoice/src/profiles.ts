/**
 * Output profiles: which specification identifier (BT-24) a writer puts in the document and
 * which content the profile allows. Factur-X / ZUGFeRD profiles exist in CII only.
 */
import {
  EN16931,
  FACTURX_BASIC,
  FACTURX_BASIC_WL,
  FACTURX_EXTENDED,
  FACTURX_MINIMUM,
  PEPPOL_BIS_3,
  XRECHNUNG_3_CIUS,
  XRECHNUNG_3_EXTENSION,
  XRECHNUNG_CVD,
} from './model/invoice.ts';
import type { Syntax } from './model/read-result.ts';

export type ProfileId =
  | 'xrechnung'
  | 'xrechnung-extension'
  | 'xrechnung-cvd'
  | 'en16931'
  | 'peppol'
  | 'facturx-minimum'
  | 'facturx-basicwl'
  | 'facturx-basic'
  | 'facturx-en16931'
  | 'facturx-extended'
  | 'facturx-xrechnung';

/** How much of the model a profile carries (Factur-X levels; the others are full EN 16931). */
export type ProfileLevel = 'minimum' | 'basicwl' | 'basic' | 'en16931' | 'extended';

export interface Profile {
  id: ProfileId;
  label: string;
  specificationIdentifier: string;
  syntaxes: Syntax[];
  level: ProfileLevel;
  /** name of the embedded file in a hybrid PDF (Factur-X profiles) */
  attachmentName?: 'factur-x.xml' | 'xrechnung.xml';
  /** Factur-X XMP ConformanceLevel */
  facturxConformance?: 'MINIMUM' | 'BASIC WL' | 'BASIC' | 'EN 16931' | 'EXTENDED' | 'XRECHNUNG';
}

export const PROFILES: Record<ProfileId, Profile> = {
  xrechnung: {
    id: 'xrechnung',
    label: 'XRechnung 3.0',
    specificationIdentifier: XRECHNUNG_3_CIUS,
    syntaxes: ['ubl', 'cii'],
    level: 'en16931',
  },
  'xrechnung-extension': {
    id: 'xrechnung-extension',
    label: 'XRechnung 3.0 Extension',
    specificationIdentifier: XRECHNUNG_3_EXTENSION,
    syntaxes: ['ubl', 'cii'],
    level: 'extended',
  },
  'xrechnung-cvd': {
    id: 'xrechnung-cvd',
    label: 'XRechnung CVD',
    specificationIdentifier: XRECHNUNG_CVD,
    syntaxes: ['ubl', 'cii'],
    level: 'en16931',
  },
  en16931: {
    id: 'en16931',
    label: 'EN 16931',
    specificationIdentifier: EN16931,
    syntaxes: ['ubl', 'cii'],
    level: 'en16931',
  },
  peppol: {
    id: 'peppol',
    label: 'Peppol BIS Billing 3.0',
    specificationIdentifier: PEPPOL_BIS_3,
    syntaxes: ['ubl', 'cii'],
    level: 'en16931',
  },
  'facturx-minimum': {
    id: 'facturx-minimum',
    label: 'Factur-X / ZUGFeRD MINIMUM',
    specificationIdentifier: FACTURX_MINIMUM,
    syntaxes: ['cii'],
    level: 'minimum',
    attachmentName: 'factur-x.xml',
    facturxConformance: 'MINIMUM',
  },
  'facturx-basicwl': {
    id: 'facturx-basicwl',
    label: 'Factur-X / ZUGFeRD BASIC WL',
    specificationIdentifier: FACTURX_BASIC_WL,
    syntaxes: ['cii'],
    level: 'basicwl',
    attachmentName: 'factur-x.xml',
    facturxConformance: 'BASIC WL',
  },
  'facturx-basic': {
    id: 'facturx-basic',
    label: 'Factur-X / ZUGFeRD BASIC',
    specificationIdentifier: FACTURX_BASIC,
    syntaxes: ['cii'],
    level: 'basic',
    attachmentName: 'factur-x.xml',
    facturxConformance: 'BASIC',
  },
  'facturx-en16931': {
    id: 'facturx-en16931',
    label: 'Factur-X / ZUGFeRD EN 16931 (COMFORT)',
    specificationIdentifier: EN16931,
    syntaxes: ['cii'],
    level: 'en16931',
    attachmentName: 'factur-x.xml',
    facturxConformance: 'EN 16931',
  },
  'facturx-extended': {
    id: 'facturx-extended',
    label: 'Factur-X / ZUGFeRD EXTENDED',
    specificationIdentifier: FACTURX_EXTENDED,
    syntaxes: ['cii'],
    level: 'extended',
    attachmentName: 'factur-x.xml',
    facturxConformance: 'EXTENDED',
  },
  'facturx-xrechnung': {
    id: 'facturx-xrechnung',
    label: 'ZUGFeRD XRECHNUNG',
    specificationIdentifier: XRECHNUNG_3_CIUS,
    syntaxes: ['cii'],
    level: 'en16931',
    attachmentName: 'xrechnung.xml',
    facturxConformance: 'XRECHNUNG',
  },
};

/** The profile a specification identifier (BT-24) names, if any (XRechnung/EN 16931 first). */
export function profileForSpecificationIdentifier(id: string): Profile | undefined {
  const order: ProfileId[] = [
    'xrechnung',
    'xrechnung-extension',
    'xrechnung-cvd',
    'en16931',
    'peppol',
    'facturx-minimum',
    'facturx-basicwl',
    'facturx-basic',
    'facturx-extended',
  ];
  return order.map((p) => PROFILES[p]).find((p) => p.specificationIdentifier === id.trim());
}
