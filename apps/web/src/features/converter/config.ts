// What each converter page produces.
import type { ProfileId, ScenarioId } from '@ic/einvoice';
import type { OutputFormat } from './api.ts';

export type Variant = 'ubl' | 'cii' | 'zugferd' | 'peppol';

export interface FlowConfig {
  variant: Variant;
  format: OutputFormat;
  /** profiles offered, the first is the default (chosen up front, at the start of the review) */
  profiles: Array<{ id: ProfileId; label: string; scenario: ScenarioId }>;
}

export const FLOWS: Record<Variant, FlowConfig> = {
  ubl: {
    variant: 'ubl',
    format: 'ubl',
    profiles: [
      { id: 'xrechnung', label: 'XRechnung 3.0', scenario: 'xrechnung' },
      { id: 'en16931', label: 'EN 16931', scenario: 'en16931' },
    ],
  },
  peppol: {
    variant: 'peppol',
    format: 'ubl',
    profiles: [
      { id: 'en16931', label: 'EN 16931', scenario: 'en16931' },
      { id: 'xrechnung', label: 'XRechnung 3.0', scenario: 'xrechnung' },
    ],
  },
  cii: {
    variant: 'cii',
    format: 'cii',
    profiles: [
      { id: 'xrechnung', label: 'XRechnung 3.0', scenario: 'xrechnung' },
      { id: 'en16931', label: 'EN 16931', scenario: 'en16931' },
    ],
  },
  zugferd: {
    variant: 'zugferd',
    format: 'zugferd',
    profiles: [
      { id: 'facturx-en16931', label: 'ZUGFeRD EN 16931 (COMFORT)', scenario: 'en16931' },
      { id: 'facturx-xrechnung', label: 'ZUGFeRD XRECHNUNG', scenario: 'xrechnung' },
    ],
  },
};
