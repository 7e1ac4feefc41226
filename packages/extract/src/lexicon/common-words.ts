/** Language-neutral words of the per-language word lists (EU law references, symbols). */

import type { Words } from './words.ts';

export const COMMON_WORDS: Words = {
  /** Art. 138 of the VAT directive 2006/112/EC */
  intraCommunityNote: /art(?:icle)?\.?\s*138\b/,
  formPosHead: /#|id/,
  nameWrapWord: /&|\+/,
  /** currency and multiplication sign after a number: no town */
  notTownWord: /eur|x/,
  /** Spanish ("autofactura") */
  selfBilled: /autofactura/,
};
