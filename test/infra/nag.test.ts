import { describe, expect, it } from "vitest";
import { achadosNag } from "../../infra/nag";
import { montar } from "./support";

// Issue 28 item 2: cdk-nag's AwsSolutions pack, 0 unacknowledged findings on the prod synth.
// Every acknowledgement sits beside its construct in infra/ with the evidence.
describe("cdk-nag AwsSolutions", () => {
  it.each(["prod", "dev"] as const)("finds nothing unacknowledged in the %s app", (nome) => {
    const { app } = montar(nome);
    app.synth();
    expect(achadosNag(app).map((a) => `${a.regra} ${a.caminho}`)).toEqual([]);
  });
});
