/**
 * The `knox` lock adapter against a local server that answers like its API
 * (test/support/knox-falso.ts): HTTP on 127.0.0.1 only, no AWS, so it runs with the unit tests.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { criarProvedorKnox } from "../../functions/bloqueio/provedores/knox";
import { FalhaDefinitiva, FalhaTransitoria, type PedidoComando, type ProvedorBloqueio } from "../../functions/bloqueio/provedores/porta";
import { montarTela } from "../../functions/bloqueio/tela";
import { KnoxFalso } from "../support/knox-falso";

const TOKEN = "token-de-teste-knox";
let knox: KnoxFalso;
let provedor: ProvedorBloqueio;
let n = 0;

const pedido = (o: Partial<PedidoComando> = {}): PedidoComando => {
  n += 1;
  return { idempotencia: `CON${n}:1`, imei: `35209900000${String(1000 + n).slice(-4)}`, empresaId: "EMP1", contratoId: `CON${n}`, ...o };
};
const tela = montarTela({ nome_fantasia: "Cell Recife", whatsapp: "81998765432" }, { areaCliente: "https://erp.exemplo.com.br/consulta-boletos" });

beforeAll(async () => {
  knox = await KnoxFalso.iniciar(TOKEN);
  provedor = criarProvedorKnox({ url: knox.url, credenciais: () => Promise.resolve({ apiToken: TOKEN, chavePublicaWebhook: knox.chavePublica }), tempoLimiteMs: 300 });
});
afterAll(async () => {
  await knox.parar();
});

describe("adaptador Knox Guard", () => {
  it("matricula, bloqueia com o texto da tela e o telefone, desbloqueia e libera; status vê o aparelho", async () => {
    const p = pedido();
    expect(await provedor.matricular(p)).toMatchObject({ resultado: "aceito", provedor: "knox", idProvedor: `${p.imei}:matricular` });
    expect(await provedor.bloquear({ ...p, idempotencia: `${p.contratoId}:2`, tela })).toMatchObject({ resultado: "aceito", idProvedor: `${p.imei}:bloquear`, descricao: "Knox: Locking" });
    const lock = knox.requisicoes.filter((r) => r.caminho === "/devices/lock").at(-1)!;
    expect(lock).toMatchObject({ token: TOKEN, corpo: { deviceUid: p.imei, approveId: p.contratoId, tel: "81998765432" } });
    expect(String(lock.corpo.message)).toContain("Cell Recife");
    expect(await provedor.status(p)).toEqual({ vinculo: "deste_contrato", bloqueado: true });
    expect(await provedor.avisar({ ...p, idempotencia: `${p.contratoId}:5`, tela: { ...tela, texto: "Bloqueio agendado para 02/12/2026" } })).toMatchObject({ resultado: "aceito", idProvedor: `${p.imei}:avisar` });
    expect(knox.requisicoes.filter((r) => r.caminho === "/devices/sendMessage").at(-1)!.corpo).toMatchObject({ deviceUid: p.imei, approveId: p.contratoId, message: "Bloqueio agendado para 02/12/2026" });
    expect(await provedor.status(p)).toEqual({ vinculo: "deste_contrato", bloqueado: true });
    expect(await provedor.desbloquear({ ...p, idempotencia: `${p.contratoId}:3` })).toMatchObject({ resultado: "aceito" });
    expect(await provedor.status(p)).toEqual({ vinculo: "deste_contrato", bloqueado: false });
    expect(await provedor.liberar({ ...p, idempotencia: `${p.contratoId}:4` })).toMatchObject({ resultado: "aceito" });
    expect(await provedor.status(p)).toEqual({ vinculo: "livre", bloqueado: null });
  });

  it("outro contrato não matricula nem bloqueia o aparelho: recusa sem nomear quem o tem", async () => {
    const dono = pedido();
    await provedor.matricular(dono);
    const outro = pedido({ imei: dono.imei });
    const recusa = await provedor.matricular(outro);
    expect(recusa).toEqual({ resultado: "recusado", provedor: "knox", motivo: "matriculado_por_outro", descricao: "O aparelho está vinculado a outro contrato no provedor de bloqueio." });
    expect(JSON.stringify(recusa)).not.toContain(dono.contratoId);
    expect(await provedor.bloquear({ ...outro, tela })).toMatchObject({ resultado: "recusado", motivo: "matriculado_por_outro" });
    expect(await provedor.status(outro)).toEqual({ vinculo: "de_outro", bloqueado: null });
    expect(await provedor.bloquear({ ...pedido(), tela })).toMatchObject({ resultado: "recusado", motivo: "aparelho_desconhecido" });
  });

  it("500, 429, sem resposta e resposta malformada são transitórios; 401 também; 400 é definitivo", async () => {
    const p = pedido();
    await provedor.matricular(p);
    for (const falha of [500, 429, "lento", "malformado"] as const) {
      knox.falhar("/devices/lock", falha);
      await expect(provedor.bloquear({ ...p, tela })).rejects.toBeInstanceOf(FalhaTransitoria);
    }
    expect(await provedor.bloquear({ ...p, tela })).toMatchObject({ resultado: "aceito" });
    const semToken = criarProvedorKnox({ url: knox.url, credenciais: () => Promise.resolve({ apiToken: "errado", chavePublicaWebhook: knox.chavePublica }) });
    await expect(semToken.desbloquear(p)).rejects.toBeInstanceOf(FalhaTransitoria);
    await expect(provedor.bloquear({ ...p, imei: "123", tela })).rejects.toBeInstanceOf(FalhaDefinitiva);
    const urlErrada = criarProvedorKnox({ url: `${knox.url}/inexistente`, credenciais: () => Promise.resolve({ apiToken: TOKEN, chavePublicaWebhook: knox.chavePublica }) });
    await expect(urlErrada.desbloquear(p)).rejects.toBeInstanceOf(FalhaDefinitiva);
  });

  it("webhook: assinado pela chave do fornecedor vira a confirmação do comando; forjado ou adulterado é null", async () => {
    const p = pedido();
    await provedor.matricular(p);
    await provedor.bloquear({ ...p, tela });
    const aviso = knox.evento(p.imei, "KG_DEVICE_LOCKED");
    const eventos = await provedor.lerWebhook({ headers: aviso.headers, corpo: aviso.corpo });
    expect(eventos).toEqual([{ eventoId: JSON.parse(aviso.corpo).eventId, idProvedor: `${p.imei}:bloquear`, resultado: "confirmado", bloqueado: true, em: expect.any(String), descricao: "Knox KG_DEVICE_LOCKED: Locked" }]);
    expect(await provedor.lerWebhook({ headers: aviso.headers, corpo: aviso.corpo.replace("Locked", "Active") })).toBeNull();
    expect(await provedor.lerWebhook({ headers: {}, corpo: aviso.corpo })).toBeNull();
    const outroFornecedor = await KnoxFalso.iniciar(TOKEN);
    const forjado = outroFornecedor.evento(p.imei, "KG_DEVICE_UNLOCKED");
    await outroFornecedor.parar();
    expect(await provedor.lerWebhook({ headers: forjado.headers, corpo: forjado.corpo })).toBeNull();
    const falhou = knox.evento(p.imei, "KG_DEVICE_UNLOCKED", "FAIL");
    expect((await provedor.lerWebhook(falhou))![0]).toMatchObject({ resultado: "falhou", idProvedor: `${p.imei}:desbloquear` });
    const outro = knox.evento(p.imei, "KAI_BATTERY_STATUS");
    expect(await provedor.lerWebhook(outro)).toEqual([]);
  });
});
