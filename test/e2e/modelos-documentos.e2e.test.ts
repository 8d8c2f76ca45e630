/** Document templates screen in Chromium: create with chips and toolbar formatting, preview, print, edit, delete. */
import { placeholdersDoTipo } from "../../shared/documentos/placeholders";
import { describe, expect, it } from "vitest";
import { novaEmpresa, type EmpresaTeste } from "../support/api";
import { entrarPelaTela, usarNavegador } from "../support/navegador";
import { esperar } from "../support/esperar";

const nav = usarNavegador();

async function abrirTela(a: EmpresaTeste) {
  await entrarPelaTela(nav, a.email, a.senha, "/configuracoes/modelos-documentos");
  await nav.pagina.getByRole("heading", { name: "Modelos de Documentos" }).waitFor();
}

describe("modelos de documentos", () => {
  it("o admin cria um modelo com marcadores e negrito, vê o preview com dados de exemplo, imprime, edita e exclui", async () => {
    const a = await novaEmpresa({ nome_fantasia: "Cell Prime Recife" });
    const p = nav.pagina;
    await abrirTela(a);
    await p.getByRole("heading", { name: "Modelos Cadastrados (2)" }).waitFor();
    await esperar(() => p.getByText("Cell Prime Recife", { exact: true }).count()).toBeGreaterThan(0);

    // Filters: name (case-insensitive) AND type.
    await p.getByLabel("Buscar por nome").fill("GARANTIA");
    await p.getByRole("heading", { name: "Modelos Cadastrados (1)" }).waitFor();
    await p.getByLabel("Tipo").selectOption("contrato");
    await p.getByText("Nenhum modelo encontrado").waitFor();
    await p.getByText("Tente ajustar os filtros.").waitFor();
    await p.getByLabel("Buscar por nome").fill("");
    await p.getByLabel("Tipo").selectOption("");
    await p.getByRole("heading", { name: "Modelos Cadastrados (2)" }).waitFor();

    // Create: a garantia, active, with bold text typed after the toolbar button and two chips.
    await p.getByRole("button", { name: "Novo Modelo" }).click();
    const dialogo = p.getByRole("dialog", { name: "Novo Modelo" });
    await dialogo.getByLabel("Nome do Modelo").fill("Garantia Estendida Loja");
    await esperar(() => dialogo.getByLabel("Nome do Modelo").getAttribute("placeholder")).toBe("Contrato de Venda Padrão");
    await esperar(() => dialogo.getByRole("group", { name: /Marcadores disponíveis/ }).getByRole("button").count()).toBe(placeholdersDoTipo("contrato").length);
    await dialogo.getByLabel("Tipo").selectOption("garantia");
    await esperar(() => dialogo.getByRole("group", { name: /Marcadores disponíveis/ }).getByRole("button").count()).toBe(placeholdersDoTipo("garantia").length);
    await dialogo.getByText('O modelo "Termo de Garantia (padrão)" é o modelo de garantia ativo e será desativado ao salvar', { exact: false }).waitFor();

    const editor = dialogo.getByRole("textbox", { name: "Conteúdo" });
    await editor.click();
    await dialogo.getByRole("button", { name: "Negrito" }).click();
    await p.keyboard.type("Termo especial");
    await dialogo.getByRole("button", { name: "Negrito" }).click();
    await p.keyboard.type(" para ");
    await dialogo.getByRole("button", { name: /Nome do cliente/ }).click();
    await p.keyboard.type(", IMEI ");
    await dialogo.getByRole("button", { name: /IMEI do aparelho/ }).click();
    await p.keyboard.type(". Total {{valor_total}}");
    await esperar(() => editor.innerText()).toContain("Termo especial para {{cliente_nome}}, IMEI {{produto_imei}}. Total {{valor_total}}");
    await esperar(() => editor.locator("strong").innerText()).toBe("Termo especial");
    await dialogo.getByText("Marcadores não reconhecidos para garantia: {{valor_total}}", { exact: false }).waitFor();
    await dialogo.getByRole("button", { name: "Criar Modelo" }).click();
    await dialogo.waitFor({ state: "detached" });

    await p.getByRole("heading", { name: "Modelos Cadastrados (3)" }).waitFor();
    const linhaNova = p.getByRole("row", { name: /Garantia Estendida Loja/ });
    await linhaNova.getByText("Ativo", { exact: true }).waitFor();
    await p.getByRole("row", { name: /Termo de Garantia \(padrão\)/ }).getByText("Inativo").waitFor();

    // Preview with the sample data, then print only the document.
    await p.getByRole("button", { name: "Visualizar Garantia Estendida Loja" }).click();
    const preview = p.getByRole("dialog", { name: "Visualizar: Garantia Estendida Loja" });
    await preview.getByText("Visualização com dados de exemplo").waitFor();
    await preview.getByText("substituídos pelos dados reais quando o documento é gerado durante uma venda", { exact: false }).waitFor();
    const documento = preview.getByRole("article", { name: "Documento de exemplo" });
    await esperar(() => documento.innerText()).toContain("Termo especial para Maria da Silva Santos, IMEI 356938035643809. Total {{valor_total}}");
    await esperar(() => documento.locator("strong").first().innerText()).toBe("Termo especial");
    await preview.getByRole("button", { name: "Imprimir" }).click();
    const quadro = p.locator("iframe[data-impressao='documento']");
    await quadro.waitFor({ state: "attached" });
    const impresso = (await quadro.getAttribute("srcdoc")) ?? "";
    expect(impresso).toContain("Maria da Silva Santos");
    expect(impresso).toContain("size:A4");
    expect(impresso).not.toContain("Visualização com dados de exemplo");
    expect(impresso).not.toContain("Modelos Cadastrados");
    await preview.locator(".p-dialog-footer").getByRole("button", { name: "Fechar" }).click();
    await preview.waitFor({ state: "detached" });

    // Edit: the dialog opens filled; the new name shows in the list.
    await p.getByRole("button", { name: "Editar Garantia Estendida Loja" }).click();
    const edicao = p.getByRole("dialog", { name: "Editar Modelo" });
    await esperar(() => edicao.getByLabel("Nome do Modelo").inputValue()).toBe("Garantia Estendida Loja");
    await esperar(() => edicao.getByRole("textbox", { name: "Conteúdo" }).innerText()).toContain("{{produto_imei}}");
    await edicao.getByLabel("Nome do Modelo").fill("Garantia Estendida 12 meses");
    await edicao.getByRole("button", { name: "Atualizar Modelo" }).click();
    await edicao.waitFor({ state: "detached" });
    await p.getByRole("row", { name: /Garantia Estendida 12 meses/ }).waitFor();

    // Delete after the spec's question.
    await p.getByRole("button", { name: "Excluir Garantia Estendida 12 meses" }).click();
    const confirmacao = p.getByRole("dialog").filter({ hasText: "Tem certeza que deseja excluir este modelo?" });
    await confirmacao.getByRole("button", { name: "Excluir", exact: true }).click();
    await p.getByRole("heading", { name: "Modelos Cadastrados (2)" }).waitFor();
    await esperar(() => p.getByRole("row", { name: /Garantia Estendida/ }).count()).toBe(0);
  });

  it("diz qual contrato está em vigor: o ativo e, depois de excluí-lo, o padrão do sistema", async () => {
    const a = await novaEmpresa();
    const p = nav.pagina;
    await abrirTela(a);
    await p.getByText("Contrato em vigor nas vendas no boleto: Contrato de Venda Parcelada (padrão)").waitFor();
    await p.getByRole("button", { name: "Excluir Contrato de Venda Parcelada (padrão)" }).click();
    await p.getByRole("dialog").filter({ hasText: "Tem certeza que deseja excluir este modelo?" }).getByRole("button", { name: "Excluir", exact: true }).click();
    await p.getByRole("heading", { name: "Modelos Cadastrados (1)" }).waitFor();
    await p.getByText("Nenhum modelo de contrato está ativo: as vendas no boleto usam o contrato padrão do sistema.", { exact: false }).waitFor();
    await esperar(() => p.getByText("Contrato em vigor nas vendas no boleto", { exact: false }).count()).toBe(0);
  });

  it("mostra as mensagens de validação; um editor só com linhas vazias conta como vazio", async () => {
    const a = await novaEmpresa();
    const p = nav.pagina;
    await abrirTela(a);
    await p.getByRole("button", { name: "Novo Modelo" }).click();
    const dialogo = p.getByRole("dialog", { name: "Novo Modelo" });
    await dialogo.getByRole("textbox", { name: "Conteúdo" }).click();
    await p.keyboard.press("Enter");
    await p.keyboard.press("Enter");
    await dialogo.getByRole("button", { name: "Criar Modelo" }).click();
    await dialogo.getByText("Nome do modelo é obrigatório").waitFor();
    await dialogo.getByText("Conteúdo é obrigatório").waitFor();
    await esperar(() => dialogo.isVisible()).toBe(true);
  });

  it("erros do servidor: carregar mostra um aviso que se fecha; salvar mantém o modal aberto com o motivo; excluir avisa o motivo", async () => {
    const a = await novaEmpresa();
    const p = nav.pagina;
    let falharLista = true;
    await p.route("**/api/modelos-documentos", async (rota) => {
      const metodo = rota.request().method();
      if (metodo === "GET" && falharLista) {
        return rota.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: { code: "INTERNAL", message: "Erro interno do servidor" } }) });
      }
      if (metodo === "POST") {
        return rota.fulfill({ status: 409, contentType: "application/json", body: JSON.stringify({ error: { code: "CONFLICT", message: "Este modelo foi alterado ao mesmo tempo" } }) });
      }
      return rota.fallback();
    });
    await abrirTela(a);
    const aviso = p.getByRole("alert").filter({ hasText: "Erro ao carregar modelos: Erro interno do servidor" });
    await aviso.waitFor();
    await aviso.getByRole("button", { name: "Fechar aviso" }).click();
    await aviso.waitFor({ state: "detached" });

    falharLista = false;
    await p.getByRole("button", { name: "Novo Modelo" }).click();
    const dialogo = p.getByRole("dialog", { name: "Novo Modelo" });
    await dialogo.getByLabel("Nome do Modelo").fill("Contrato X");
    await dialogo.getByRole("textbox", { name: "Conteúdo" }).click();
    await p.keyboard.type("Texto do contrato");
    await dialogo.getByRole("button", { name: "Criar Modelo" }).click();
    await dialogo.getByText("Erro ao salvar modelo: Este modelo foi alterado ao mesmo tempo").waitFor();
    await esperar(() => dialogo.getByLabel("Nome do Modelo").inputValue()).toBe("Contrato X");
    await dialogo.getByRole("button", { name: "Cancelar" }).click();
    await dialogo.waitFor({ state: "detached" });

    await p.route("**/api/modelos-documentos/*", (rota) =>
      rota.request().method() === "DELETE"
        ? rota.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: { code: "INTERNAL", message: "Erro interno do servidor" } }) })
        : rota.fallback(),
    );
    await p.reload();
    await p.getByRole("button", { name: "Excluir Termo de Garantia (padrão)" }).click();
    await p.getByRole("dialog").filter({ hasText: "Tem certeza que deseja excluir este modelo?" }).getByRole("button", { name: "Excluir", exact: true }).click();
    await p.getByRole("alert").filter({ hasText: "Erro ao excluir modelo: Erro interno do servidor" }).waitFor();
    await p.getByRole("row", { name: /Termo de Garantia \(padrão\)/ }).waitFor();
  });
});
