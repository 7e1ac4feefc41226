// The sections of the review form: invoice information, seller, buyer, delivery, payment, tax,
// totals, line items, notes, other. Each field is bound to its model path.
import { codelists, emptyLine, type Invoice, type VatBreakdown } from '@ic/einvoice';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format.ts';
import { CONVERTER_NS } from '../i18n.ts';
import { totalsDiff } from '../model.ts';
import { fieldId } from '../path.ts';
import { useForm } from './context.tsx';
import { ElectronicAddressField } from './ElectronicAddress.tsx';
import { AmountOut, CountryField, SelectField, TextField } from './fields.tsx';
import { UnitPicker } from './UnitPicker.tsx';

/** Invoice type codes offered (product spec §3). */
export const TYPE_CODES = [
  '380',
  '381',
  '383',
  '384',
  '386',
  '326',
  '325',
  '387',
  '388',
  '389',
  '393',
  '394',
  '575',
  '623',
  '780',
  '875',
  '876',
  '877',
  '935',
];

export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const { t } = useTranslation(CONVERTER_NS);
  const { sections } = useForm();
  const open = sections ? sections.isOpen(id) : true;
  const count = sections?.counts.get(id);
  const bodyId = `section-body-${id}`;
  return (
    <section
      className={`cv-section${open ? '' : ' cv-section-closed'}`}
      aria-labelledby={`sec-${id}`}
      id={`section-${id}`}
      data-section={id}
    >
      <h2 id={`sec-${id}`} className="cv-section-title">
        {sections ? (
          <button
            type="button"
            className="cv-section-toggle"
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() => sections.toggle(id)}
          >
            <span className="cv-section-chevron" aria-hidden="true" />
            <span>{title}</span>
            {count ? (
              <span className="cv-section-count" data-testid="section-count">
                {[
                  count.error ? t('review.errors', { count: count.error }) : '',
                  count.warning ? t('review.warnings', { count: count.warning }) : '',
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            ) : null}
          </button>
        ) : (
          title
        )}
      </h2>
      <div className="cv-grid" id={bodyId} hidden={!open}>
        {children}
      </div>
    </section>
  );
}

export function InvoiceSection() {
  const { t } = useTranslation(CONVERTER_NS);
  const { lang } = useForm();
  const typeOptions = TYPE_CODES.map((code) => ({
    code,
    label: codelists.label('documentType', code, lang),
  }));
  const currencies = codelists.listEntries('currency', lang);
  return (
    <Section id="invoice" title={t('sections.invoice')}>
      <TextField path="number" label={t('fields.number')} required emptyAs="" />
      <TextField
        path="issueDate"
        label={t('fields.issueDate')}
        required
        type="date"
        check="date"
        emptyAs=""
      />
      <SelectField path="typeCode" label={t('fields.typeCode')} required options={typeOptions} emptyAs="" />
      <SelectField path="currency" label={t('fields.currency')} required options={currencies} emptyAs="" />
      <TextField path="dueDate" label={t('fields.dueDate')} type="date" check="date" />
      <TextField
        path="delivery.actualDeliveryDate"
        label={t('fields.actualDeliveryDate')}
        type="date"
        check="date"
      />
      <TextField
        path="buyerReference"
        label={t('fields.buyerReference')}
        check="leitweg"
        hint={t('fields.buyerReferenceHint')}
        wide
      />
      <TextField path="purchaseOrderReference" label={t('fields.purchaseOrderReference')} />
      <TextField path="contractReference" label={t('fields.contractReference')} />
      <TextField
        path="invoicingPeriod.startDate"
        label={t('fields.invoicingPeriodStart')}
        type="date"
        check="date"
      />
      <TextField
        path="invoicingPeriod.endDate"
        label={t('fields.invoicingPeriodEnd')}
        type="date"
        check="date"
      />
    </Section>
  );
}

