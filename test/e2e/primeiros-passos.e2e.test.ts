/**
 * First steps of a new shop (issue 30 item 11), in Chromium at 1366 px and at 390 px: the sign-up
 * takes the shop's address and WhatsApp, which Dados Cadastrais then shows filled; the admin's
 * dashboard lists the first steps, each a link to its screen, ticked as done, until all are done
 * (or the shop dismisses it); Controle de Boletos and Modelos de Documentos warn while the address
 * is incomplete, with a link to Dados Cadastrais for the admin.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { MSG_PRIMEIROS_PASSOS, PASSOS_INICIAIS } from "../../shared/empresa/primeiros-passos";
import { chamarApi, novaEmpresa } from "../support/api";
import { esperar } from "../support/esperar";
import { novoCnpj, novoEmail } from "../support/fabricas";
import { entrarPelaTela, usarNavegador } from "../support/navegador";
import { usuarioComPapel } from "../support/relatorios";
import { esperarSemRolagemLateral } from "../support/telas";

const nav = usarNavegador();
const TELAS = [
  ["1366 px", { width: 1366, height: 768 }],
  ["390 px", { width: 390, height: 844 }],
] as const;
const DADOS = "/configuracoes/empresas/dados-cadastrais";

const lista = (p: Page) => p.getByRole("region", { name: "Primeiros passos" });
const estado = (p: Page, chave: string) => lista(p).locator(`li[data-passo="${chave}"] .passo-estado`).innerText();
const estados = async (p: Page) => Object.fromEntries(await Promise.all(["endereco", "whatsapp", "cobranca", "modelo_contrato"].map(async (c) => [c, await estado(p, c)])));

/**
 * Back to the dashboard through the side menu, as a user goes (no reload: the list must follow
 * what the screens saved), then the pointer off the menu, which stays open under it.
 */
async function aoDashboard(p: Page) {
  // On a phone the menu is a drawer opened by 'Menu' in the header (issue 36 item 12).
  const abrirMenu = p.getByRole("button", { name: "Menu", exact: true });
  if (await abrirMenu.isVisible()) await abrirMenu.click();
  await p.getByRole("navigation", { name: "Menu principal" }).getByRole("link", { name: "Dashboard", exact: true }).click();
  await p.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
  const { width, height } = p.viewportSize()!;
  await p.mouse.move(width - 5, height / 2);
}

async function abrirPasso(p: Page, titulo: string, destino: string) {
  await lista(p).getByRole("link", { name: titulo }).click();
  await p.waitForURL((u) => `${u.pathname}${u.hash}` === destino);
}

