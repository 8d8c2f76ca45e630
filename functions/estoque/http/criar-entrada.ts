/** POST /api/estoque/entradas — the whole entry or nothing (docs/especificacao.md section 5; issue: stock by IMEI). */
import { CriarEntradaInput, MSG_ESTOQUE } from "../../../shared/estoque/schemas";
import { LIMITES_PLANO, mensagemLimiteImeis } from "../../../shared/regras/planos";
import { obterEmpresa } from "../../conta";
import { conflito, limitePlano, naoEncontrado } from "../../lib/errors";
import { criado, rotaStaff } from "../../lib/http";
import { agoraIso, novoId } from "../../lib/ids";
import { referencias } from "../cadastro-ref";
import { itemParaApi, novaEntrada } from "../domain";
import { cabeNumaTransacao } from "../lotes-entrada";
import { gravarEntrada, imeisExistentes, valorContador } from "../repo";
import { gravarEntradaGrande, retomarEntradasEmCurso } from "../repo-entrada-grande";
import { agora as agoraDoNegocio } from "../../../shared/relogio";

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

  // An entry of this company abandoned mid-way (its writer died) is rolled back before checking
  // the IMEIs, so retrying it is not blocked once its deadline passed.
  await retomarEntradasEmCurso(empresaId, agoraDoNegocio());
  const imeis = body.itens.map((i) => i.imei);
  const existentes = await imeisExistentes(empresaId, imeis);
  if (existentes.length) throw conflito(MSG_ESTOQUE.jaExistem(existentes), { itens: MSG_ESTOQUE.jaExistem(existentes) });

  const limite = LIMITES_PLANO[empresa.plano].imeis;
  const recusarLimite = (usados: number) => limitePlano(mensagemLimiteImeis(empresa.plano, usados, imeis.length));
  if (limite !== null) {
    const usados = await valorContador(empresaId, "imeis");
    if (usados + imeis.length > limite) throw recusarLimite(usados);
  }

  const nova = novaEntrada(body, { empresaId, entradaId: novoId(), itemIds: imeis.map(() => novoId()) }, agoraIso(), produto.preco_final);
  // Conflicts with other writes at the same moment are retried by the transaction helper; the
  // conditions decide what is really refused. An entry too big for one transaction is written in
  // steps and still appears, or is refused, as a whole (repo-entrada-grande.ts).
  const gravar = cabeNumaTransacao(imeis.length) ? gravarEntrada : gravarEntradaGrande;
  await gravar({
    empresaId,
    ...nova,
    maxAntes: limite === null ? null : limite - imeis.length,
    referencias: referencias.usos(empresaId, body.produto_id, body.fornecedor_id),
    recusas: {
      imeis: (repetidos) => conflito(MSG_ESTOQUE.jaExistem(repetidos), { itens: MSG_ESTOQUE.jaExistem(repetidos) }),
      // Another entry used the room meanwhile: report the count as it is now.
      limite: async () => recusarLimite(await valorContador(empresaId, "imeis")),
    },
  });

  const { entrada, itens } = nova;
  const { valor_unitario_centavos, imeis: _imeis, empresa_id: _e, ...resto } = entrada;
  return criado({
    ...resto,
    valor_unitario: valor_unitario_centavos / 100,
    produto: { id: produto.id, nome: produto.nome_modelo, codigo: produto.codigo },
    fornecedor: { id: fornecedor.id, nome: fornecedor.nome },
    itens: itens.map(itemParaApi),
  });
});
