/**
 * `npm test`: every test — unit, CDK assertions, integration (handlers on the local servers) and
 * end-to-end (Chromium on the local stack). The test setups start their own servers on free ports,
 * so no `npm start` is needed, and stop them at the end. Ends with a plain "N passed, N failed" line.
 * Extra arguments go to vitest (e.g. `npm test -- --project unit`).
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { garantirChromium } from "./chromium";

const saida = path.resolve(".tmp/vitest-resultado.json");
mkdirSync(path.dirname(saida), { recursive: true });
rmSync(saida, { force: true });

const args = process.argv.slice(2);
if (!args.includes("--project") || args.includes("e2e")) garantirChromium();

const r = spawnSync(
  process.execPath,
  [path.resolve("node_modules/vitest/vitest.mjs"), "run", "--reporter=default", "--reporter=json", `--outputFile.json=${saida}`, ...args],
  { stdio: "inherit", env: { ...process.env, APP_ENV: "test", AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: "1" } },
);

try {
  const res = JSON.parse(readFileSync(saida, "utf8")) as { numPassedTests: number; numFailedTests: number; numPendingTests: number };
  console.log(`\ntests: ${res.numPassedTests} passed, ${res.numFailedTests} failed, ${res.numPendingTests} skipped`);
} catch {
  console.log("\ntests: 0 passed, 1 failed (the test run did not finish)");
}
process.exit(r.status ?? 1);
