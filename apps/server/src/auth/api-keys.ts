// API keys for API customers: "ic_" + 43 characters (32 random bytes, base64url). Only the
// sha256 of a key is stored, with a short prefix to recognise it; the key is shown once.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { ApiKeyInfo, CreateApiKeyResponse } from '@ic/einvoice';
import type { Db } from '../db/index.ts';
import { toIso, toMs } from '../db/time.ts';

export const API_KEY_PREFIX = 'ic_';
const PREFIX_LENGTH = API_KEY_PREFIX.length + 8;
/** At most this many active keys per user. */
export const MAX_API_KEYS = 20;
/** last_used_at is written at most this often per key. */
const TOUCH_INTERVAL_MS = 60_000;

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

export function looksLikeApiKey(value: string): boolean {
  return /^ic_[A-Za-z0-9_-]{43}$/.test(value);
}

export async function createApiKey(db: Db, userId: string, name: string): Promise<CreateApiKeyResponse> {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const id = randomUUID();
  const prefix = key.slice(0, PREFIX_LENGTH);
  await db
    .insertInto('api_keys')
    .values({ id, user_id: userId, name, prefix, hash: hashApiKey(key) })
    .execute();
  return { id, name, prefix, key };
}

export async function countActiveApiKeys(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('api_keys')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function listApiKeys(db: Db, userId: string): Promise<ApiKeyInfo[]> {
  const rows = await db
    .selectFrom('api_keys')
    .select(['id', 'name', 'prefix', 'created_at', 'last_used_at'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    prefix: r.prefix,
    createdAt: toIso(r.created_at) ?? '',
    lastUsedAt: toIso(r.last_used_at),
  }));
}

/** Revokes the user's key; false when there is no such active key of this user. */
export async function revokeApiKey(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db
    .updateTable('api_keys')
    .set({ revoked_at: new Date() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export interface ApiKeyOwner {
  keyId: string;
  hash: string;
  user: { id: string; email: string; name: string; lang: string };
}

/** The owner of an active key, or null. Notes the use (at most once a minute per key). */
export async function findApiKeyOwner(db: Db, key: string): Promise<ApiKeyOwner | null> {
  if (!looksLikeApiKey(key)) return null;
  const hash = hashApiKey(key);
  const row = await db
    .selectFrom('api_keys')
    .innerJoin('user', 'user.id', 'api_keys.user_id')
    .select([
      'api_keys.id as keyId',
      'api_keys.last_used_at',
      'user.id',
      'user.email',
      'user.name',
      'user.lang',
    ])
    .where('api_keys.hash', '=', hash)
    .where('api_keys.revoked_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  const last = toMs(row.last_used_at);
  if (Number.isNaN(last) || Date.now() - last > TOUCH_INTERVAL_MS) {
    db.updateTable('api_keys')
      .set({ last_used_at: new Date() })
      .where('id', '=', row.keyId)
      .execute()
      .catch(() => {});
  }
  return { keyId: row.keyId, hash, user: { id: row.id, email: row.email, name: row.name, lang: row.lang } };
}