function PartyFields({ party }: { party: 'seller' | 'buyer' }) {
  const { t } = useTranslation(CONVERTER_NS);
  const { xrechnung } = useForm();
  // BR-DE-2 (seller contact) is an XRechnung rule: marked only when the target is XRechnung
  const seller = party === 'seller' && xrechnung;
  return (
    <>
      <TextField path={`${party}.name`} label={t('fields.name')} required emptyAs="" wide />
      <TextField path={`${party}.address.line1`} label={t('fields.street')} required={seller} />
      <TextField path={`${party}.address.line2`} label={t('fields.line2')} />
      {/* BR-DE-3/4 (seller), BR-DE-8/9 (buyer): XRechnung rules, EN 16931 does not demand them */}
      <TextField path={`${party}.address.postalCode`} label={t('fields.postalCode')} required={xrechnung} />
      <TextField path={`${party}.address.city`} label={t('fields.city')} required={xrechnung} />
      <CountryField path={`${party}.address.countryCode`} label={t('fields.countryCode')} required />
      <TextField path={`${party}.vatId`} label={t('fields.vatId')} />
      <ElectronicAddressField party={party} />
      <TextField path={`${party}.contact.name`} label={t('fields.contactName')} required={seller} />
      <TextField
        path={`${party}.contact.telephone`}
        label={t('fields.telephone')}
        required={seller}
        type="tel"
        check="phone"
      />
      <TextField
        path={`${party}.contact.email`}
        label={t('fields.email')}
        required={seller}
        type="email"
        check="email"
      />
    </>
  );
}

export function SellerSection() {
  const { t } = useTranslation(CONVERTER_NS);
  return (
    <Section id="seller" title={t('sections.seller')}>
      <PartyFields party="seller" />
      <TextField path="seller.taxRegistrationId" label={t('fields.taxRegistrationId')} />
      <SellerIdentifiers />
      <TextField path="seller.additionalLegalInfo" label={t('fields.additionalLegalInfo')} />
    </Section>
  );
}

/** BT-29 seller identifier and BT-30 legal registration id, each with its ICD scheme (BR-CO-26). */
function SellerIdentifiers() {
  const { t } = useTranslation(CONVERTER_NS);
  const { lang } = useForm();
  const icd = codelists.listEntries('icd', lang, { common: true });
  return (
    <>
      <TextField
        path="seller.identifiers[0].value"
        label={t('fields.sellerIdentifier')}
        hint={t('fields.sellerIdentifierHint')}
      />
      <SelectField path="seller.identifiers[0].schemeId" label={t('fields.identifierScheme')} options={icd} />
      <TextField path="seller.legalRegistrationId.value" label={t('fields.legalRegistrationId')} />
      <SelectField
        path="seller.legalRegistrationId.schemeId"
        label={t('fields.identifierScheme')}
        options={icd}
      />
    </>
  );
}

export function BuyerSection() {
  const { t } = useTranslation(CONVERTER_NS);
  return (
    <Section id="buyer" title={t('sections.buyer')}>
      <PartyFields party="buyer" />
    </Section>
  );
}

export function DeliverySection() {
  const { t } = useTranslation(CONVERTER_NS);
  return (
    <Section id="delivery" title={t('sections.delivery')}>
      <TextField path="delivery.partyName" label={t('fields.deliveryName')} wide />
      <TextField path="delivery.address.line1" label={t('fields.street')} />
      <TextField path="delivery.address.postalCode" label={t('fields.postalCode')} />
      <TextField path="delivery.address.city" label={t('fields.city')} />
      <CountryField path="delivery.address.countryCode" label={t('fields.countryCode')} />
    </Section>
  );
}

/** UNTDID 4461 codes that mean a payment card (BG-18) or a direct debit (BG-19). */
const CARD_MEANS = new Set(['48', '54', '55']);
const DEBIT_MEANS = new Set(['49', '59']);

/** Card (BG-18) and direct-debit (BG-19) fields (the rule for when: `paymentExtras` in model.ts). */
function PaymentExtras({ pi }: { pi: Invoice['paymentInstructions'] }) {
  const { t } = useTranslation(CONVERTER_NS);
  // shown for the means that need them, and whenever present (BR-DE-23-b: removable)
  const card = CARD_MEANS.has(pi?.typeCode ?? '') || pi?.card !== undefined;
  const debit = DEBIT_MEANS.has(pi?.typeCode ?? '') || pi?.directDebit !== undefined;
  return (
    <>
      {card ? (
        <>
          <TextField
            path="paymentInstructions.card.accountNumber"
            label={t('fields.cardNumber')}
            hint={t('fields.cardNumberHint')}
          />
          <TextField path="paymentInstructions.card.holderName" label={t('fields.cardHolder')} />
        </>
      ) : null}
      {debit ? (
        <>
          <TextField
            path="paymentInstructions.directDebit.mandateReference"
            label={t('fields.mandateReference')}
          />
          <TextField path="paymentInstructions.directDebit.creditorId" label={t('fields.creditorId')} />
          <TextField
            path="paymentInstructions.directDebit.debitedAccountId"
            label={t('fields.debitedAccount')}
            check="iban"
          />
        </>
      ) : null}
    </>
  );
}

