/**
 * The one Node.js major of this project (issue 28 item 1): the `node` devDependency in
 * package.json is its only home. npm puts node_modules/.bin first on every script's PATH, so
 * `npm start`, `npm test`, `npm run check` and `.ci/run` run on that binary whatever the
 * machine's own Node is; children spawned with process.execPath inherit it. Lambda runs the
 * same major (infra/constructs/node-function.ts; test/infra/runtime.test.ts checks both agree).
 */
import { readFileSync } from "node:fs";

const pacote = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
  devDependencies: Record<string, string>;
};

/** The pinned version, e.g. "22.23.3". */
export const VERSAO_NODE = pacote.devDependencies.node ?? "";
/** Its major, e.g. 22. */
export const MAJOR_NODE = Number(/^(\d+)\./.exec(VERSAO_NODE)?.[1] ?? Number.NaN);

/**
 * Stops a script started outside npm (`node …`, `npx tsx …` from another folder) on another
 * major: tests that pass there prove nothing about the runtime production uses.
 */
export function exigirNodeDoProjeto(): void {
  const atual = Number(process.versions.node.split(".")[0]);
  if (atual === MAJOR_NODE) return;
  console.error(
    `\nEste projeto roda no Node.js ${MAJOR_NODE} (o pacote "node" ${VERSAO_NODE} em devDependencies), ` +
      `mas este processo é o Node.js ${process.versions.node} (${process.execPath}).\n` +
      "Rode pelos scripts do npm (npm start, npm test, npm run …) depois de npm install: eles usam o Node do projeto.\n",
  );
  process.exit(1);
}
