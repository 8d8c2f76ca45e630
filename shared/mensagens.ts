/** pt-BR texts of the spec (docs/especificacao.md sections 2, 5 and 8) used by both the server and the screens. */
export const MSG = {
  acessoNegadoTitulo: "Acesso Negado",
  acessoNegado: "Você não tem permissão para acessar esta página.",
  /** 403 of a route the role's permissions do not cover (shared/usuarios/permissoes.ts). */
  acaoNegada: "Você não tem permissão para esta ação.",
  loginIncorreto: "Email ou senha incorretos",
  loginErro: "Erro ao fazer login",
  erroInterno: "Erro interno do servidor",
  erroCarregarEmpresa: "Erro ao carregar dados da empresa",
  cadastroErro: "Erro ao cadastrar empresa",
  criarEmpresaErro: "Erro ao criar empresa",
  criarAdminErro: "Erro ao criar usuário administrador",
  cnpjDuplicadoEmpresa: "CNPJ já cadastrado para outra empresa",
  emailDuplicado: "Este email já está cadastrado. Faça login ou use outro email.",
  sessaoExpirada: "Sessão expirada ou usuário inativo. Entre novamente.",
  obrigatorio: {
    email: "Email é obrigatório",
    senha: "Senha é obrigatória",
    nomeFantasia: "Nome fantasia é obrigatório",
    cnpj: "CNPJ é obrigatório",
    adminNome: "Nome do administrador é obrigatório",
    confirmarSenha: "Confirmação de senha é obrigatória",
  },
  emailInvalido: "Email inválido",
  cnpjInvalido: "CNPJ inválido",
  // docs/especificacao.md says 6; staff passwords need 8 (shared/conta/senha.ts, NIST SP 800-63B).
  senhaCurta: "Senha deve ter pelo menos 8 caracteres",
  dicaSenha: "A senha deve ter pelo menos 8 caracteres.",
  senhasDiferentes: "Senhas não coincidem",
  planoInvalido: "Plano inválido",
} as const;