describe("primeiros passos de uma loja nova", () => {
  it.each(TELAS)("em %s: cadastro com endereço e WhatsApp → a lista no dashboard → cada link leva à sua tela → feitos, a lista some", async (_, tela) => {
    const p = nav.pagina;
    await p.setViewportSize(tela);
    await p.goto(nav.url("/cadastro"));
    await p.getByLabel("Nome fantasia").fill("Loja Primeiros Passos");
    await p.getByLabel("CNPJ").pressSequentially(novoCnpj());
    await p.getByLabel("Endereço", { exact: true }).fill("Rua da Aurora, 120, Boa Vista");
    await p.getByLabel("CEP").pressSequentially("50050000");
    await esperar(() => p.getByLabel("CEP").inputValue()).toBe("50050-000");
    await p.getByLabel("Cidade").fill("Recife");
    await p.getByLabel("UF").selectOption({ label: "Pernambuco (PE)" });
    await p.getByLabel("WhatsApp da loja").pressSequentially("81997001234");
    await esperar(() => p.getByLabel("WhatsApp da loja").inputValue()).toBe("(81) 99700-1234");
    await p.getByLabel("Nome", { exact: true }).fill("Paula Passos");
    await p.getByLabel("Email").fill(novoEmail("passos"));
    await p.getByLabel("Senha", { exact: true }).fill("segredo123");
    await p.getByLabel("Confirmar senha").fill("segredo123");
    if (tela.width < 400) await esperarSemRolagemLateral(p, "/cadastro");
    await p.getByRole("button", { name: "Criar Empresa e Acessar Sistema" }).click();

    await p.waitForURL("**/dashboard");
    await lista(p).waitFor();
    // Address and WhatsApp came with the sign-up; the collection settings and the contract are the shop's to review.
    await esperar(() => estados(p)).toEqual({ endereco: "Feito", whatsapp: "Feito", cobranca: "Pendente", modelo_contrato: "Pendente" });
    await lista(p).getByText("o bloqueio automático dos aparelhos em atraso fica desligado até a loja ligá-lo ali", { exact: false }).waitFor();
    if (tela.width < 400) await esperarSemRolagemLateral(p, "/dashboard");

    // Address and WhatsApp: Dados Cadastrais shows what the sign-up took, nothing to retype.
    for (const chave of ["endereco", "whatsapp"] as const) {
      await abrirPasso(p, PASSOS_INICIAIS[chave].titulo, DADOS);
      await p.getByRole("heading", { name: "Dados Cadastrais" }).waitFor();
      await esperar(() => p.getByLabel("Endereço", { exact: true }).inputValue()).toBe("Rua da Aurora, 120, Boa Vista");
      expect(await p.getByLabel("CEP").inputValue()).toBe("50050-000");
      expect(await p.getByLabel("Cidade").inputValue()).toBe("Recife");
      expect(await p.getByLabel("UF").inputValue()).toBe("PE");
      expect(await p.getByLabel("WhatsApp").inputValue()).toBe("(81) 99700-1234");
      await aoDashboard(p);
    }

    // Collection settings: the link opens the 'Cobrança' panel on screen; saving it once is the step.
    await abrirPasso(p, PASSOS_INICIAIS.cobranca.titulo, `${DADOS}#cobranca`);
    const cobranca = p.locator("form#cobranca");
    await cobranca.getByRole("heading", { name: "Cobrança" }).waitFor();
    await esperar(async () => {
      const caixa = await cobranca.boundingBox();
      return caixa !== null && caixa.y < tela.height && caixa.y + 40 > 0;
    }).toBe(true);
    expect(await cobranca.getByLabel("Bloquear automaticamente após a carência").isChecked()).toBe(false);
    await cobranca.getByRole("button", { name: "Salvar Cobrança" }).click();
    await p.getByText("Configurações de cobrança salvas com sucesso!").waitFor();
    await aoDashboard(p);
    await esperar(() => estado(p, "cobranca")).toBe("Feito");

    // Contract template: the link opens Modelos de Documentos, which offers to keep the default.
    await abrirPasso(p, PASSOS_INICIAIS.modelo_contrato.titulo, "/configuracoes/modelos-documentos");
    await p.getByRole("heading", { name: "Modelos de Documentos" }).waitFor();
    await p.getByText(MSG_PRIMEIROS_PASSOS.passoContrato).waitFor();
    await p.getByRole("button", { name: MSG_PRIMEIROS_PASSOS.usarModeloPadrao }).click();
    await p.getByText(MSG_PRIMEIROS_PASSOS.passoContrato).waitFor({ state: "detached" });
    // The shop has an address: no warning here.
    expect(await p.getByText(MSG_PRIMEIROS_PASSOS.semEndereco).count()).toBe(0);

    // All done: the list is gone, and stays gone.
    await aoDashboard(p);
    await p.locator(".dash-cartao-valor").first().waitFor();
    expect(await lista(p).count()).toBe(0);
    await p.reload();
    await p.locator(".dash-cartao-valor").first().waitFor();
    expect(await lista(p).count()).toBe(0);
  });

  it("'Usar o modelo padrão' no próprio dashboard e 'Dispensar': a lista não insiste", async () => {
    const a = await novaEmpresa({ nome_fantasia: "Loja Sem Pressa" });
    const p = nav.pagina;
    await p.setViewportSize(TELAS[0][1]);
    await entrarPelaTela(nav, a.email, a.senha);
    await lista(p).waitFor();
    await esperar(() => estados(p)).toEqual({ endereco: "Pendente", whatsapp: "Pendente", cobranca: "Pendente", modelo_contrato: "Pendente" });
    await lista(p).getByRole("button", { name: MSG_PRIMEIROS_PASSOS.usarModeloPadrao }).click();
    await esperar(() => estado(p, "modelo_contrato")).toBe("Feito");
    expect(await lista(p).getByRole("button", { name: MSG_PRIMEIROS_PASSOS.usarModeloPadrao }).count()).toBe(0);

    await lista(p).getByRole("button", { name: MSG_PRIMEIROS_PASSOS.dispensar }).click();
    await lista(p).waitFor({ state: "detached" });
    await p.reload();
    await p.locator(".dash-cartao-valor").first().waitFor();
    expect(await lista(p).count()).toBe(0);
    // Dismissed is not done: the screens still warn about the missing address.
    await p.goto(nav.url("/financeiro/boletos"));
    await p.getByRole("heading", { name: "Controle de Boletos" }).waitFor();
    await p.getByText(MSG_PRIMEIROS_PASSOS.semEndereco).waitFor();
  });

  it("um vendedor não vê a lista (as telas dela são do admin)", async () => {
    const a = await novaEmpresa({ nome_fantasia: "Loja do Vendedor Novo" });
    const v = await usuarioComPapel(a, "vendedor");
    const p = nav.pagina;
    await p.setViewportSize(TELAS[0][1]);
    const email = (await chamarApi("GET", "/api/me", { token: v.token })).body.usuario.email as string;
    await entrarPelaTela(nav, email, "segredo123");
    await p.locator(".dash-cartao-valor").first().waitFor();
    expect(await lista(p).count()).toBe(0);
  });
});

