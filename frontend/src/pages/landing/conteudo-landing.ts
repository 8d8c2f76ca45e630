/** Textos e dados fixos da landing page, num só lugar para facilitar a revisão comercial. */

export const NOME_PRODUTO = "ERP Celulares";

export const ROTAS = {
  areaCliente: "/consulta-boletos",
  painelLoja: "/login",
  cadastro: "/cadastro",
} as const;

export const ANCORAS = [
  { id: "beneficios", rotulo: "Benefícios" },
  { id: "planos", rotulo: "Planos" },
  { id: "depoimentos", rotulo: "Depoimentos" },
  { id: "suporte", rotulo: "Suporte" },
] as const;

/** Contador estático (spec §1: "a counter showing 43 remaining is a static display only"). */
export const ACESSOS_GRATUITOS_SEMANA = 100;
export const ACESSOS_RESTANTES = 43;

// Canais de atendimento: valores provisórios, substituir pelos canais oficiais antes do lançamento.
export const CONTATO = {
  whatsappExibicao: "(11) 99999-0000",
  whatsappLink: "https://wa.me/5511999990000",
  email: "suporte@erpcelulares.com.br",
  horario: "Segunda a sexta, das 8h às 18h · Sábado, das 8h às 12h",
} as const;

export const LINKS_LEGAIS = [
  { rotulo: "Termos de Uso", href: "/termos-de-uso" },
  { rotulo: "Política de Privacidade", href: "/politica-de-privacidade" },
  { rotulo: "LGPD", href: "/lgpd" },
] as const;
