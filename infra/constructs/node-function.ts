/**
 * Our Lambda defaults in one place (Powertools' example app style): Node 22 on arm64, bundled
 * as empacotamento.ts says (ESM split into index.mjs + lazy chunks, minified, AWS SDK v3 bundled
 * in; a lambda.Function, since NodejsFunction cannot split), an explicit log group with the
 * environment's retention, and `bind*` helpers that set a variable of functions/lib/env.ts and
 * grant the matching access in one call, so the two can never drift apart.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { AssetHashType, Duration, type RemovalPolicy, Stack, Validations } from "aws-cdk-lib";
import type { IUserPool, IUserPoolClient } from "aws-cdk-lib/aws-cognito";
import type { ITable } from "aws-cdk-lib/aws-dynamodb";
import { PolicyStatement, Role, ServicePrincipal } from "aws-cdk-lib/aws-iam";
import { Architecture, Code, Function as LambdaFunction, type FunctionOptions, Runtime } from "aws-cdk-lib/aws-lambda";
import { LogGroup, type RetentionDays } from "aws-cdk-lib/aws-logs";
import type { IBucket } from "aws-cdk-lib/aws-s3";
import { type ISecret, Secret } from "aws-cdk-lib/aws-secretsmanager";
import type { IQueue } from "aws-cdk-lib/aws-sqs";
import type { Construct } from "constructs";
import { asaasDaConfig, type ConfigBloqueio, type ConfigBoletos, type ConfigMensagens, dominioDoRemetente, knoxDaConfig, mensagensAwsDaConfig } from "../config";
import { TABELA } from "../../functions/lib/db/table";
import { referenciaNag } from "../nag";
import { HANDLER_LAMBDA, NODE_OPTIONS_LAMBDA, opcoesAsset } from "./empacotamento";

export const RAIZ_REPO = fileURLToPath(new URL("../../", import.meta.url));
export const PASTA_FUNCOES = path.join(RAIZ_REPO, "functions");

/** Maps a module path under functions/ without extension ("conta/handler") to its entry file. */
export type ResolverEntrada = (modulo: string) => string;
export const entradaPadrao: ResolverEntrada = (modulo) => path.join(PASTA_FUNCOES, `${modulo}.ts`);

/** "boleto-jobs" → "QUEUE_URL_BOLETO_JOBS" (the name functions/lib/env.ts reads). */
export const variavelDaFila = (nome: string): string =>
  `QUEUE_URL_${nome.toUpperCase().replace(/[^A-Z0-9]/g, "_")}`;

/**
 * Read/write on the table and its indexes, without Scan: "no Scan anywhere in request paths"
 * (docs/arquitetura.md) is enforced by IAM too. Transactions need only the per-item actions.
 */
export const ACOES_TABELA = [
  "dynamodb:GetItem",
  "dynamodb:BatchGetItem",
  "dynamodb:Query",
  "dynamodb:PutItem",
  "dynamodb:UpdateItem",
  "dynamodb:DeleteItem",
  "dynamodb:BatchWriteItem",
  "dynamodb:ConditionCheckItem",
  "dynamodb:DescribeTable",
] as const;

/** Read-only access: the single-item and query reads (still no Scan). */
export const ACOES_TABELA_LEITURA = ["dynamodb:GetItem", "dynamodb:BatchGetItem", "dynamodb:Query", "dynamodb:DescribeTable"] as const;

export interface PoolComCliente {
  pool: IUserPool;
  client: IUserPoolClient;
}

/** Everything a function of this app may reach; every function gets all of functions/lib/env.ts. */
export interface RecursosApp {
  tabela: ITable;
  bucket: IBucket;
  /** Queue by FILAS name. */
  filas: ReadonlyMap<string, IQueue>;
  staff: PoolComCliente;
  cliente: PoolComCliente;
}

