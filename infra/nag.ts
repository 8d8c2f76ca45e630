/**
 * cdk-nag's AwsSolutions pack over the whole app (issue 28 item 2). A finding that cannot be
 * fixed is acknowledged (Validations.of(c).acknowledge) on its own construct, with the evidence,
 * where that construct is built; test/infra/nag.test.ts asserts none is left on the prod synth.
 */
import { createHash } from "node:crypto";
import { type App, type IResource, Stack, Token } from "aws-cdk-lib";
import type { Construct } from "constructs";
import { AwsSolutionsChecks } from "cdk-nag";

/** One unacknowledged finding: rule (with the finding, e.g. `AwsSolutions-IAM5[Action::s3:*]`) and construct path. */
export interface AchadoNag {
  regra: string;
  caminho: string;
}

/** Runs the pack over a synthesized app (call after app.synth(): references are resolved then). */
export function achadosNag(app: App): AchadoNag[] {
  const relatorio = new AwsSolutionsChecks(app).validateScope(app);
  return relatorio.violations.flatMap((v) => v.violatingResources.map((r) => ({ regra: v.ruleName, caminho: r.constructPath ?? r.resourceLogicalId ?? "?" })));
}

/**
 * How cdk-nag names `<attribute of recurso>` inside an IAM5 finding when `escopo` uses it: the
 * logical id within one stack (`<Documentos12FE1378.Arn>`), the producer's export across stacks
 * (`Erp-prod-Data:ExportsOutputFnGetAttDocumentos…Arn<hash>`, CDK's makeUniqueId over
 * ["Exports", "Output" + the resolved reference]). A rename shows up as a finding in the nag test.
 */
export function referenciaNag(escopo: Construct, recurso: IResource, atributo: string): string {
  if (!Token.isUnresolved(atributo)) return atributo;
  const resolvido = Stack.of(recurso).resolve(atributo) as { "Fn::GetAtt"?: [string, string] };
  const getAtt = resolvido["Fn::GetAtt"];
  if (!getAtt) throw new Error(`referenciaNag: esperado Fn::GetAtt, veio ${JSON.stringify(resolvido)}`);
  const produtor = Stack.of(recurso);
  if (produtor === Stack.of(escopo)) return `<${getAtt[0]}.${getAtt[1]}>`;
  const componentes = ["Exports", `Output${JSON.stringify(resolvido)}`];
  const hash = createHash("md5").update(componentes.join("/")).digest("hex").slice(0, 8).toUpperCase();
  return `${produtor.stackName}:${componentes.map((c) => c.replace(/[^A-Za-z0-9]/g, "")).join("")}${hash}`;
}
