// Live validation of the edited invoice with the same rules as the server (einvoice), debounced.
import { type Invoice, type Report, type ScenarioId, validateModel } from '@ic/einvoice';
import { useEffect, useState } from 'react';

export function runValidation(invoice: Invoice, scenario: ScenarioId): Report {
  return validateModel(invoice, { scenario });
}

export function useValidation(invoice: Invoice | undefined, scenario: ScenarioId, delayMs = 250) {
  const [report, setReport] = useState<Report | undefined>(() =>
    invoice ? runValidation(invoice, scenario) : undefined,
  );
  const [pending, setPending] = useState(false);
  useEffect(() => {
    if (!invoice) {
      setReport(undefined);
      return;
    }
    setPending(true);
    const timer = setTimeout(() => {
      setReport(runValidation(invoice, scenario));
      setPending(false);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [invoice, scenario, delayMs]);
  return { report, pending };
}
