import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { EMPACOTAMENTO, HANDLER_LAMBDA } from "../../infra/constructs/empacotamento";
import { MAJOR_NODE } from "../../scripts/node-do-projeto";
import { montar, recursos, template } from "./support";

// Issue 28 item 1: one Node.js major for the local stack, the tests, CI and Lambda. The `node`
// devDependency is its home; these checks fail when any other place drifts from it.
describe("one Node.js major", () => {
  it("is the pinned node package's, and this very test runs on it", () => {
    expect(MAJOR_NODE).toBeGreaterThanOrEqual(22);
    expect(Number(process.versions.node.split(".")[0])).toBe(MAJOR_NODE);
    const pacote = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as {
      engines: { node: string };
      devDependencies: Record<string, string>;
    };
    expect(pacote.engines.node).toBe(`${MAJOR_NODE}.x`);
    expect(pacote.devDependencies["@types/node"]).toMatch(new RegExp(`^\\^?${MAJOR_NODE}\\.`));
  });

  it("is every app Lambda's runtime and the bundle's esbuild target", () => {
    expect(EMPACOTAMENTO.target).toBe(`node${MAJOR_NODE}`);
    const stacks = montar("prod");
    let funcoes = 0;
    for (const stack of [stacks.api, stacks.jobs]) {
      for (const [id, fn] of recursos(template(stack), "AWS::Lambda::Function")) {
        if (fn.Properties?.Handler !== HANDLER_LAMBDA) continue;
        funcoes += 1;
        expect(fn.Properties?.Runtime, id).toBe(`nodejs${MAJOR_NODE}.x`);
      }
    }
    expect(funcoes).toBeGreaterThan(5);
  });
});
