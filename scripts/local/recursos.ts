/**
 * Creates what CDK would deploy, idempotently, on the local servers: the table with its indexes
 * and its stream (from functions/lib/db/table.ts), the two user pools and their clients, the queues with their
 * dead-letter queues (from shared/api/filas.ts) and the bucket. Safe to run on every start.
 */
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  waitUntilTableExists,
} from "@aws-sdk/client-dynamodb";
import {
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  ListUserPoolClientsCommand,
  DescribeUserPoolCommand,
  ListUserPoolsCommand,
  UpdateUserPoolCommand,
} from "@aws-sdk/client-cognito-identity-provider";
import { CreateQueueCommand, GetQueueAttributesCommand, SQSClient } from "@aws-sdk/client-sqs";
import { CreateBucketCommand, HeadBucketCommand, S3Client } from "@aws-sdk/client-s3";
import { randomBytes } from "node:crypto";
import { TABELA } from "../../functions/lib/db/table";
import { migrarItensLocais } from "./migracoes";
import { FILAS } from "../../shared/api/filas";
import { SENHA_MINIMA_EQUIPE } from "../../shared/conta/senha";

const credenciais = { accessKeyId: "local", secretAccessKey: "local" };
const regiao = "us-east-1";

export interface Endpoints {
  dynamodb: string;
  cognito: string;
  sqs: string;
  s3: string;
}

export interface Recursos {
  tableName: string;
  staffUserPoolId: string;
  staffUserPoolClientId: string;
  customerUserPoolId: string;
  customerUserPoolClientId: string;
  filas: Record<string, { url: string; dlqUrl: string }>;
  bucket: string;
}

/**
 * The stream feeds the aggregates and the outbox (functions/fluxo). A table made before the stream
 * existed (an older `.local/`) gets it enabled here; its earlier writes are already in its
 * aggregates, so nothing needs replaying.
 */
async function garantirStream(ddb: DynamoDBClient, tableName: string): Promise<void> {
  const { Table } = await ddb.send(new DescribeTableCommand({ TableName: tableName }));
  const atual = Table?.StreamSpecification;
  if (atual?.StreamEnabled && atual.StreamViewType === TABELA.stream) return;
  if (atual?.StreamEnabled) {
    await ddb.send(new UpdateTableCommand({ TableName: tableName, StreamSpecification: { StreamEnabled: false } }));
  }
  await ddb.send(new UpdateTableCommand({ TableName: tableName, StreamSpecification: { StreamEnabled: true, StreamViewType: TABELA.stream } }));
}

const definicaoIndice = (i: (typeof TABELA.indices)[number]) => ({
  IndexName: i.nome,
  KeySchema: [
    { AttributeName: i.pk, KeyType: "HASH" as const },
    { AttributeName: i.sk, KeyType: "RANGE" as const },
  ],
  Projection:
    i.projecao === "ALL"
      ? { ProjectionType: "ALL" as const }
      : { ProjectionType: "INCLUDE" as const, NonKeyAttributes: [...i.projecao] },
});

/**
 * A table created by an older version (an existing .local/) gets the indexes added since, one
 * UpdateTable per index (as DynamoDB requires), each waited until ACTIVE.
 */
