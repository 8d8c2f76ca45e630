/** What the payoff dialog ('Quitar contrato') says (issue 27 item 5, CDC art. 52 §2). */
import { formatarReais } from "../../../../shared/br/dinheiro";
import type { QuitacaoEmitida } from "../../../../shared/regras/quitacao";

type Cor = "info" | "success" | "danger" | "secondary" | "warning";

export const STATUS_QUITACAO_TELA: Record<QuitacaoEmitida["status"], { rotulo: string; cor: Cor }> = {
  emitindo: { rotulo: "Emitindo boleto…", cor: "warning" },
  emitido: { rotulo: "Aguardando pagamento", cor: "info" },
  falhou: { rotulo: "Falhou", cor: "danger" },
  paga: { rotulo: "Paga", cor: "success" },
};

export const MSG_QUITACAO_TELA = {
  explicacao: (cliente: string) =>
    `Quitação antecipada do contrato de ${cliente}: as parcelas a vencer têm os juros descontados proporcionalmente (CDC, art. 52, § 2º); as já vencidas são cobradas com os encargos.`,
  ajudaData: (dias: number) => `De hoje até ${dias} dias à frente.`,
  pedido: "Boleto de quitação solicitado!",
  erroEmitir: (m: string) => `Erro ao emitir o boleto de quitação: ${m}`,
  paga: "Quitação registrada: contrato liquidado!",
  erroPagar: (m: string) => `Erro ao marcar a quitação como paga: ${m}`,
  perguntaPagar: (valor: number) => `Confirmar o recebimento de ${formatarReais(valor)} pela quitação? Todas as parcelas em aberto serão marcadas como pagas e o contrato será liquidado.`,
  liquidado: "Contrato liquidado: não há mais nada a pagar.",
  falhou: (erro: string | null) => `O boleto de quitação não pôde ser emitido${erro ? `: ${erro}` : ""}. Emita um novo.`,
  linhaCopiada: "Linha digitável copiada!",
  pixCopiado: "Código Pix copiado!",
  erroCopiar: "Não foi possível copiar: selecione o código e copie manualmente.",
} as const;