export function PaymentSection() {
  const { t } = useTranslation(CONVERTER_NS);
  const { lang, invoice, update } = useForm();
  const means = codelists.listEntries('paymentMeans', lang, { common: true });
  // BG-16 needs a type code before any account can be written: make the group on first input
  const ensure = () => {
    if (!invoice.paymentInstructions)
      update((inv) => ({ ...inv, paymentInstructions: { typeCode: '58', creditTransfers: [] } }));
  };
  return (
    <Section id="payment" title={t('sections.payment')}>
      <SelectField
        path="paymentInstructions.typeCode"
        label={t('fields.paymentMeans')}
        required
        options={means}
      />
      <div className="cv-field-group" onFocusCapture={ensure}>
        <TextField
          path="paymentInstructions.creditTransfers[0].accountId"
          label={t('fields.iban')}
          check="iban"
        />
      </div>
      <TextField
        path="paymentInstructions.creditTransfers[0].providerId"
        label={t('fields.bic')}
        check="bic"
      />
      <TextField path="paymentInstructions.creditTransfers[0].accountName" label={t('fields.accountName')} />
      <TextField path="paymentInstructions.remittanceInformation" label={t('fields.remittance')} />
      <PaymentExtras pi={invoice.paymentInstructions} />
      <TextField path="paymentTerms" label={t('fields.paymentTerms')} multiline />
    </Section>
  );
}

export function TaxSection() {
  const { t } = useTranslation(CONVERTER_NS);
  const { lang, computed, autoVat, setAutoVat, update } = useForm();
  const categories = codelists.listEntries('vatCategory', lang);
  const vatex = codelists.listEntries('vatex', lang);
  const rows = computed.vatBreakdown;
  const addRow = () =>
    update((inv) => ({
      ...inv,
      vatBreakdown: [
        ...inv.vatBreakdown,
        { categoryCode: 'S', rate: '19', taxableAmount: '0.00', taxAmount: '0.00' },
      ],
    }));
  const removeRow = (i: number) =>
    update((inv) => ({ ...inv, vatBreakdown: inv.vatBreakdown.filter((_, j) => j !== i) }));
  return (
    <Section id="tax" title={t('sections.tax')}>
      <label className="cv-check cv-field-wide">
        <input
          type="checkbox"
          checked={autoVat}
          onChange={(e) => {
            const on = e.currentTarget.checked;
            // switching to manual: start from the computed rows
            if (!on) update((inv) => ({ ...inv, vatBreakdown: computed.vatBreakdown }));
            setAutoVat(on);
          }}
        />
        {t('fields.autoVat')}
      </label>
      {rows.map((row: VatBreakdown, i) => {
        const info = codelists.vatCategoryInfo(row.categoryCode);
        const needsReason = info?.exemptionReason === 'required' || info?.exemptionReason === 'optional';
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their position
          <fieldset key={i} className="cv-row cv-field-wide">
            <legend>
              {row.categoryCode} {row.rate !== undefined ? `${row.rate} %` : ''}
            </legend>
            <div className="cv-grid">
              {autoVat ? (
                <TextField
                  path={`vatBreakdown[${i}].categoryCode`}
                  label={t('fields.category')}
                  readOnly
                  display={`${codelists.label('vatCategory', row.categoryCode, lang)} (${row.categoryCode})`}
                />
              ) : (
                <SelectField
                  path={`vatBreakdown[${i}].categoryCode`}
                  label={t('fields.category')}
                  options={categories}
                  required
                  emptyAs=""
                />
              )}
              <TextField
                path={`vatBreakdown[${i}].rate`}
                label={t('fields.rate')}
                check="rate"
                readOnly={autoVat}
                display={autoVat ? (row.rate ?? '') : undefined}
              />
              <TextField
                path={`vatBreakdown[${i}].taxableAmount`}
                label={t('fields.taxableAmount')}
                check="amount"
                emptyAs=""
                readOnly={autoVat}
                display={autoVat ? row.taxableAmount : undefined}
              />
              <TextField
                path={`vatBreakdown[${i}].taxAmount`}
                label={t('fields.taxAmount')}
                check="amount"
                emptyAs=""
                readOnly={autoVat}
                display={autoVat ? row.taxAmount : undefined}
              />
              {needsReason ? (
                <>
                  <TextField
                    path={`vatBreakdown[${i}].exemptionReason`}
                    label={t('fields.exemptionReason')}
                    required={info?.exemptionReason === 'required' && !row.exemptionReasonCode}
                    display={autoVat ? (row.exemptionReason ?? '') : undefined}
                  />
                  <SelectField
                    path={`vatBreakdown[${i}].exemptionReasonCode`}
                    label={t('fields.exemptionReasonCode')}
                    options={vatex}
                  />
                </>
              ) : null}
            </div>
            {!autoVat ? (
              <button type="button" className="btn btn-secondary btn-small" onClick={() => removeRow(i)}>
                {t('fields.removeVatRow')}
              </button>
            ) : null}
          </fieldset>
        );
      })}
      {!autoVat ? (
        <p className="cv-field-wide">
          <button
            type="button"
            className="btn btn-secondary btn-small"
            onClick={addRow}
            id={fieldId('vatBreakdown')}
          >
            + {t('fields.addVatRow')}
          </button>
        </p>
      ) : null}
    </Section>
  );
}

