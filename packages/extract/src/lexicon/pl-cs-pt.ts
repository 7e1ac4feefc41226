/** Polish, Czech and Portuguese words of item tables (blind25): whole column heads. */

import type { ColumnWords } from './columns.ts';

/**
 * Column heads of Polish ("Lp. | Nazwa towaru lub usługi | J.m. | Ilość | Cena netto | Wartość
 * netto | Stawka VAT"), Czech ("Označení dodávky | Množství | MJ | Cena za MJ | Celkem") and
 * Portuguese ("Descrição | Qtd. | Un. | Preço Unit. | IVA | Valor") item tables, matched whole.
 */
export const PL_CS_PT_COLUMNS: ColumnWords = {
  pos: 'lp\\.?',
  desc: 'nazwa(?:\\s+towaru(?:\\s+lub\\s+us[łl]ugi)?)?|ozna[čc]en[íi](?:\\s+dod[áa]vky)?|popis|descri[çc][ãa]o|designa[çc][ãa]o',
  qty: 'ilo[śs][ćc]|mno[žz]stv[íi]|po[čc]et|qtd\\.?|quantidade',
  unit: 'j\\.\\s?m\\.?|jm\\.?|mj|m\\.\\s?j\\.?|un\\.?|unid\\.?',
  price:
    'cena(?:\\s+(?:netto|jedn\\.?(?:\\s+netto)?|za\\s+mj|za\\s+jednotku))?|pre[çc]o(?:\\s+unit(?:[áa]rio|\\.)?)?',
  amount: 'warto[śs][ćc](?:\\s+netto)?|celkem(?:\\s+bez\\s+dph)?|valor(?:\\s+l[íi]quido)?',
  vat: 'stawka(?:\\s+vat)?|dph(?:\\s*%)?|sazba(?:\\s+dph)?',
};
