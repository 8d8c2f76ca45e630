/** POST /api/estoque/entradas — the whole entry or nothing (SPEC.md section 5; issue: stock by IMEI). */
import { CriarEntradaInput, MSG_ESTOQUE } from "../../../shared/estoque/schemas";
import { LIMITES_PLANO, mensagemLimiteImeis } from "../../../shared/regras/planos";
import { obterEmpresa } from "../../conta";
import { conflito, limitePlano, naoEncontrado } from "../../lib/errors";
import { criado, rotaStaff } from "../../lib/http";
import { agoraIso, novoId } from "../../lib/ids";
import { referencias } from "../cadastro-ref";
import { itemParaApi, novaEntrada } from "../domain";
import { EntradaRecusada, gravarEntrada, imeisExistentes, valorContador } from "../repo";

const TENTATIVAS = 3;

export const criarEntrada = rotaStaff({ body: CriarEntradaInput }, async ({ body, caller }) => {
  const { empresaId } = caller;
  const [empresa, produto, fornecedor] = await Promise.all([
    obterEmpresa(empresaId),
    referencias.produto(empresaId, body.produto_id),
    referencias.fornecedor(empresaId, body.fornecedor_id),
  ]);
  if (!empresa) throw naoEncontrado("Empresa não encontrada");
  if (!produto) throw naoEncontrado("Produto não encontrado");
  if (!fornecedor) throw naoEncontrado("Fornecedor não encontrado");

  const imeis = body.itens.map((i) => i.imei);
  const existentes = await imeisExistentes(empresaId, imeis);
  if (existentes.length) throw conflito(MSG_ESTOQUE.jaExistem(existentes), { itens: MSG_ESTOQUE.jaExistem(existentes) });

  const limite = LIMITES_PLANO[empresa.plano].imeis;
  const recusarLimite = (usados: number) => limitePlano(mensagemLimiteImeis(empresa.plano, usados, imeis.length));
  if (limite !== null) {
    const usados = await valorContador(empresaId, "imeis");
    if (usados + imeis.length > limite) throw recusarLimite(usados);
  }

  const nova = novaEntrada(body, { entradaId: novoId(), itemIds: imeis.map(() => novoId()) }, agoraIso(), produto.preco_final);
  for (let tentativa = 1; ; tentativa++) {
    try {
      await gravarEntrada({
        empresaId,
        ...nova,
        maxAntes: limite === null ? null : limite - imeis.length,
        referencias: referencias.usos(empresaId, body.produto_id, body.fornecedor_id),
      });
      break;
    } catch (erro) {
      if (!(erro instanceof EntradaRecusada)) throw erro;
      const r = erro.recusa;
      if (r.tipo === "imeis") throw conflito(MSG_ESTOQUE.jaExistem(r.imeis), { itens: MSG_ESTOQUE.jaExistem(r.imeis) });
      // Another entry used the room meanwhile: report the count as it is now.
      if (r.tipo === "limite") throw recusarLimite(await valorContador(empresaId, "imeis"));
      if (r.tipo === "referencia") throw naoEncontrado(r.indice === 0 ? "Produto não encontrado" : "Fornecedor não encontrado");
      // Another write touched the same items at the same moment: try again, the conditions decide.
      if (tentativa >= TENTATIVAS) throw conflito("Outra operação alterou o estoque ao mesmo tempo. Tente novamente.");
      await new Promise((r2) => setTimeout(r2, 50 * tentativa));
    }
  }

  const { entrada, itens } = nova;
  const { valor_unitario_centavos, imeis: _imeis, ...resto } = entrada;
  return criado({
    ...resto,
    valor_unitario: valor_unitario_centavos / 100,
    produto: { id: produto.id, nome: produto.nome_modelo, codigo: produto.codigo },
    fornecedor: { id: fornecedor.id, nome: fornecedor.nome },
    itens: itens.map(itemParaApi),
  });
});
