/**
 * CDK entry (cdk.json runs `npx tsx infra/app.ts`). `-c env=dev|prod`, default dev.
 * Stacks: Erp-<env>-Data, -Auth, -Jobs, -Api, -Web (see infra/README.md).
 */
import { App } from "aws-cdk-lib";
import { carregarConfig } from "./config";
import { montarApp } from "./stacks";

// Strong references (Fn::ImportValue, or SSM-backed readers across regions): a stateful stack
// cannot be deleted while another stack still uses it. cdk.json or -c may override this.
const app = new App({ context: { "@aws-cdk/core:defaultCrossStackReferences": "strong" } });
montarApp(app, carregarConfig(app.node.tryGetContext("env")));
app.synth();
