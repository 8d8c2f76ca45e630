/**
 * The pt-BR texts of validation problems the spec has no message for: shared/zod.ts gives them
 * to zod, and the schemas that name a limit themselves use the same words, so one rule reads
 * the same on every route and screen.
 */
import { numeroBr as numero } from "./br/numero";

export const MSG_GENERICA = {
  obrigatorio: "Campo obrigatório",
  invalido: "Valor inválido",
  tipo: (esperado: string) => `Valor inválido: informe ${esperado}`,
  textoLongo: (max: number) => `Use no máximo ${numero(max)} caracteres`,
  textoCurto: (min: number) => `Use pelo menos ${numero(min)} caracteres`,
  itensDemais: (max: number) => `Informe no máximo ${numero(max)} ${max === 1 ? "item" : "itens"}`,
  itensDePoucos: (min: number) => `Informe pelo menos ${numero(min)} ${min === 1 ? "item" : "itens"}`,
  numeroMaximo: (max: number) => `O valor máximo é ${numero(max)}`,
  numeroMinimo: (min: number) => `O valor mínimo é ${numero(min)}`,
  numeroAcima: (min: number) => `Informe um valor maior que ${numero(min)}`,
  opcao: (valores: string[]) => `Opção inválida: use ${valores.join(", ")}`,
  jsonInvalido: "Corpo da requisição inválido: envie um JSON válido.",
  tipoDeCorpo: "Tipo de conteúdo não suportado: envie o corpo como JSON (Content-Type: application/json).",
  corpoNaoObjeto: "Corpo da requisição inválido: envie um objeto JSON.",
  corpoNaoUtf8: "Corpo da requisição inválido: envie o JSON em UTF-8.",
  corpoGrande: "Requisição grande demais: o limite é de 10 MB.",
  muitasRequisicoes: "Muitas requisições em pouco tempo. Aguarde alguns segundos e tente novamente.",
  indisponivel: "O sistema está momentaneamente indisponível. Tente novamente em alguns segundos.",
} as const;
