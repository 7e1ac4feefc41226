import type { XmlElement } from '../xml/parse.ts';

/**
 * A per-document memo holding only the last document: `get`/`set` like a WeakMap keyed by an
 * element of the tree. Not a WeakMap: the young-generation collector keeps WeakMap values (and
 * through them whole trees, attachments included) alive until a full collection, so a batch of
 * validations piled up hundreds of megabytes; one entry keeps at most one document alive.
 */
export class LastMemo<T> {
  #key: XmlElement | undefined;
  #value: T | undefined;

  get(key: XmlElement): T | undefined {
    return key === this.#key ? this.#value : undefined;
  }

  set(key: XmlElement, value: T): this {
    this.#key = key;
    this.#value = value;
    return this;
  }
}