export interface NodeFunctionProps extends Omit<FunctionOptions, "architecture" | "logGroup" | "logRetention"> {
  /** The handler's TypeScript file (it exports `handler`). */
  entry: string;
  /** APP_ENV. */
  ambiente: string;
  retencaoLogs: RetentionDays;
  remocaoLogs: RemovalPolicy;
}

export class NodeFunction extends LambdaFunction {
  readonly logs: LogGroup;
  /** Its own execution role (a sibling: it exists before super()); policies and acknowledgements go on it. */
  readonly papel: Role;

  constructor(scope: Construct, id: string, props: NodeFunctionProps) {
    const { entry, ambiente, retencaoLogs, remocaoLogs, environment, ...resto } = props;
    // A sibling of the function: it must exist before super() and keeps a generated name.
    const logs = new LogGroup(scope, `${id}Logs`, { retention: retencaoLogs, removalPolicy: remocaoLogs });
    // Our own role instead of the AWS-managed AWSLambdaBasicExecutionRole (cdk-nag IAM4): that
    // policy may create any log group and write to all of them; this one writes to its own only.
    const papel = new Role(scope, `${id}ServiceRole`, { assumedBy: new ServicePrincipal("lambda.amazonaws.com") });
    logs.grantWrite(papel);
    super(scope, id, {
      memorySize: 512,
      timeout: Duration.seconds(10),
      ...resto,
      role: papel,
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      logGroup: logs,
      handler: HANDLER_LAMBDA,
      // esbuild runs in this process (asset bundling skipped where `aws:cdk:bundling-stacks` says so).
      code: Code.fromAsset(RAIZ_REPO, { assetHashType: AssetHashType.OUTPUT, bundling: opcoesAsset(entry, RAIZ_REPO) }),
      environment: { APP_ENV: ambiente, ...(NODE_OPTIONS_LAMBDA ? { NODE_OPTIONS: NODE_OPTIONS_LAMBDA } : {}), ...environment },
    });
    this.logs = logs;
    this.papel = papel;
    Validations.of(this).acknowledge({
      id: "AwsSolutions-L1",
      reason:
        "Node.js 22 on purpose: the project runs one Node major everywhere (local stack, tests, CI, Lambda; " +
        "scripts/node-do-projeto.ts, issue 28). nodejs22.x is an LTS Lambda runtime; moving to 24 moves all of them at once.",
    });
  }

  /** TABLE_NAME plus read/write (ACOES_TABELA) or read-only (ACOES_TABELA_LEITURA) on the table and its indexes. */
  bindTable(tabela: ITable, modo: "escrita" | "leitura" = "escrita"): this {
    this.addEnvironment("TABLE_NAME", tabela.tableName);
    // Each index by name rather than ITable.grant's `<table>/index/*` (cdk-nag IAM5): the table's
    // indexes are exactly TABELA.indices (data-stack.ts creates them from the same list).
    this.addToRolePolicy(
      new PolicyStatement({
        actions: [...(modo === "escrita" ? ACOES_TABELA : ACOES_TABELA_LEITURA)],
        resources: [tabela.tableArn, ...TABELA.indices.map((i) => `${tabela.tableArn}/index/${i.nome}`)],
      }),
    );
    return this;
  }

  /** BUCKET_NAME plus read/write/delete of objects (slips and documents), or read only. */
  bindBucket(bucket: IBucket, modo: "escrita" | "leitura" = "escrita"): this {
    this.addEnvironment("BUCKET_NAME", bucket.bucketName);
    // Only the calls functions/lib/s3.ts and links-s3.ts make (Get/Put), instead of grantRead's
    // s3:GetObject*, s3:List*, s3:GetBucket* (cdk-nag IAM5). ListBucket on the bucket itself makes
    // a missing key answer NoSuchKey (s3.ts reads it as "no file") instead of AccessDenied.
    this.addToRolePolicy(new PolicyStatement({ actions: ["s3:ListBucket"], resources: [bucket.bucketArn] }));
    const objetos = new PolicyStatement({
      actions: modo === "escrita" ? ["s3:GetObject", "s3:PutObject"] : ["s3:GetObject"],
      resources: [bucket.arnForObjects("*")],
    });
    this.addToRolePolicy(objetos);
    Validations.of(this.papel).acknowledge({
      id: `AwsSolutions-IAM5[Resource::${referenciaNag(this, bucket, bucket.bucketArn)}/*]`,
      reason:
        "Object keys are per company and per document (functions/lib/s3.ts), created at run time: no fixed list of " +
        "object ARNs exists. The wildcard is this one bucket's objects, with Get (and Put for writers) only.",
    });
    return this;
  }

