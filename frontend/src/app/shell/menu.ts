/** The side menu tree of spec section 2; `admin` entries appear only for admin users. */
export interface ItemMenu {
  rotulo: string;
  icone: string;
  para?: string;
  admin?: boolean;
  filhos?: ItemMenu[];
}

export const MENU: ItemMenu[] = [
  { rotulo: "Dashboard", icone: "pi pi-home", para: "/dashboard" },
  {
    rotulo: "Cadastro",
    icone: "pi pi-folder",
    filhos: [
      { rotulo: "Produto", icone: "pi pi-plus", para: "/cadastro/produto" },
      { rotulo: "Listar Produtos", icone: "pi pi-list", para: "/cadastro/produto/lista" },
      { rotulo: "Cliente", icone: "pi pi-user", para: "/cadastro/cliente" },
      { rotulo: "Marca", icone: "pi pi-tag", para: "/cadastro/marca" },
      { rotulo: "Categoria", icone: "pi pi-sitemap", para: "/cadastro/categoria" },
      { rotulo: "Fornecedor", icone: "pi pi-truck", para: "/cadastro/fornecedor" },
    ],
  },
  {
    rotulo: "Estoque",
    icone: "pi pi-box",
    filhos: [
      { rotulo: "Entrada de Produtos", icone: "pi pi-download", para: "/estoque/entrada" },
      { rotulo: "Controle de Estoque", icone: "pi pi-table", para: "/estoque/lista" },
      { rotulo: "Posição de Estoque", icone: "pi pi-chart-bar", para: "/estoque/controle" },
    ],
  },
  { rotulo: "Vendas", icone: "pi pi-shopping-cart", para: "/vendas" },
  {
    rotulo: "Financeiro",
    icone: "pi pi-wallet",
    filhos: [
      { rotulo: "Visão Geral", icone: "pi pi-chart-line", para: "/financeiro" },
      { rotulo: "Controle de Boletos", icone: "pi pi-file", para: "/financeiro/boletos" },
    ],
  },
  { rotulo: "Relatórios", icone: "pi pi-chart-pie", para: "/relatorios" },
  {
    rotulo: "Configurações",
    icone: "pi pi-cog",
    filhos: [
      {
        rotulo: "Empresas",
        icone: "pi pi-building",
        admin: true,
        filhos: [
          { rotulo: "Dados Cadastrais", icone: "pi pi-id-card", para: "/configuracoes/empresas/dados-cadastrais", admin: true },
          { rotulo: "Usuários", icone: "pi pi-users", para: "/configuracoes/empresas/usuarios", admin: true },
        ],
      },
      { rotulo: "Modelos de Documentos", icone: "pi pi-file-edit", para: "/configuracoes/modelos-documentos", admin: true },
    ],
  },
];

/** The menu as a given user sees it: admin-only entries removed, and groups left empty removed. */
export function menuPara(isAdmin: boolean, itens: ItemMenu[] = MENU): ItemMenu[] {
  return itens
    .filter((i) => isAdmin || !i.admin)
    .map((i) => (i.filhos ? { ...i, filhos: menuPara(isAdmin, i.filhos) } : i))
    .filter((i) => !i.filhos || i.filhos.length > 0);
}
