export async function main(_argv: string[]): Promise<number> {
  process.stderr.write('einvoice: not yet implemented\n');
  return 2;
}