  /** QUEUE_URL_<NAME> plus SendMessage. */
  bindQueue(nome: string, fila: IQueue): this {
    this.addEnvironment(variavelDaFila(nome), fila.queueUrl);
    fila.grantSendMessages(this);
    return this;
  }

  /** Pool and client ids (token verification needs no IAM permission). */
  bindUserPools(staff: PoolComCliente, cliente: PoolComCliente): this {
    this.addEnvironment("STAFF_USER_POOL_ID", staff.pool.userPoolId);
    this.addEnvironment("STAFF_USER_POOL_CLIENT_ID", staff.client.userPoolClientId);
    this.addEnvironment("CUSTOMER_USER_POOL_ID", cliente.pool.userPoolId);
    this.addEnvironment("CUSTOMER_USER_POOL_CLIENT_ID", cliente.client.userPoolClientId);
    return this;
  }

  /**
   * BOLETOS_PROVEDOR, and for `asaas` its URL and secret name (ASAAS_URL, ASAAS_SEGREDO) plus the
   * read of that secret: only the functions that talk to the provider get them.
   */
  bindProvedorBoletos(boletos: ConfigBoletos): this {
    this.addEnvironment("BOLETOS_PROVEDOR", boletos.provedor);
    const asaas = asaasDaConfig(boletos);
    if (!asaas) return this;
    this.addEnvironment("ASAAS_URL", asaas.url);
    this.addEnvironment("ASAAS_SEGREDO", asaas.segredo);
    segredoDoStack(this, asaas.segredo).grantRead(this);
    return this;
  }

  /**
   * BLOQUEIO_PROVEDOR, and for `knox` its URL and secret name (KNOX_URL, KNOX_SEGREDO) plus the
   * read of that secret: only the functions that talk to the lock provider get them.
   */
  bindProvedorBloqueio(bloqueio: ConfigBloqueio): this {
    this.addEnvironment("BLOQUEIO_PROVEDOR", bloqueio.provedor);
    const knox = knoxDaConfig(bloqueio);
    if (!knox) return this;
    this.addEnvironment("KNOX_URL", knox.url);
    this.addEnvironment("KNOX_SEGREDO", knox.segredo);
    const stack = Stack.of(this);
    const id = "SegredoProvedorBloqueio";
    const segredo = (stack.node.tryFindChild(id) as ISecret | undefined) ?? Secret.fromSecretNameV2(stack, id, knox.segredo);
    segredo.grantRead(this);
    return this;
  }