describe("loja sem endereço: o aviso nas telas que fazem boletos e contratos", () => {
  it.each(TELAS)("em %s: Controle de Boletos e Modelos de Documentos avisam, com link para Dados Cadastrais; com o endereço, o aviso some", async (_, tela) => {
    const a = await novaEmpresa({ nome_fantasia: "Loja Sem Endereço" });
    const p = nav.pagina;
    await p.setViewportSize(tela);
    await entrarPelaTela(nav, a.email, a.senha, "/financeiro/boletos");
    await p.getByRole("heading", { name: "Controle de Boletos" }).waitFor();
    const aviso = p.locator(".aviso-sem-endereco");
    await aviso.getByText(MSG_PRIMEIROS_PASSOS.semEndereco).waitFor();
    if (tela.width < 400) await esperarSemRolagemLateral(p, "/financeiro/boletos");

    await p.goto(nav.url("/configuracoes/modelos-documentos"));
    await p.getByRole("heading", { name: "Modelos de Documentos" }).waitFor();
    await aviso.getByText(MSG_PRIMEIROS_PASSOS.semEndereco).waitFor();
    await aviso.getByRole("link", { name: MSG_PRIMEIROS_PASSOS.cadastrarEndereco }).click();
    await p.waitForURL(`**${DADOS}`);
    await p.getByRole("heading", { name: "Dados Cadastrais" }).waitFor();

    // The address completed on that screen: the warnings go.
    await p.getByLabel("Endereço", { exact: true }).fill("Av. Conde da Boa Vista, 50");
    await p.getByLabel("CEP").pressSequentially("50060004");
    await p.getByLabel("Cidade").fill("Recife");
    await p.getByLabel("UF").selectOption("PE");
    await p.getByRole("button", { name: "Salvar Alterações" }).click();
    await p.getByText("Dados da empresa atualizados com sucesso!").waitFor();
    for (const [caminho, titulo] of [["/configuracoes/modelos-documentos", "Modelos de Documentos"], ["/financeiro/boletos", "Controle de Boletos"]] as const) {
      await p.goto(nav.url(caminho));
      await p.getByRole("heading", { name: titulo }).waitFor();
      await p.getByRole("button", { name: titulo === "Controle de Boletos" ? "Atualizar" : "Novo Modelo" }).waitFor();
      expect(await p.getByText(MSG_PRIMEIROS_PASSOS.semEndereco).count(), caminho).toBe(0);
    }
  });

  it("um vendedor vê o aviso no Controle de Boletos sem link (Dados Cadastrais é do admin): pede ao administrador", async () => {
    const a = await novaEmpresa({ nome_fantasia: "Loja do Aviso" });
    const v = await usuarioComPapel(a, "vendedor");
    const email = (await chamarApi("GET", "/api/me", { token: v.token })).body.usuario.email as string;
    const p = nav.pagina;
    await p.setViewportSize(TELAS[0][1]);
    await entrarPelaTela(nav, email, "segredo123", "/financeiro/boletos");
    const aviso = p.locator(".aviso-sem-endereco");
    await aviso.getByText(MSG_PRIMEIROS_PASSOS.semEndereco).waitFor();
    await aviso.getByText(MSG_PRIMEIROS_PASSOS.pecaAoAdmin).waitFor();
    expect(await aviso.getByRole("link").count()).toBe(0);
  });
});
