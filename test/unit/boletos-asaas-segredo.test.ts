/**
 * The Asaas credentials read from Secrets Manager, through the real AWS SDK client pointed (by
 * the SDK's own AWS_ENDPOINT_URL_SECRETS_MANAGER) at a local server that speaks the service's
 * JSON protocol for GetSecretValue.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { fonteDasVariaveis } from "../../functions/boletos/provedores/asaas-credenciais";
import { FalhaTransitoria } from "../../functions/boletos/provedores/porta";
import { logger } from "../../functions/lib/logger";

const SEGREDO = "erp-celulares/teste/asaas";
const CREDENCIAIS = { apiKey: "$aact_chave", webhookToken: "token-do-webhook-com-pelo-menos-32-caracteres" };

let servidor: Server;
let valor: string | null = JSON.stringify(CREDENCIAIS);
const pedidos: { alvo: string | undefined; corpo: unknown }[] = [];
const ambienteAntes = { ...process.env };

beforeAll(async () => {
  servidor = createServer((req, res) => {
    const partes: Buffer[] = [];
    req.on("data", (p: Buffer) => partes.push(p));
    req.on("end", () => {
      const corpo = JSON.parse(Buffer.concat(partes).toString("utf8") || "{}") as { SecretId?: string };
      pedidos.push({ alvo: req.headers["x-amz-target"] as string | undefined, corpo });
      res.setHeader("content-type", "application/x-amz-json-1.1");
      if (valor === null || corpo.SecretId !== SEGREDO) {
        res.writeHead(400).end(JSON.stringify({ __type: "ResourceNotFoundException", message: "Secrets Manager can't find the specified secret." }));
        return;
      }
      res.writeHead(200).end(JSON.stringify({ ARN: `arn:aws:secretsmanager:sa-east-1:000000000000:secret:${SEGREDO}-AbCdEf`, Name: SEGREDO, SecretString: valor }));
    });
  });
  await new Promise<void>((ok) => servidor.listen(0, "127.0.0.1", ok));
  process.env.AWS_ENDPOINT_URL_SECRETS_MANAGER = `http://127.0.0.1:${(servidor.address() as AddressInfo).port}`;
  process.env.AWS_ACCESS_KEY_ID = "teste";
  process.env.AWS_SECRET_ACCESS_KEY = "teste";
});
afterAll(async () => {
  process.env = ambienteAntes;
  await new Promise<void>((ok) => servidor.close(() => ok()));
});
afterEach(() => {
  valor = JSON.stringify(CREDENCIAIS);
  pedidos.length = 0;
});

describe("Asaas credentials from Secrets Manager", () => {
  it("reads the secret once per cold start", async () => {
    const fonte = fonteDasVariaveis({ ASAAS_SEGREDO: SEGREDO, AWS_REGION: "sa-east-1" });
    expect(await fonte()).toEqual(CREDENCIAIS);
    expect(await fonte()).toEqual(CREDENCIAIS);
    expect(pedidos).toEqual([{ alvo: "secretsmanager.GetSecretValue", corpo: { SecretId: SEGREDO } }]);
  });

  it("prefers the secret to the local variables when both are set", async () => {
    const fonte = fonteDasVariaveis({ ASAAS_SEGREDO: SEGREDO, ASAAS_API_KEY: "local", ASAAS_WEBHOOK_TOKEN: "local", AWS_REGION: "sa-east-1" });
    expect((await fonte()).apiKey).toBe(CREDENCIAIS.apiKey);
  });

  it.each([
    ["not JSON", "apiKey=x"],
    ["without the webhook token", JSON.stringify({ apiKey: "x" })],
    ["missing", null],
  ])("a secret %s is a transient failure, logged without its value, and is read again on the next call", async (_, conteudo) => {
    const erros = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    try {
      valor = conteudo;
      const fonte = fonteDasVariaveis({ ASAAS_SEGREDO: SEGREDO, AWS_REGION: "sa-east-1" });
      await expect(fonte()).rejects.toBeInstanceOf(FalhaTransitoria);
      expect(JSON.stringify(erros.mock.calls)).not.toContain("apiKey=x");
      valor = JSON.stringify(CREDENCIAIS);
      expect(await fonte()).toEqual(CREDENCIAIS);
      expect(pedidos).toHaveLength(2);
    } finally {
      erros.mockRestore();
    }
  });
});
