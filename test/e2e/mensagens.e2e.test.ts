/**
 * Messages to the customer in Chromium on the local stack (issue 31): a boleto sale's welcome
 * reaches the customer's phone in the simulated messenger's page (/__local/mensagens), drawn as a
 * chat with the store's name, the slip and its delivery status.
 */
import { describe, expect, it } from "vitest";
import { normalizarTelefone } from "../../shared/br/telefone";
import { hojeBrasil } from "../../shared/br/datas";
import { chamarApi, novaEmpresa } from "../support/api";
import { aparelhos } from "../support/contratos";
import { esperar } from "../support/esperar";
import { clienteComContato, liberarAgendadas, novoCelular } from "../support/mensagens";
import { usarNavegador } from "../support/navegador";
import { vendaBoleto } from "../support/vendas";

const nav = usarNavegador();

describe("mensagens ao cliente na tela local", { timeout: 240_000 }, () => {
  it("uma venda no boleto → as boas-vindas aparecem na conversa do celular do cliente em /__local/mensagens, entregues", async () => {
    const a = await novaEmpresa({ nome_fantasia: "Cell Mensagens" });
    const telefone = novoCelular();
    const { itens } = await aparelhos(a.token, 1);
    const c = await clienteComContato(a, { telefone }, "Bruna Lima");
    const v = await chamarApi("POST", "/api/vendas", { token: a.token, body: vendaBoleto(c.id, itens[0]!.id, hojeBrasil(), { qtd_parcelas: 8 }) });
    expect(v.status, JSON.stringify(v.body)).toBe(201);
    // Outside the hours a person may be reached the welcome waits: released as of the next allowed time.
    await liberarAgendadas(a);

    const p = nav.pagina;
    const destino = normalizarTelefone(telefone)!;
    const conversa = p.getByRole("list", { name: `Mensagens para ${destino}` });
    const boasVindas = conversa.getByRole("listitem").filter({ hasText: "obrigado pela compra" });
    // The page refreshes itself; reload until the slip is issued and the message delivered (queue work on a busy machine).
    await expect
      .poll(
        async () => {
          await p.goto(nav.url(`/__local/mensagens?destino=${destino}`));
          return (await boasVindas.count()) ? boasVindas.first().innerText() : "";
        },
        { timeout: 150_000, interval: 2000 },
      )
      .toMatch(/entregue/);
    await esperar(() => boasVindas.first().innerText()).toContain("Olá, Bruna! Cell Mensagens");
    await esperar(() => boasVindas.first().innerText()).toContain("Linha digitável:");
    await esperar(() => boasVindas.first().innerText()).toContain("WhatsApp");
  });
});
