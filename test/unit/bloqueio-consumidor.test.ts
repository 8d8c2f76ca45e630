/** The job queues' consumer loop (functions/lib/consumidor-sqs.ts): lock-jobs' FIFO partial batch, per device in order, a device's group stops at its first failure. */
import type { SQSRecord } from "aws-lambda";
import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { backoffSegundos, consumidorSqs, processarEmGrupos } from "../../functions/lib/consumidor-sqs";
import { FILAS } from "../../shared/api/filas";

const msg = (id: string, grupo: string | null, imei?: string): SQSRecord =>
  ({
    messageId: id,
    receiptHandle: `rh-${id}`,
    body: imei ? JSON.stringify({ imei }) : "{não é json",
    attributes: { ApproximateReceiveCount: "1", ...(grupo ? { MessageGroupId: grupo } : {}) },
  }) as unknown as SQSRecord;

describe("lock-jobs: lote FIFO parcial", () => {
  it("processa cada grupo em ordem e para o grupo na primeira falha, reportando ela e as seguintes do grupo; os outros grupos seguem", async () => {
    const vistos: string[] = [];
    const adiados: string[] = [];
    const falhas = await processarEmGrupos(
      [msg("a1", "A"), msg("b1", "B"), msg("a2", "A"), msg("b2", "B"), msg("a3", "A"), msg("c1", null, "111111111111111"), msg("c2", null, "111111111111111")],
      async (r) => {
        vistos.push(r.messageId);
        if (r.messageId === "a2" || r.messageId === "c1") throw new Error("falha");
      },
      async (r) => {
        adiados.push(r.messageId);
      },
    );
    expect(falhas.sort()).toEqual(["a2", "a3", "c1", "c2"]);
    expect(vistos.filter((v) => v.startsWith("a"))).toEqual(["a1", "a2"]);
    expect(vistos.filter((v) => v.startsWith("b"))).toEqual(["b1", "b2"]);
    expect(vistos).not.toContain("c2");
    expect(adiados.sort()).toEqual(["a2", "c1"]);
  });

  it("backoff dobra a cada tentativa até o tempo de visibilidade da fila", () => {
    const fila = FILAS.find((f) => f.nome === "lock-jobs")!;
    expect([1, 2, 3, 4, 5].map((n) => backoffSegundos(fila, n))).toEqual([5, 10, 20, 40, 60]);
  });
});

describe("fila padrão: um lote em que tudo falhou", () => {
  it("responde cada mensagem como falha, sem lançar (a fila repete; o alarme de erros da função conta defeitos, não esperas)", async () => {
    const consumir = consumidorSqs({ fila: "mensagens-jobs", trabalho: z.object({ imei: z.string() }), processar: async () => Promise.reject(new Error("boleto ainda não emitido")) });
    const r = await consumir({ Records: [msg("m1", null, "1"), msg("m2", null, "2")] });
    expect(r.batchItemFailures.map((f) => f.itemIdentifier).sort()).toEqual(["m1", "m2"]);
  });
});
