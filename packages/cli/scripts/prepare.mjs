// npm's `prepare` (`npm ci`, `npm install`): builds the start-up bundle of `einvoice validate`
// (bundle.ts). Plain JavaScript, so that an install on Node < 24 goes on without a bundle instead of
// failing on the TypeScript; a failed build only warns: the command then runs from its sources.
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.log(`einvoice: Node.js ${process.versions.node} is older than 24: no start-up bundle built`);
} else {
  try {
    await (await import('./bundle.ts')).main();
  } catch (e) {
    console.warn(
      `einvoice: the start-up bundle could not be built (the command runs from its sources): ${e}`,
    );
  }
}