async function adicionarIndicesFaltando(ddb: DynamoDBClient, tableName: string, existentes: string[]): Promise<void> {
  for (const i of TABELA.indices) {
    if (existentes.includes(i.nome)) continue;
    await ddb.send(
      new UpdateTableCommand({
        TableName: tableName,
        AttributeDefinitions: [
          { AttributeName: i.pk, AttributeType: "S" },
          { AttributeName: i.sk, AttributeType: "S" },
        ],
        GlobalSecondaryIndexUpdates: [{ Create: definicaoIndice(i) }],
      }),
    );
    for (let t = 0; t < 120; t += 1) {
      const { Table } = await ddb.send(new DescribeTableCommand({ TableName: tableName }));
      if (Table?.GlobalSecondaryIndexes?.find((g) => g.IndexName === i.nome)?.IndexStatus === "ACTIVE") break;
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

export async function criarTabela(endpoint: string, tableName: string): Promise<void> {
  const ddb = new DynamoDBClient({ endpoint, region: regiao, credentials: credenciais });
  try {
    const { Table } = await ddb.send(new DescribeTableCommand({ TableName: tableName }));
    await adicionarIndicesFaltando(ddb, tableName, (Table?.GlobalSecondaryIndexes ?? []).map((g) => g.IndexName ?? ""));
    await migrarItensLocais(ddb, tableName);
    await garantirStream(ddb, tableName);
    ddb.destroy();
    return;
  } catch (erro) {
    if ((erro as { name?: string }).name !== "ResourceNotFoundException") throw erro;
  }
  const atributos = [TABELA.pk, TABELA.sk, ...TABELA.indices.flatMap((i) => [i.pk, i.sk])];
  await ddb.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: "PAY_PER_REQUEST",
      StreamSpecification: { StreamEnabled: true, StreamViewType: TABELA.stream },
      AttributeDefinitions: atributos.map((a) => ({ AttributeName: a, AttributeType: "S" })),
      KeySchema: [
        { AttributeName: TABELA.pk, KeyType: "HASH" },
        { AttributeName: TABELA.sk, KeyType: "RANGE" },
      ],
      GlobalSecondaryIndexes: TABELA.indices.map(definicaoIndice),
    }),
  );
  await waitUntilTableExists({ client: ddb, maxWaitTime: 30 }, { TableName: tableName });
  await ddb.send(new UpdateTimeToLiveCommand({ TableName: tableName, TimeToLiveSpecification: { AttributeName: TABELA.ttl, Enabled: true } }));
  ddb.destroy();
}

/**
 * The pool's password rule mirrors infra/stacks/auth-stack.ts (cognito-local stores it without
 * enforcing it; the API's zod schemas are what refuse a short password locally). A pool made by an
 * older start gets the rule updated.
 */
async function garantirPool(
  cognito: CognitoIdentityProviderClient,
  nome: string,
  atributos: string[],
  minimaSenha: number,
): Promise<{ poolId: string; clientId: string }> {
  const { UserPools = [] } = await cognito.send(new ListUserPoolsCommand({ MaxResults: 60 }));
  let poolId = UserPools.find((p) => p.Name === nome)?.Id;
  if (poolId) {
    const { UserPool } = await cognito.send(new DescribeUserPoolCommand({ UserPoolId: poolId }));
    if (UserPool?.Policies?.PasswordPolicy?.MinimumLength !== minimaSenha) {
      await cognito.send(new UpdateUserPoolCommand({ UserPoolId: poolId, Policies: { PasswordPolicy: { MinimumLength: minimaSenha, RequireLowercase: false, RequireNumbers: false, RequireSymbols: false, RequireUppercase: false } } }));
    }
  } else {
    const criado = await cognito.send(
      new CreateUserPoolCommand({
        PoolName: nome,
        UsernameAttributes: ["email"],
        Policies: { PasswordPolicy: { MinimumLength: minimaSenha, RequireLowercase: false, RequireNumbers: false, RequireSymbols: false, RequireUppercase: false } },
        Schema: atributos.map((Name) => ({ Name, AttributeDataType: "String", Mutable: false })),
      }),
    );
    poolId = criado.UserPool!.Id!;
  }
  const { UserPoolClients = [] } = await cognito.send(new ListUserPoolClientsCommand({ UserPoolId: poolId, MaxResults: 60 }));
  let clientId = UserPoolClients.find((c) => c.ClientName === `${nome}-web`)?.ClientId;
  if (!clientId) {
    const criado = await cognito.send(
      new CreateUserPoolClientCommand({
        UserPoolId: poolId,
        ClientName: `${nome}-web`,
        ExplicitAuthFlows: ["ALLOW_USER_PASSWORD_AUTH", "ALLOW_USER_SRP_AUTH", "ALLOW_REFRESH_TOKEN_AUTH"],
      }),
    );
    clientId = criado.UserPoolClient!.ClientId!;
  }
  return { poolId, clientId };
}

