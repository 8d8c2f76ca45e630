/**
 * CDK entry (cdk.json runs `npx tsx infra/app.ts`). `-c env=dev|prod`, default dev.
 * Stacks: Erp-<env>-Data, -Auth, -Jobs, -Api, -Web, -Monitor (see infra/README.md).
 */
import { App } from "aws-cdk-lib";
import { carregarConfig } from "./config";
import { achadosNag } from "./nag";
import { montarApp } from "./stacks";

// Strong references (Fn::ImportValue, or SSM-backed readers across regions): a stateful stack
// cannot be deleted while another stack still uses it. cdk.json or -c may override this.
const app = new App({ context: { "@aws-cdk/core:defaultCrossStackReferences": "strong" } });
montarApp(app, carregarConfig(app.node.tryGetContext("env")));
app.synth();

// cdk-nag AwsSolutions (issue 28 item 2): a synth with an unacknowledged finding fails, so no
// deploy ships one; test/infra/nag.test.ts runs the same check.
const achados = achadosNag(app);
if (achados.length) {
  for (const a of achados) console.error(`cdk-nag: ${a.regra} em ${a.caminho}`);
  console.error(`cdk-nag: ${achados.length} achado(s) sem justificativa; corrija ou reconheça no construct (Validations.of(c).acknowledge).`);
  process.exit(1);
}
