/** The customer area's pt-BR texts (spec sections 5 and 8): no zod here, so the public pages can show them. */
export const MSG_PORTAL = {
  cpfObrigatorio: "CPF é obrigatório",
  telefoneObrigatorio: "Telefone é obrigatório",
  cpfInvalido: "CPF inválido. Deve conter 11 dígitos numéricos.",
  telefoneInvalido: "Telefone inválido. Informe DDD e número.",
  /** One answer for an unknown CPF and a wrong phone alike (no enumeration). */
  nenhumContrato: "Nenhum contrato encontrado para este CPF e telefone.",
  muitasTentativas: "Muitas tentativas de consulta. Por segurança, tente novamente mais tarde.",
  /** A slip link past its few minutes (or never handed out): consulting again gives a new one. */
  linkExpirado: "Link do boleto expirado. Consulte seus boletos novamente.",
  /** 'Pagar Boleto' found the slip no longer payable when it asked for a fresh link (paid or re-issued meanwhile). */
  boletoIndisponivel: "Este boleto não está mais disponível. Confira a lista atualizada dos seus boletos.",
  /** The payoff token expired or is not the customer's (one answer for both): a new lookup gives a new one. */
  quitacaoIndisponivel: "Não foi possível gerar a quitação. Consulte seus boletos novamente.",
  quitarTudoHoje: (valor: string) => `Quitar tudo hoje: ${valor}`,
  quitacaoPedida: "Boleto de quitação solicitado! Ele aparece aqui em instantes.",
  erroConexao: "Erro de conexão. Verifique sua internet e tente novamente.",
  erroInterno: "Erro interno ao consultar boletos",
  erroInesperado: "Erro inesperado. Tente novamente.",
  bemVindo: "Bem-vindo de volta!",
  aparelhoBloqueado: "Aparelho bloqueado por inadimplência. Quite seus boletos para desbloqueio.",
  nenhumBoleto: "Nenhum boleto encontrado",
  linhaCopiada: "Linha digitável copiada!",
  pixCopiado: "Código Pix copiado!",
  erroCopiar: "Erro ao copiar código de barras",
  // Customer account (spec sections 5 and 8).
  cpfInvalidoConta: "CPF inválido. Deve conter 11 dígitos.",
  clienteNaoEncontrado: "Cliente não encontrado com este CPF. Verifique se você já é cliente da loja.",
  cpfJaVinculado: "Este CPF já está vinculado a uma conta de usuário. Tente fazer login.",
  emailJaCadastrado: "Este email já está cadastrado. Faça login ou use outro email.",
  erroCriarUsuario: "Erro ao criar usuário de autenticação.",
  erroVincular: "Erro ao vincular usuário ao cliente.",
  contaNaoVinculada: "Conta de usuário não vinculada a um cliente. Entre em contato com a loja.",
  // Account proven by a code (issue 31 item 7; deviation from spec section 5, see shared/portal/schemas.ts).
  /** One answer whether the CPF is a customer or not (no enumeration). */
  codigoEnviado: "Se houver cadastro com este CPF, enviamos um código para o telefone cadastrado na loja.",
  codigoObrigatorio: "Código é obrigatório",
  /** The CPF's wrong codes of the day reached their limit (customer or not: the same answer). */
  codigosSoAmanha: "Muitas tentativas com código errado hoje. Por segurança, um novo código só poderá ser pedido amanhã.",
  codigoFormato: "O código tem 6 dígitos.",
  /** Wrong, expired, used, voided after 5 wrong tries, or never sent: one message (no enumeration). */
  codigoInvalido: "Código inválido ou expirado. Peça um novo código.",
  /** The old sign-up body (e-mail and password without a code) creates nothing. */
  cadastroSemCodigo: "Informe apenas o CPF: o e-mail e a senha são pedidos junto com o código enviado ao seu telefone.",
  contaCriada: "Conta criada! Entre com seu email e senha.",
} as const;
