import { useLoaderData } from 'react-router';
import type { ContentData } from './types.ts';

/** The loader data of a content page, narrowed to its kind (null: the file does not exist). */
export function useContent<K extends ContentData['kind']>(kind: K): Extract<ContentData, { kind: K }> | null {
  const data = useLoaderData() as ContentData | null | undefined;
  return data && data.kind === kind ? (data as Extract<ContentData, { kind: K }>) : null;
}