export function TotalsSection({ extracted }: { extracted: Invoice | undefined }) {
  const { t } = useTranslation(CONVERTER_NS);
  const { computed, lang } = useForm();
  const diff = totalsDiff(extracted, computed);
  const money = (v: string) => formatMoney(v as `${number}`, lang, computed.currency || 'EUR');
  return (
    <Section id="totals" title={t('sections.totals')}>
      {diff.length ? (
        <div className="cv-notice cv-notice-warning cv-field-wide" role="status">
          <p>{t('fields.totalsDiffer')}</p>
          <ul>
            {diff.map((d) => (
              <li key={d.key}>
                {t('fields.totalsDifferItem', {
                  field: t(`fields.${d.key}`),
                  found: money(d.found),
                  expected: money(d.expected),
                })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <AmountOut
        path="totals.lineNetTotal"
        label={t('fields.lineNetTotal')}
        value={computed.totals.lineNetTotal}
      />
      {computed.totals.allowanceTotal !== undefined ? (
        <AmountOut
          path="totals.allowanceTotal"
          label={t('fields.allowanceTotal')}
          value={computed.totals.allowanceTotal}
        />
      ) : null}
      {computed.totals.chargeTotal !== undefined ? (
        <AmountOut
          path="totals.chargeTotal"
          label={t('fields.chargeTotal')}
          value={computed.totals.chargeTotal}
        />
      ) : null}
      <AmountOut
        path="totals.taxExclusive"
        label={t('fields.taxExclusive')}
        value={computed.totals.taxExclusive}
      />
      <AmountOut path="totals.vatTotal" label={t('fields.vatTotal')} value={computed.totals.vatTotal} />
      <AmountOut
        path="totals.taxInclusive"
        label={t('fields.taxInclusive')}
        value={computed.totals.taxInclusive}
      />
      <TextField path="totals.paidAmount" label={t('fields.paidAmount')} check="amount" />
      <AmountOut path="totals.amountDue" label={t('fields.amountDue')} value={computed.totals.amountDue} />
    </Section>
  );
}

export function LinesSection() {
  const { t } = useTranslation(CONVERTER_NS);
  const { invoice, computed, update, lang, expanded, toggleLine, messages } = useForm();
  const categories = codelists.listEntries('vatCategory', lang);
  const addLine = () => {
    const ids = invoice.lines.map((l) => Number(l.id)).filter((n) => Number.isFinite(n));
    const id = String((ids.length ? Math.max(...ids) : 0) + 1);
    update((inv) => ({ ...inv, lines: [...inv.lines, emptyLine(id)] }));
    toggleLine(invoice.lines.length, true);
  };
  const removeLine = (i: number) => update((inv) => ({ ...inv, lines: inv.lines.filter((_, j) => j !== i) }));
  const allOpen = invoice.lines.length > 0 && invoice.lines.every((_, i) => expanded.has(i));
  return (
    <Section id="lines" title={t('sections.lines')}>
      {invoice.lines.length > 1 ? (
        <p className="cv-field-wide cv-line-tools">
          <button
            type="button"
            className="btn btn-secondary btn-small"
            onClick={() => {
              for (let i = 0; i < invoice.lines.length; i++) toggleLine(i, !allOpen);
            }}
          >
            {allOpen ? t('fields.collapseAll') : t('fields.expandAll')}
          </button>
        </p>
      ) : null}
      {invoice.lines.map((line, i) => {
        const open = expanded.has(i);
        const net = computed.lines[i]?.netAmount ?? line.netAmount;
        const hasError = [...messages.keys()].some(
          (k) => k.startsWith(`lines[${i}].`) && messages.get(k)?.some((m) => m.level === 'error'),
        );
        const info = codelists.vatCategoryInfo(line.vatCategoryCode);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines are edited in place; the index is the identity
          <fieldset key={i} className={`cv-line cv-field-wide${hasError ? ' cv-line-error' : ''}`}>
            <legend className="cv-line-head">
              <button
                type="button"
                className="cv-line-toggle"
                aria-expanded={open}
                aria-controls={`line-details-${i}`}
                aria-label={t(open ? 'fields.collapse' : 'fields.expand', { id: line.id })}
                onClick={() => toggleLine(i)}
              >
                <span aria-hidden="true" className="cv-caret">
                  {open ? '▾' : '▸'}
                </span>
              </button>
              <span className="cv-line-title">
                {t('fields.line', { id: line.id })}
                {line.item.name ? ` · ${line.item.name}` : ''}
              </span>
              <span className="cv-line-net">
                {formatMoney(net as `${number}`, lang, invoice.currency || 'EUR')}
              </span>
            </legend>
            <div className="cv-grid">
              <TextField
                path={`lines[${i}].item.name`}
                label={t('fields.itemName')}
                required
                emptyAs=""
                wide
              />
              <TextField
                path={`lines[${i}].quantity`}
                label={t('fields.quantity')}
                check="amount"
                required
                emptyAs=""
              />
              <UnitPicker path={`lines[${i}].unitCode`} />
              <TextField
                path={`lines[${i}].price.netPrice`}
                label={t('fields.price')}
                check="amount"
                required
                emptyAs=""
              />
              <TextField
                path={`lines[${i}].vatRate`}
                label={t('fields.lineVatRate')}
                check="rate"
                required={info?.rate === 'positive'}
              />
              <AmountOut path={`lines[${i}].netAmount`} label={t('fields.netAmount')} value={net} />
            </div>
            <div id={`line-details-${i}`} hidden={!open} className="cv-grid cv-line-details">
              {open ? (
                <>
                  <SelectField
                    path={`lines[${i}].vatCategoryCode`}
                    label={t('fields.lineVatCategory')}
                    options={categories}
                    required
                    emptyAs=""
                  />
                  <TextField path={`lines[${i}].id`} label={t('fields.lineId')} required emptyAs="" />
                  <TextField path={`lines[${i}].item.sellerId`} label={t('fields.articleNumber')} />
                  <TextField
                    path={`lines[${i}].item.description`}
                    label={t('fields.description')}
                    multiline
                  />
                  <TextField path={`lines[${i}].note`} label={t('fields.lineNote')} multiline />
                  <p className="cv-field-wide">
                    <button
                      type="button"
                      className="btn btn-secondary btn-small"
                      onClick={() => removeLine(i)}
                    >
                      {t('fields.removeLine')}
                    </button>
                  </p>
                </>
              ) : null}
            </div>
          </fieldset>
        );
      })}
      <p className="cv-field-wide">
        <button type="button" className="btn btn-secondary" onClick={addLine} id={fieldId('lines')}>
          + {t('fields.addLine')}
        </button>
      </p>
    </Section>
  );
}

export function NotesSection() {
  const { t } = useTranslation(CONVERTER_NS);
  const { invoice, update } = useForm();
  return (
    <Section id="notes" title={t('sections.notes')}>
      {invoice.notes.map((_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: notes are edited in place
        <div key={i} className="cv-field-wide cv-note">
          <TextField path={`notes[${i}].text`} label={t('fields.note')} multiline emptyAs="" />
          <button
            type="button"
            className="btn btn-secondary btn-small"
            onClick={() => update((inv) => ({ ...inv, notes: inv.notes.filter((__, j) => j !== i) }))}
          >
            {t('fields.removeNote')}
          </button>
        </div>
      ))}
      <p className="cv-field-wide">
        <button
          type="button"
          className="btn btn-secondary btn-small"
          onClick={() => update((inv) => ({ ...inv, notes: [...inv.notes, { text: '' }] }))}
        >
          + {t('fields.addNote')}
        </button>
      </p>
    </Section>
  );
}

export function OtherSection() {
  const { t } = useTranslation(CONVERTER_NS);
  return (
    <Section id="other" title={t('sections.other')}>
      <TextField path="projectReference" label={t('fields.projectReference')} />
      <TextField path="buyerAccountingReference" label={t('fields.buyerAccountingReference')} />
      <TextField path="precedingInvoices[0].number" label={t('fields.precedingInvoice')} />
      <TextField
        path="precedingInvoices[0].issueDate"
        label={t('fields.precedingInvoiceDate')}
        type="date"
        check="date"
      />
      <TextField
        path="processControl.businessProcessType"
        label={t('fields.businessProcessType')}
        hint={t('fields.businessProcessTypeHint')}
        wide
      />
      <TextField
        path="processControl.specificationIdentifier"
        label={t('fields.specificationIdentifier')}
        readOnly
        wide
      />
    </Section>
  );
}
