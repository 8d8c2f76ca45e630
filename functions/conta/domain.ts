/** Pure rules of company sign-up: what a new company starts with. */
import type { CriarEmpresaInput, Empresa, Usuario } from "../../shared/conta/schemas";

/** Common brands and categories a new company starts with (per company: docs/arquitetura.md). */
export const MARCAS_INICIAIS = ["Apple", "Samsung", "Motorola", "Xiaomi", "Realme", "LG", "Asus", "Nokia", "Positivo", "Multilaser"];
export const CATEGORIAS_INICIAIS = ["Smartphone", "Celular básico", "Tablet", "Smartwatch", "Fone de ouvido", "Acessório"];

export interface NovaEmpresa {
  empresa: Empresa;
  admin: Usuario;
}

export function novaEmpresa(input: CriarEmpresaInput, ids: { empresaId: string; usuarioId: string }, agora: string): NovaEmpresa {
  return {
    empresa: {
      id: ids.empresaId,
      nome_fantasia: input.nome_fantasia,
      cnpj: input.cnpj,
      plano: input.plano,
      // The shop's address and WhatsApp as typed at sign-up (each optional: null when left blank).
      endereco: input.endereco ?? null,
      cep: input.cep ?? null,
      cidade: input.cidade ?? null,
      uf: input.uf ?? null,
      whatsapp: input.whatsapp ?? null,
      created_at: agora,
    },
    admin: {
      id: ids.usuarioId,
      nome: input.admin.nome,
      email: input.admin.email,
      tipo_acesso: "admin",
      ativo: true,
      created_at: agora,
    },
  };
}
