/**
 * The secret origin header's value (issue 28 item 3: the API answers only through CloudFront).
 * One Secrets Manager secret `{"atual","anterior"}`: CloudFront's API origin sends `atual`
 * (web-stack.ts, a dynamic reference resolved by CloudFormation), every API function accepts
 * `atual` and `anterior` (functions/lib/borda.ts), so a rotation never refuses CloudFront's requests.
 *
 * Its own small stack, in the web stack's region: CloudFormation resolves a secret's dynamic
 * reference in the stack's own region, and the web stack (us-east-1 in prod, for the WAF) cannot
 * hold it because the API stack, which the web stack depends on, needs its ARN. The functions read
 * it across regions by that ARN.
 */
import { CfnOutput, Stack, type StackProps, Validations } from "aws-cdk-lib";
import { Secret } from "aws-cdk-lib/aws-secretsmanager";
import type { Construct } from "constructs";
import type { AmbienteConfig } from "../config";

export interface BordaStackProps extends StackProps {
  config: AmbienteConfig;
}

export class BordaStack extends Stack {
  readonly segredoOrigem: Secret;

  constructor(scope: Construct, id: string, props: BordaStackProps) {
    super(scope, id, props);
    const { config } = props;
    this.segredoOrigem = new Secret(this, "SegredoOrigem", {
      description: "Value of CloudFront's secret origin header to the API: {atual, anterior} (infra/README.md, Cabeçalho de origem)",
      // 64 characters of [A-Za-z0-9]: over 380 bits, and nothing a header value must escape.
      generateSecretString: {
        secretStringTemplate: JSON.stringify({ anterior: "" }),
        generateStringKey: "atual",
        passwordLength: 64,
        excludePunctuation: true,
      },
      removalPolicy: config.remocao,
    });
    // Rotation is the operator's documented procedure (infra/README.md "Cabeçalho de origem"): the new
    // value must reach every function's cache before CloudFront sends it, and CloudFront's origin
    // header is changed with the CloudFront API; Secrets Manager's managed rotation does neither.
    Validations.of(this.segredoOrigem).acknowledge({
      id: "AwsSolutions-SMG4",
      reason:
        "Rotated by the documented procedure in infra/README.md (Cabeçalho de origem): write {atual: new, anterior: old}, wait the functions' 5-minute cache, " +
        "then change CloudFront's origin header; both values are accepted throughout. A Secrets Manager rotation Lambda could not order those steps.",
    });
    new CfnOutput(this, "SegredoOrigemArn", { value: this.segredoOrigem.secretArn });
  }
}
