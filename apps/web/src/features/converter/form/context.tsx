// What every field of the review form needs: the model, a setter by path, extraction confidence,
// the messages at each field, and the PDF-source highlight.
import type { Invoice } from '@ic/einvoice';
import { createContext, useContext } from 'react';
import type { FieldInfo } from '../api.ts';
import type { SectionsState } from './useSections.ts';

export interface FieldMessage {
  level: 'error' | 'warning';
  text: string;
  /** rule id (BR-DE-15) or the local check name */
  id: string;
}

export interface FormContextValue {
  invoice: Invoice;
  /** the invoice with computed totals, as it will be generated */
  computed: Invoice;
  lang: 'en' | 'de';
  /** the target profile is an XRechnung one: German rules and their required marks apply */
  xrechnung: boolean;
  set: (path: string, value: unknown) => void;
  /** replaces the invoice (add/remove rows) */
  update: (f: (inv: Invoice) => Invoice) => void;
  fields: Record<string, FieldInfo>;
  messages: Map<string, FieldMessage[]>;
  showSource: (path: string) => void;
  autoVat: boolean;
  setAutoVat: (v: boolean) => void;
  expanded: Set<number>;
  toggleLine: (i: number, open?: boolean) => void;
  /** collapsible sections (without it every section is shown open) */
  sections?: SectionsState;
}

export const FormContext = createContext<FormContextValue | null>(null);

export function useForm(): FormContextValue {
  const ctx = useContext(FormContext);
  if (!ctx) throw new Error('useForm outside the review form');
  return ctx;
}
