/**
 * The side menu tree of spec section 2. An entry naming a permission appears only to the roles
 * the shared permission table gives it (issue 30); the API refuses the same actions with 403.
 */
import type { Papel } from "../../../../shared/api/routes";
import { pode, type Permissao } from "../../../../shared/usuarios/permissoes";

export interface ItemMenu {
  rotulo: string;
  icone: string;
  para?: string;
  permissao?: Permissao;
  filhos?: ItemMenu[];
}

export const MENU: ItemMenu[] = [
  { rotulo: "Dashboard", icone: "pi pi-home", para: "/dashboard" },
  {
    rotulo: "Cadastro",
    icone: "pi pi-folder",
    filhos: [
      { rotulo: "Produto", icone: "pi pi-plus", para: "/cadastro/produto", permissao: "cadastrar" },
      { rotulo: "Listar Produtos", icone: "pi pi-list", para: "/cadastro/produto/lista" },
      { rotulo: "Cliente", icone: "pi pi-user", para: "/cadastro/cliente" },
      { rotulo: "Marca", icone: "pi pi-tag", para: "/cadastro/marca", permissao: "cadastrar" },
      { rotulo: "Categoria", icone: "pi pi-sitemap", para: "/cadastro/categoria", permissao: "cadastrar" },
      { rotulo: "Fornecedor", icone: "pi pi-truck", para: "/cadastro/fornecedor", permissao: "cadastrar" },
    ],
  },
  {
    rotulo: "Estoque",
    icone: "pi pi-box",
    filhos: [
      { rotulo: "Entrada de Produtos", icone: "pi pi-download", para: "/estoque/entrada", permissao: "cadastrar" },
      { rotulo: "Controle de Estoque", icone: "pi pi-table", para: "/estoque/lista" },
      { rotulo: "Posição de Estoque", icone: "pi pi-chart-bar", para: "/estoque/controle" },
    ],
  },
  { rotulo: "Vendas", icone: "pi pi-shopping-cart", para: "/vendas", permissao: "vender" },
  {
    rotulo: "Financeiro",
    icone: "pi pi-wallet",
    filhos: [
      { rotulo: "Visão Geral", icone: "pi pi-chart-line", para: "/financeiro", permissao: "financeiro" },
      { rotulo: "Controle de Boletos", icone: "pi pi-file", para: "/financeiro/boletos" },
    ],
  },
  { rotulo: "Relatórios", icone: "pi pi-chart-pie", para: "/relatorios", permissao: "relatorios" },
  {
    rotulo: "Configurações",
    icone: "pi pi-cog",
    filhos: [
      {
        rotulo: "Empresas",
        icone: "pi pi-building",
        permissao: "administrar",
        filhos: [
          { rotulo: "Dados Cadastrais", icone: "pi pi-id-card", para: "/configuracoes/empresas/dados-cadastrais", permissao: "administrar" },
          { rotulo: "Usuários", icone: "pi pi-users", para: "/configuracoes/empresas/usuarios", permissao: "administrar" },
        ],
      },
      { rotulo: "Modelos de Documentos", icone: "pi pi-file-edit", para: "/configuracoes/modelos-documentos", permissao: "administrar" },
    ],
  },
];

/** The menu as a given role sees it: entries it may not use removed, and groups left empty removed. */
export function menuPara(papel: Papel, itens: ItemMenu[] = MENU): ItemMenu[] {
  return itens
    .filter((i) => !i.permissao || pode(papel, i.permissao))
    .map((i) => (i.filhos ? { ...i, filhos: menuPara(papel, i.filhos) } : i))
    .filter((i) => !i.filhos || i.filhos.length > 0);
}
