/**
 * What each domain's Lambda may reach (docs/arquitetura.md: "each Lambda gets only the access it
 * needs"): the table read-only or read/write, the queues it sends to, the bucket, and which
 * user pool it administers. api-stack.ts grants exactly this and nothing else; a domain that
 * starts writing, sending or storing changes its line here, and the CDK assertions check it.
 */
import type { Fila } from "../../shared/api/filas";
import type { Dominio } from "../../shared/api/routes";

export interface AcessoDominio {
  /** "leitura": Get/Query only; "escrita": also Put/Update/Delete and transactions. */
  tabela: "leitura" | "escrita";
  /** Queues it sends to (SendMessage only). */
  filas: readonly Fila["nome"][];
  /** Slips and documents: none, read, or read/write. */
  bucket: "nenhum" | "leitura" | "escrita";
  /** Pools whose users it creates and changes (the Cognito admin actions). */
  administraPools: readonly ("staff" | "cliente")[];
  /** Talks to the boleto provider (its configuration and, for Asaas, the read of its secret). */
  provedorBoletos: boolean;
}

const acesso = (tabela: AcessoDominio["tabela"], o: Partial<Omit<AcessoDominio, "tabela">> = {}): AcessoDominio => ({
  tabela,
  filas: o.filas ?? [],
  bucket: o.bucket ?? "nenhum",
  administraPools: o.administraPools ?? [],
  provedorBoletos: o.provedorBoletos ?? false,
});

export const ACESSOS: Readonly<Record<Dominio, AcessoDominio>> = {
  // Sign-up creates the company and its admin in the staff pool.
  conta: acesso("escrita", { administraPools: ["staff"] }),
  empresa: acesso("escrita"),
  usuarios: acesso("escrita", { administraPools: ["staff"] }),
  cadastro: acesso("escrita"),
  estoque: acesso("escrita"),
  // A boleto sale's slip jobs leave through the table's stream (functions/fluxo, the outbox), never from the request.
  // Reads the slip PDFs to sign their links (GET /api/vendas/{id}).
  vendas: acesso("escrita", { bucket: "leitura" }),
  // Marcar Paga and Reenviar boletos write instalments (the slip jobs leave through the stream); slip links are signed reads.
  financeiro: acesso("escrita", { bucket: "leitura" }),
  documentos: acesso("escrita"),
  // The payment webhook pays instalments (table only) and reads the provider's credentials: slip jobs
  // leave through the stream's outbox and their PDFs are written by the boleto-jobs consumer (jobs-stack.ts).
  boletos: acesso("escrita", { provedorBoletos: true }),
  bloqueio: acesso("escrita", { filas: ["lock-jobs"] }),
  agenda: acesso("escrita", { filas: ["boleto-jobs", "lock-jobs"] }),
  // Counts failed lookups per CPF and links customer accounts (POST /api/clientes/conta and /conta/confirmar) in the customer pool;
  // the sign-up code and its notices are message items in the table (they leave through the stream).
  portal: acesso("escrita", { bucket: "leitura", administraPools: ["cliente"] }),
  // Dashboard and reports read aggregates only.
  relatorios: acesso("leitura"),
  // Delivery notices change messages (the next channel's job leaves through the stream's outbox).
  mensagens: acesso("escrita"),
};
