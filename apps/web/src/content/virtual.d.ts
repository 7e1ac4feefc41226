// The modules content-plugin.ts generates from the Markdown files.
declare module 'virtual:content' {
  import type { BlogMeta } from './types.ts';
  /** Every article in every language (front matter + computed reading time). */
  export const blogIndex: BlogMeta[];
  /** Keys of every content file: blog/{lang}/{slug}, faq/{lang}, changelog/{lang}, legal/{lang}/{page}. */
  export const contentKeys: string[];
  /** The parsed file, or undefined when it does not exist. */
  export function loadContent(key: string): Promise<unknown>;
}