export async function criarRecursos(e: Endpoints, prefixo = "erp-local"): Promise<Recursos> {
  const tableName = `${prefixo}-tabela`;
  await criarTabela(e.dynamodb, tableName);

  const cognito = new CognitoIdentityProviderClient({ endpoint: e.cognito, region: regiao, credentials: credenciais });
  const staff = await garantirPool(cognito, `${prefixo}-staff`, ["empresa_id", "usuario_id"], SENHA_MINIMA_EQUIPE);
  // Customers' accounts keep docs/especificacao.md's 6 (shared/portal/schemas.ts).
  const clientes = await garantirPool(cognito, `${prefixo}-clientes`, ["cpf"], 6);
  cognito.destroy();

  const sqs = new SQSClient({ endpoint: e.sqs, region: regiao, credentials: credenciais, useQueueUrlAsEndpoint: false });
  const filas: Recursos["filas"] = {};
  for (const f of FILAS) {
    const sufixo = f.fifo ? ".fifo" : "";
    const fifo = f.fifo ? { FifoQueue: "true" } : {};
    const dlq = await sqs.send(new CreateQueueCommand({ QueueName: `${prefixo}-${f.nome}-dlq${sufixo}`, Attributes: fifo }));
    const { Attributes } = await sqs.send(new GetQueueAttributesCommand({ QueueUrl: dlq.QueueUrl!, AttributeNames: ["QueueArn"] }));
    const fila = await sqs.send(
      new CreateQueueCommand({
        QueueName: `${prefixo}-${f.nome}${sufixo}`,
        Attributes: {
          ...fifo,
          VisibilityTimeout: String(f.visibilidadeSegundos),
          RedrivePolicy: JSON.stringify({ deadLetterTargetArn: Attributes!.QueueArn, maxReceiveCount: f.maxTentativas }),
        },
      }),
    );
    filas[f.nome] = { url: fila.QueueUrl!, dlqUrl: dlq.QueueUrl! };
  }
  sqs.destroy();

  const s3 = new S3Client({ endpoint: e.s3, region: regiao, credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" }, forcePathStyle: true });
  const bucket = `${prefixo}-documentos`;
  try {
    await s3.send(new HeadBucketCommand({ Bucket: bucket }));
  } catch {
    await s3.send(new CreateBucketCommand({ Bucket: bucket }));
  }
  s3.destroy();

  return {
    tableName,
    staffUserPoolId: staff.poolId,
    staffUserPoolClientId: staff.clientId,
    customerUserPoolId: clientes.poolId,
    customerUserPoolClientId: clientes.clientId,
    filas,
    bucket,
  };
}

/** The environment every handler reads (functions/lib/env.ts), pointing at the local servers. */
export function variaveisHandlers(e: Endpoints, r: Recursos): Record<string, string> {
  return {
    AWS_REGION: regiao,
    AWS_ACCESS_KEY_ID: "local",
    AWS_SECRET_ACCESS_KEY: "local",
    TABLE_NAME: r.tableName,
    STAFF_USER_POOL_ID: r.staffUserPoolId,
    STAFF_USER_POOL_CLIENT_ID: r.staffUserPoolClientId,
    CUSTOMER_USER_POOL_ID: r.customerUserPoolId,
    CUSTOMER_USER_POOL_CLIENT_ID: r.customerUserPoolClientId,
    QUEUE_URL_BOLETO_JOBS: r.filas["boleto-jobs"]?.url ?? "",
    QUEUE_URL_LOCK_JOBS: r.filas["lock-jobs"]?.url ?? "",
    QUEUE_URL_ROTINA_JOBS: r.filas["rotina-jobs"]?.url ?? "",
    QUEUE_URL_MENSAGENS_JOBS: r.filas["mensagens-jobs"]?.url ?? "",
    BUCKET_NAME: r.bucket,
    BOLETOS_PROVEDOR: "simulado",
    // The simulated bank signs its notices with this; a new one per stack (never a fixed secret in the repo).
    BOLETOS_SIMULADO_SEGREDO: randomBytes(32).toString("hex"),
    BLOQUEIO_PROVEDOR: "simulado",
    // The simulated lock provider signs its confirmations with this (also new per stack).
    BLOQUEIO_SIMULADO_SEGREDO: randomBytes(32).toString("hex"),
    MENSAGENS_PROVEDOR: "simulado",
    // The simulated messenger signs its delivery notices with this (also new per stack).
    MENSAGENS_SIMULADO_SEGREDO: randomBytes(32).toString("hex"),
    // The list cursors are sealed with this (functions/lib/db/cursor.ts); new per stack.
    CURSOR_SEGREDO: randomBytes(32).toString("hex"),
    DYNAMODB_ENDPOINT: e.dynamodb,
    COGNITO_ENDPOINT: e.cognito,
    SQS_ENDPOINT: e.sqs,
    S3_ENDPOINT: e.s3,
  };
}
