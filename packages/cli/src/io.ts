import { readFileSync } from 'node:fs';

export class UsageError extends Error {}

export interface Io {
  out: (s: string) => void;
  err: (s: string) => void;
}

export const defaultIo: Io = {
  out: (s) => process.stdout.write(s),
  err: (s) => process.stderr.write(s),
};

/**
 * Read an input file; prints a clear message and returns undefined when it cannot be read.
 * Read synchronously: the command handles one file at a time, and a promise per file costs a
 * short run more than the read itself.
 */
export async function readInput(file: string, io: Io): Promise<Uint8Array | undefined> {
  try {
    return readFileSync(file);
  } catch (e) {
    io.err(`einvoice: cannot read ${file}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}\n`);
    return undefined;
  }
}

/** %PDF magic bytes. */
export function isPdf(bytes: Uint8Array): boolean {
  return bytes[0] === 0x25 && bytes[1] === 0x50 && bytes[2] === 0x44 && bytes[3] === 0x46;
}