  /**
   * MENSAGENS_PROVEDOR and, for `aws`, each configured channel's settings (read by
   * functions/mensagens/provedores/aws-config.ts) plus its one send action on exactly its resources:
   * - WhatsApp: social-messaging:SendWhatsAppMessage on the origination number
   *   (`phone-number-id/<id>`, the ARN End User Messaging Social gives the `phone-number-id-<id>`);
   * - SMS: sms-voice:SendTextMessage on the origination identity, the configuration set and the
   *   account's default opt-out list (the resources SendTextMessage is authorized against);
   * - e-mail: ses:SendEmail on the sender's domain identity and the configuration set.
   * `conjuntos`: the configuration sets' names (created with their event destinations in jobs-stack.ts).
   */
  bindProvedorMensagens(mensagens: ConfigMensagens, conjuntos: { sms?: string; email?: string } = {}): this {
    this.addEnvironment("MENSAGENS_PROVEDOR", mensagens.provedor);
    const aws = mensagensAwsDaConfig(mensagens);
    if (!aws) return this;
    const stack = Stack.of(this);
    const permitir = (acao: string, recursos: string[]) => this.addToRolePolicy(new PolicyStatement({ actions: [acao], resources: recursos }));
    if (aws.whatsapp) {
      const w = aws.whatsapp;
      this.addEnvironment("MENSAGENS_WHATSAPP_NUMERO", w.numero);
      if (w.versaoMeta) this.addEnvironment("MENSAGENS_WHATSAPP_VERSAO_META", w.versaoMeta);
      if (w.regiao) this.addEnvironment("MENSAGENS_WHATSAPP_REGIAO", w.regiao);
      if (w.modelos && Object.keys(w.modelos).length) this.addEnvironment("MENSAGENS_WHATSAPP_MODELOS", JSON.stringify(w.modelos));
      permitir("social-messaging:SendWhatsAppMessage", [
        stack.formatArn({ service: "social-messaging", region: w.regiao ?? stack.region, resource: "phone-number-id", resourceName: w.numero.replace(/^phone-number-id-/, "") }),
      ]);
    }
    if (aws.sms) {
      if (!conjuntos.sms) throw new Error("bindProvedorMensagens: SMS sem o nome do seu configuration set");
      this.addEnvironment("MENSAGENS_SMS_ORIGEM", aws.sms.origem);
      this.addEnvironment("MENSAGENS_SMS_CONFIGURACAO", conjuntos.sms);
      permitir("sms-voice:SendTextMessage", [
        aws.sms.origem,
        stack.formatArn({ service: "sms-voice", resource: "configuration-set", resourceName: conjuntos.sms }),
        stack.formatArn({ service: "sms-voice", resource: "opt-out-list", resourceName: "Default" }),
      ]);
    }
    if (aws.email) {
      if (!conjuntos.email) throw new Error("bindProvedorMensagens: e-mail sem o nome do seu configuration set");
      this.addEnvironment("MENSAGENS_EMAIL_REMETENTE", aws.email.remetente);
      this.addEnvironment("MENSAGENS_EMAIL_NOME", aws.email.nome);
      this.addEnvironment("MENSAGENS_EMAIL_CONFIGURACAO", conjuntos.email);
      permitir("ses:SendEmail", [
        stack.formatArn({ service: "ses", resource: "identity", resourceName: dominioDoRemetente(aws.email) }),
        stack.formatArn({ service: "ses", resource: "configuration-set", resourceName: conjuntos.email }),
      ]);
    }
    return this;
  }

  /**
   * ORIGEM_SEGREDO (the ARN, which names its region: the secret sits with CloudFront's stack) plus
   * its read: functions/lib/borda.ts then refuses a request without CloudFront's origin header.
   */
  bindOrigem(segredo: ISecret): this {
    this.addEnvironment("ORIGEM_SEGREDO", segredo.secretArn);
    segredo.grantRead(this);
    return this;
  }

  /** The whole of functions/lib/env.ts: table, bucket, every queue (send) and both pools. */
  bindRecursos(r: RecursosApp): this {
    this.bindTable(r.tabela).bindBucket(r.bucket).bindUserPools(r.staff, r.cliente);
    for (const [nome, fila] of r.filas) this.bindQueue(nome, fila);
    return this;
  }
}

/** One import of the secret per stack (by name: the ARN's random suffix is matched by the grant). */
function segredoDoStack(escopo: Construct, nome: string): ISecret {
  const stack = Stack.of(escopo);
  const id = "SegredoProvedorBoletos";
  return (stack.node.tryFindChild(id) as ISecret | undefined) ?? Secret.fromSecretNameV2(stack, id, nome);
}
