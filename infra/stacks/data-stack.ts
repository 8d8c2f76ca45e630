/**
 * Stateful data, protected and kept apart (CDK best practices): the single table and the
 * private documents bucket (slips and documents). Physical names are generated.
 */
import { Duration, RemovalPolicy, Stack, type StackProps } from "aws-cdk-lib";
import { AttributeType, BillingMode, ProjectionType, StreamViewType, Table } from "aws-cdk-lib/aws-dynamodb";
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from "aws-cdk-lib/aws-s3";
import type { Construct } from "constructs";
import { TABELA } from "../../functions/lib/db/table";
import type { AmbienteConfig } from "../config";
import { bucketDeLogs } from "../constructs/bucket-logs";

export interface DataStackProps extends StackProps {
  config: AmbienteConfig;
}

export class DataStack extends Stack {
  readonly tabela: Table;
  readonly documentos: Bucket;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    const { config } = props;
    const destruivel = config.remocao === RemovalPolicy.DESTROY;

    // The table's shape comes from functions/lib/db/table.ts, the same source as the local stack.
    this.tabela = new Table(this, TABELA.nomeLogico, {
      partitionKey: { name: TABELA.pk, type: AttributeType.STRING },
      sortKey: { name: TABELA.sk, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: config.protecaoContraExclusao,
      timeToLiveAttribute: TABELA.ttl,
      // Feeds the aggregates and the outbox (functions/fluxo, wired in the jobs stack).
      stream: StreamViewType[TABELA.stream],
      removalPolicy: config.remocao,
    });
    for (const indice of TABELA.indices) {
      this.tabela.addGlobalSecondaryIndex({
        indexName: indice.nome,
        partitionKey: { name: indice.pk, type: AttributeType.STRING },
        sortKey: { name: indice.sk, type: AttributeType.STRING },
        ...(indice.projecao === "ALL"
          ? { projectionType: ProjectionType.ALL }
          : { projectionType: ProjectionType.INCLUDE, nonKeyAttributes: [...indice.projecao] }),
      });
    }

    const logs = bucketDeLogs(this, "LogsAcesso", { remocao: config.remocao, retencao: config.retencaoLogs });
    this.documentos = new Bucket(this, "Documentos", {
      // Who read or wrote which slip or contract, for a Procon or court request (cdk-nag S1).
      serverAccessLogsBucket: logs,
      serverAccessLogsPrefix: "documentos/",
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      versioned: !destruivel,
      lifecycleRules: [
        { abortIncompleteMultipartUploadAfter: Duration.days(7) },
        { noncurrentVersionExpiration: Duration.days(90) },
      ],
      removalPolicy: config.remocao,
      autoDeleteObjects: destruivel,
    });
  }
}
