/** What `vendas` uses of other domains, through their index.ts. */
export { obterCliente, obterClientes, obterProduto, obterProdutos, usarCliente } from "../cadastro";
export { itemPorId, itemPorImei, moverItem, type ItemGravado, type ItemTransacao } from "../estoque";
export { modeloAtivo } from "../documentos";
export { obterEmpresa } from "../conta";
export { mensagemNaSaida, variaveisDaLoja } from "../mensagens";
export { encargosDaEmpresa, lerCredito } from "../empresa";
export { emAberto, novoContrato, obterContrato, seguirVenda, contratoParaApi, parcelaParaApi, parcelasParaApi, type ContratoGravado, type ParcelaGravada } from "../contratos";
