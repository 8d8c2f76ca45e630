/**
 * Every key string is built here and nowhere else (a key format is a stored contract;
 * test/unit/keys.test.ts asserts the exact strings).
 *
 * | access pattern                         | index | key template                                       |
 * |----------------------------------------|-------|----------------------------------------------------|
 * | company by id                          | table | PK=EMP#<empresaId>        SK=EMPRESA               |
 * | company's users, newest first          | table | PK=EMP#<empresaId>        SK begins_with USUARIO#  |
 * | user by id (per-request check)         | table | PK=EMP#<empresaId>        SK=USUARIO#<usuarioId>   |
 * | company's counters (codes, limits)     | table | PK=EMP#<empresaId>        SK=CONTADOR#<nome>       |
 * | a sale receipt's human number (given   | table | PK=EMP#<empresaId>        SK=RECIBO#VENDA#<vendaId> |
 * |   at its first print: counter `recibo`)|       |                                                    |
 * | company's collection settings (charges,| table | PK=EMP#<empresaId>        SK=COBRANCA              |
 * |   grace, lock policy; absent = default)|       |                                                    |
 * | company's boleto plans (absent = seed) | table | PK=EMP#<empresaId>        SK=CREDITO               |
 * | company's brands / categories          | table | PK=EMP#<empresaId>        SK begins_with MARCA# / CATEGORIA# |
 * | CNPJ taken by which company (unique)   | table | PK=CNPJ#<14 dígitos>      SK=CNPJ                  |
 * | e-mail taken by which user (unique)    | table | PK=EMAIL#<email minúsculo> SK=EMAIL                |
 * | company's suppliers / customers / product models, newest first | table | PK=EMP#<empresaId> SK begins_with FORNECEDOR# / CLIENTE# / PRODUTO# |
 * | supplier / customer / product by id    | table | PK=EMP#<empresaId>        SK=FORNECEDOR#<id> / CLIENTE#<id> / PRODUTO#<id> |
 * | supplier CNPJ taken in the company (unique; holds fornecedor_id) | table | PK=EMP#<empresaId> SK=FORNECEDOR_CNPJ#<14 dígitos> |
 * | customer by CPF in the company (unique; one GetItem → cliente_id) | table | PK=EMP#<empresaId> SK=CLIENTE_CPF#<11 dígitos> |
 * | customer CPF across companies (portal, customer sign-up) | GSI1 | GSI1PK=CLIENTE_CPF#<11 dígitos> GSI1SK=EMP#<empresaId> (on the CPF guard item) |
 * | stock entries, newest first (paged)    | table | PK=EMP#<empresaId>        SK begins_with ENTRADA#  |
 * | stock item by IMEI (it is the IMEI's   | table | PK=EMP#<empresaId>        SK=IMEI#<15 dígitos>     |
 * |   uniqueness guard in the company)     |       |                                                    |
 * | stock item by id                       | GSI1  | GSI1PK=EMP#<empresaId>#ITEM  GSI1SK=<itemId>       |
 * | stock items by status, newest first    | GSI2  | GSI2PK=EMP#<empresaId>#ITEM_STATUS#<status> GSI2SK=<itemId> |
 * | stock position per product (aggregate) | table | PK=EMP#<empresaId>        SK=POSICAO#<produtoId>   |
 * | company stock totals (aggregate)       | table | PK=EMP#<empresaId>        SK=AGREGADO#ESTOQUE      |
 * | sale by id                             | table | PK=EMP#<empresaId>        SK=VENDA#<vendaId>       |
 * | sales by sale date (finance filters)   | GSI1  | GSI1PK=EMP#<empresaId>#VENDAS GSI1SK=<data_venda>#<vendaId> |
 * | boleto contract with its instalments   | table | PK=EMP#<empresaId>        SK begins_with CONTRATO#<contratoId> |
 * |   (one Query: the contract, then       |       |   contract SK=CONTRATO#<id>, instalment           |
 * |   instalments by number,               |       |   SK=CONTRATO#<id>#PARCELA#<nn>                    |
 * |   and its payoff slip, last)           |       |   payoff SK=CONTRATO#<id>#QUITACAO                 |
 * | contracts, newest first                | GSI1  | GSI1PK=EMP#<empresaId>#CONTRATOS GSI1SK=<contratoId> |
 * | contracts list, newest first, filtered  | GSI4  | GSI4PK=EMP#<empresaId>#CONTRATOS GSI4SK=<contratoId> |
 * |   by search term / status ('Controle  |       |   (INCLUDE projection: busca, status_contrato;     |
 * |   de Boletos'): the filter reads only  |       |   only contract items carry it; then the page's    |
 * |   ~250 bytes per contract              |       |   contracts are read by key)                       |
 * | contracts by status, by next due date  | GSI2  | GSI2PK=EMP#<empresaId>#CONTRATOS#<status_contrato> |
 * |   (range on the date; none left →      |       |   GSI2SK=<proximo_vencimento>#<contratoId>         |
 * |   SEM_VENCIMENTO, after every date)    |       |   or SEM_VENCIMENTO#<contratoId>                   |
 * | a customer's contracts in a company    | GSI3  | GSI3PK=EMP#<empresaId>#CLIENTE#<clienteId> GSI3SK=CONTRATO#<contratoId> |
 * |   (portal: companies of a CPF by GSI1  |       |   (the partition is the customer's: other item    |
 * |   on the CPF guard, then this)         |       |   types of the customer may join with their prefix) |
 * | instalment of a provider's charge      | table | PK=BOLETO#<provedor>#<id no provedor> SK=BOLETO    |
 * |   (webhooks carry no company; global,  |       |   (guard: holds empresa_id, contrato_id,           |
 * |   unique per provider)                 |       |   numero_parcela, parcela_id, versao)              |
 * | provider event already applied         | table | PK=EVENTO_BOLETO#<provedor>#<eventoId> SK=EVENTO   |
 * |   (webhook dedupe, TTL expira_em)      |       |                                                    |
 * | a company's open instalments (aberta or| GSI3  | GSI3PK=EMP#<empresaId>#PARCELAS_EM_ABERTO          |
 * |   vencida) by due date (aging, range)  |       |   GSI3SK=<vencimento>#<parcelaId>                  |
 * | instalments still to pay (`aberta` or  | GSI2  | GSI2PK=PARCELA_A_VENCER#<shard 00..15>             |
 * |   `vencida`), by due date, sharded     |       |   GSI2SK=<vencimento>#EMP#<empresaId>#<parcelaId>  |
 * |   (daily routine: one Query per shard  |       |   shard = first byte of sha1(parcelaId) mod 16     |
 * |   with SK <= today~; a missed day is   |       |   (a `vencida` one stays: the routine reconciles   |
 * |   caught up)                           |       |   it and counts its lock grace every day)          |
 * | payoff slips issued and not paid, by   | GSI2  | GSI2PK=QUITACAO_EMITIDA#<shard 00..15>             |
 * |   due date, sharded (the routine asks  |       |   GSI2SK=<data>#EMP#<empresaId>#<contratoId>       |
 * |   the provider about each, as for an   |       |   shard = shardParcela(contratoId); sparse: only   |
 * |   instalment's slip)                   |       |   while the payoff item is `emitido`               |
 * | a contract's audit trail, oldest first | table | PK=EMP#<empresaId>  SK=EVENTO_CONTRATO#<contratoId>#<em ISO>#<ulid> |
 * |   (append-only; outside the contract's |       |   (not under CONTRATO#<id>: obterContrato's single |
 * |   own prefix so its Query stays small) |       |   Query must not grow with the trail)              |
 * | a contract's device commands (lock,   | table | PK=EMP#<empresaId>                                 |
 * |   unlock, enrol, release), by sequence |       |   SK=COMANDO_APARELHO#<contratoId>#<seq 6 digits>  |
 * | reminders sent for an instalment (one  | table | PK=EMP#<empresaId>                                 |
 * |   marker per kind: the routine's dedupe)|       |   SK=LEMBRETE#<contratoId>#<nn>#<chave>            |
 * | sales of a month (dashboard aggregate) | table | PK=EMP#<empresaId>        SK=AGREGADO#VENDAS#<aaaa-mm> |
 * | open amounts (dashboard aggregate)     | table | PK=EMP#<empresaId>        SK=AGREGADO#FINANCEIRO   |
 * | sales report: a month of one group, per | table | PK=EMP#<empresaId>        SK=REL#VENDAS#<dim>#<aaaa-mm>#<valor> |
 * |   day (dim TOTAL/FORMA/VENDEDOR/PRODUTO;|       |   (Query SK BETWEEN REL#VENDAS#<dim>#<mês de> AND  |
 * |   a year = one Query range per dim)     |       |   REL#VENDAS#<dim>#<mês até>#~)                    |
 * | sales totals by payment method and     | table | PK=EMP#<empresaId>        SK=REL#VFIN#<aaaa-mm>    |
 * |   status (finance list), per month and  |       |   and SK=REL#VFDIA#<aaaa-mm-dd> (Query SK BETWEEN  |
 * |   per day (edge months of a period)     |       |   over the period's whole months / edge days)     |
 * | instalments by due month (receivables  | table | PK=EMP#<empresaId>        SK=REL#PARCELAS#<aaaa-mm> |
 * |   aging and default-rate aggregate)     |       |   (Query SK BETWEEN / begins_with REL#PARCELAS#)   |
 * | devices in stock per product counted by | table | PK=EMP#<empresaId>        SK=REL#ESTQ#PROD#<produtoId> |
 * |   age; per entry day, a quarter of one  |       | PK=EMP#<empresaId>  SK=REL#ESTQ#DIAS#<aaaa-mm quarter>#<produtoId> |
 * |   product (stock age aggregates)        |       |   (one Query SK BETWEEN REL#ESTQ#DIAS#<quarter of  |
 * |                                         |       |   today − 90 days> AND REL#ESTQ#PROD#~)            |
 * | stream record already applied (dedupe  | table | PK=FLUXO#<eventID>        SK=FLUXO (TTL expira_em) |
 * |   of the aggregates' stream consumer;   |       |                                                    |
 * |   its jobs already sent (the outbox's)  | table | PK=FLUXO#<eventID>        SK=SAIDAS (TTL expira_em)|
 * |   not company data: keyed by the       |       |                                                    |
 * |   record, global)                      |       |                                                    |
 * | simulated bank (provider `simulado`): | table | PK=BANCO_SIMULADO#COBRANCA#<cobrancaId> SK=COBRANCA |
 * |   a charge; its idempotency key (one  |       | PK=BANCO_SIMULADO#IDEMPOTENCIA#<chave> SK=IDEMPOTENCIA |
 * |   charge per key); its linha digitável|       | PK=BANCO_SIMULADO#LINHA#<47 dígitos> SK=LINHA        |
 * |   (pay by linha); a company's account |       | PK=BANCO_SIMULADO#CONTA#<empresaId> SK=CONTADOR     |
 * |   nosso número counter (global: it   |       |                                                    |
 * |   is the bank's data, not the shop's) |       |                                                    |
 * | simulated bank's charges, newest first| GSI1  | GSI1PK=BANCO_SIMULADO#COBRANCAS GSI1SK=<cobrancaId> |
 * |   (the local bank's page only)        |       |                                                    |
 * | simulated lock provider (`simulado`): | table | PK=APARELHO_SIM#<imei>  SK=APARELHO                |
 * |   a device (holder contract, locked,  |       | PK=APARELHO_SIM#<imei>  SK=COMANDO#<idempotência>   |
 * |   screen; global: one holder across   |       |                                                    |
 * |   companies) and its commands by key  |       |                                                    |
 * | simulated devices, by IMEI (the local | GSI1  | GSI1PK=APARELHO_SIM#APARELHOS GSI1SK=<imei>        |
 * |   devices page only)                  |       |                                                    |
 * | simulated confirmations not yet taken | GSI1  | GSI1PK=APARELHO_SIM#CONFIRMACOES GSI1SK=<aceito_em>#<id> |
 * |   by the app (sparse; the local loop) |       |                                                    |
 * | lock command of a provider's id       | table | PK=COMANDO_BLOQUEIO#<provedor>#<id no provedor> SK=COMANDO |
 * |   (lock webhooks carry no company;    |       |   (guard: empresa_id, contrato_id, seq; the newest |
 * |   global, per provider)               |       |   command of that id wins)                         |
 * | device commands the provider accepted | GSI1  | GSI1PK=COMANDO_SEM_CONFIRMACAO                     |
 * |   and the device has not confirmed yet|       |   GSI1SK=<aceito_em>#EMP#<empresaId>#<contratoId>#<seq 6 digits> |
 * |   (sparse; the 15-minute check asks   |       |   (removed when the command leaves `aceito`)       |
 * |   the provider after 30 min, gives up |       |                                                    |
 * |   after 24 h)                         |       |                                                    |
 * | lock provider event already applied   | table | PK=EVENTO_BLOQUEIO#<provedor>#<eventoId> SK=EVENTO |
 * |   (webhook dedupe, TTL expira_em)     |       |                                                    |
 * | customer-area lookups of a CPF / an IP  | table | PK=PORTAL#CPF#<sha256 do CPF> SK=TENTATIVAS        |
 * |   in the current window (brute-force   |       | PK=PORTAL#IP#<sha256 do IP>   SK=TENTATIVAS        |
 * |   counters, TTL expira_em; global: a   |       |   (hashes: no CPF or IP in a key)                  |
 * |   CPF may be a customer anywhere)      |       |                                                    |
 * | the phones on file told someone is     | table | PK=PORTAL#CPF#<sha256 do CPF e dia> SK=AVISO       |
 * |   trying a CPF's codes that day (once) |       |   (TTL expira_em)                                  |
 * | customer-area payoff request (opaque   | table | PK=PORTAL#QUITACAO#<token> SK=PEDIDO               |
 * |   token → company, contract, customer; |       |   (TTL expira_em; no id in the answer)             |
 * |   handed out with a lookup)            |       |                                                    |
 * | customer account of a CPF (unique: one | table | PK=CONTA_CLIENTE#<11 dígitos> SK=CONTA           |
 * |   account per CPF across every shop)   |       |   (holds username, sub, email)                     |
 * | the sign-up code of a CPF (one at a    | table | PK=CONTA_CLIENTE#<11 dígitos> SK=CODIGO          |
 * |   time: a new one replaces it; TTL)    |       |   (holds only a hash of the code)                  |
 * | a message to a customer (issue 31), by | table | PK=EMP#<empresaId> SK=MENSAGEM#<contratoId or ->#<id> |
 * |   contract, oldest first; one with no  |       | PK=MENSAGEM#<id>   SK=MENSAGEM (no company: a    |
 * |   company (a raw destination)          |       |   sign-up code)                                    |
 * | messages waiting for the hours a person| GSI1  | GSI1PK=MENSAGENS_AGENDADAS GSI1SK=<enviar_em>#<id> |
 * |   may be reached (sparse: `agendada`)  |       |   (the release schedule: SK <= now)                |
 * | message of a provider's id (status     | table | PK=MENSAGEM_PROVEDOR#<provedor>#<id no provedor> SK=MENSAGEM |
 * |   notices carry no company; global)    |       |   (guard: the message's PK and SK)                 |
 * | messaging provider event already      | table | PK=EVENTO_MENSAGEM#<provedor>#<eventoId> SK=EVENTO |
 * |   applied (dedupe, TTL expira_em)     |       |                                                    |
 * | a contract's collection message of a  | table | PK=EMP#<empresaId> SK=COBRANCA_DIA#<contratoId>#<dia> |
 * |   day (at most one per day)           |       |                                                    |
 * | a message sent once per key for a     | table | PK=EMP#<empresaId> SK=MENSAGEM_UNICA#<contratoId>#<chave> |
 * |   while (a 2ª via per instalment and  |       |   (holds mensagem_id; TTL expira_em, reads check it) |
 * |   channel for 10 minutes)             |       |                                                    |
 * | messages of a kind sent for a contract| table | PK=EMP#<empresaId> SK=MENSAGENS_DIA#<contratoId>#<chave>#<dia> |
 * |   on a Brasília day (a daily limit)   |       |   (counter `qtd`; TTL expira_em)                   |
 * | simulated messenger (`simulado`): an   | table | PK=MENSAGEIRO_SIM#<destino> SK=MSG#<idempotência> |
 * |   inbox per destination (global)       |       |                                                    |
 * | simulated deliveries whose status the | GSI1  | GSI1PK=MENSAGEIRO_SIM#PENDENTES GSI1SK=<em>#<id>   |
 * |   app has not taken (sparse; the loop) |       |                                                    |
 * | document templates, newest first       | table | PK=EMP#<empresaId>        SK begins_with MODELO_DOC# |
 * | document template by id                | table | PK=EMP#<empresaId>        SK=MODELO_DOC#<modeloId> |
 * | active template of a type (one GetItem at sale time; holds modelo_id, nome, conteudo) | table | PK=EMP#<empresaId> SK=MODELO_ATIVO#<contrato|garantia> |
 *
 * Primary keys are built from immutable ids (ULIDs sort by creation time); values that can
 * change (CNPJ, e-mail) only appear in guard items written in the same transaction as their owner.
 * Which item carries which index attributes, in which state, is said once by its entity definition
 * (`entidades.ts` of the owning domain, built with lib/db/entidade.ts); GSI3 was added after the
 * first deploy (lib/db/table.ts), and so was GSI4 (one GSI per CloudFormation update: infra/README.md);
 * scripts/local/migracoes.ts backfills an older local table.
 */

import { createHash } from "node:crypto";
import { prefixoLembretesParcela, prefixoMensagensContrato, prefixosRelatorio } from "./prefixos";

// The sort-key prefixes that Queries read (begins_with / ranges) live in ./prefixos.ts.
export * from "./prefixos";

export const empresaPk = (empresaId: string) => `EMP#${empresaId}`;

/** The company of a company item's PK (`EMP#<id>`), or undefined for global items. */
export const empresaDaPk = (pk: unknown): string | undefined =>
  typeof pk === "string" && pk.startsWith("EMP#") && pk.length > 4 ? pk.slice(4) : undefined;

export const chaves = {
  empresa: (empresaId: string) => ({ PK: empresaPk(empresaId), SK: "EMPRESA" }),
  usuario: (empresaId: string, usuarioId: string) => ({ PK: empresaPk(empresaId), SK: `USUARIO#${usuarioId}` }),
  contador: (empresaId: string, nome: string) => ({ PK: empresaPk(empresaId), SK: `CONTADOR#${nome}` }),
  reciboVenda: (empresaId: string, vendaId: string) => ({ PK: empresaPk(empresaId), SK: `RECIBO#VENDA#${vendaId}` }),
  configCobranca: (empresaId: string) => ({ PK: empresaPk(empresaId), SK: "COBRANCA" }),
  configCredito: (empresaId: string) => ({ PK: empresaPk(empresaId), SK: "CREDITO" }),
  marca: (empresaId: string, marcaId: string) => ({ PK: empresaPk(empresaId), SK: `MARCA#${marcaId}` }),
  categoria: (empresaId: string, categoriaId: string) => ({ PK: empresaPk(empresaId), SK: `CATEGORIA#${categoriaId}` }),
  guardaCnpjEmpresa: (cnpj: string) => ({ PK: `CNPJ#${cnpj}`, SK: "CNPJ" }),
  guardaEmail: (email: string) => ({ PK: `EMAIL#${email.trim().toLowerCase()}`, SK: "EMAIL" }),
  fornecedor: (empresaId: string, fornecedorId: string) => ({ PK: empresaPk(empresaId), SK: `FORNECEDOR#${fornecedorId}` }),
  cliente: (empresaId: string, clienteId: string) => ({ PK: empresaPk(empresaId), SK: `CLIENTE#${clienteId}` }),
  produto: (empresaId: string, produtoId: string) => ({ PK: empresaPk(empresaId), SK: `PRODUTO#${produtoId}` }),
  guardaCnpjFornecedor: (empresaId: string, cnpj: string) => ({ PK: empresaPk(empresaId), SK: `FORNECEDOR_CNPJ#${cnpj}` }),
  guardaCpfCliente: (empresaId: string, cpf: string) => ({ PK: empresaPk(empresaId), SK: `CLIENTE_CPF#${cpf}` }),
  entrada: (empresaId: string, entradaId: string) => ({ PK: empresaPk(empresaId), SK: `ENTRADA#${entradaId}` }),
  itemImei: (empresaId: string, imei: string) => ({ PK: empresaPk(empresaId), SK: `IMEI#${imei}` }),
  posicaoProduto: (empresaId: string, produtoId: string) => ({ PK: empresaPk(empresaId), SK: `POSICAO#${produtoId}` }),
  estoqueTotal: (empresaId: string) => ({ PK: empresaPk(empresaId), SK: "AGREGADO#ESTOQUE" }),
  venda: (empresaId: string, vendaId: string) => ({ PK: empresaPk(empresaId), SK: `VENDA#${vendaId}` }),
  contrato: (empresaId: string, contratoId: string) => ({ PK: empresaPk(empresaId), SK: `CONTRATO#${contratoId}` }),
  parcela: (empresaId: string, contratoId: string, numero: number) => ({
    PK: empresaPk(empresaId),
    SK: `CONTRATO#${contratoId}#PARCELA#${String(numero).padStart(2, "0")}`,
  }),
  /** The contract's payoff slip (one per contract; a newer one replaces it). Sorts after the instalments: obterContrato reads it with them. */
  quitacao: (empresaId: string, contratoId: string) => ({ PK: empresaPk(empresaId), SK: `CONTRATO#${contratoId}#QUITACAO` }),
  /** One append-only event of a contract's audit trail (`em`: ISO instant; `id`: ULID). */
  eventoContrato: (empresaId: string, contratoId: string, em: string, id: string) => ({
    PK: empresaPk(empresaId),
    SK: `EVENTO_CONTRATO#${contratoId}#${em}#${id}`,
  }),
  /** A command to a contract's device (lock/unlock/enrol/release), by the contract's command sequence. */
  comandoAparelho: (empresaId: string, contratoId: string, seq: number) => ({
    PK: empresaPk(empresaId),
    SK: `COMANDO_APARELHO#${contratoId}#${String(seq).padStart(6, "0")}`,
  }),
  /** A reminder of one kind already sent for an instalment (`chave`: antes, vencimento, atraso-<n>). */
  lembreteParcela: (empresaId: string, contratoId: string, numero: number, chave: string) => ({
    PK: empresaPk(empresaId),
    SK: `${prefixoLembretesParcela(contratoId, numero)}${chave}`,
  }),
  vendasMes: (empresaId: string, mes: string) => ({ PK: empresaPk(empresaId), SK: `AGREGADO#VENDAS#${mes}` }),
  financeiro: (empresaId: string) => ({ PK: empresaPk(empresaId), SK: "AGREGADO#FINANCEIRO" }),
  /** Sales report aggregate: one month of one group (`valor`) of a dimension, per day inside. */
  relVendas: (empresaId: string, dimensao: DimensaoVendas, mes: string, valor: string) => ({
    PK: empresaPk(empresaId),
    SK: `REL#VENDAS#${dimensao}#${mes}#${valor}`,
  }),
  /** Its per-day cells (FORMA/VENDEDOR/PRODUTO), apart: a report reads them only for the period's partial edge months. */
  relVendasDias: (empresaId: string, dimensao: DimensaoVendas, mes: string, valor: string) => ({
    PK: empresaPk(empresaId),
    SK: `REL#VDIAS#${dimensao}#${mes}#${valor}`,
  }),
  /** Sales totals of a month per payment method and status (GET /api/vendas `totais`). */
  relVendasFin: (empresaId: string, mes: string) => ({ PK: empresaPk(empresaId), SK: `${prefixosRelatorio.vendasFin}${mes}` }),
  /** The same totals of one day: read only for the days of a period's partial edge months. */
  relVendasFinDia: (empresaId: string, data: string) => ({ PK: empresaPk(empresaId), SK: `${prefixosRelatorio.vendasFinDia}${data}` }),
  relParcelas: (empresaId: string, mesVencimento: string) => ({ PK: empresaPk(empresaId), SK: `REL#PARCELAS#${mesVencimento}` }),
  /** Its open amount per due day, apart: read only for the months a report must split by day. */
  relParcelasDias: (empresaId: string, mesVencimento: string) => ({ PK: empresaPk(empresaId), SK: `REL#PDIAS#${mesVencimento}` }),
  /** Stock age: one product's devices in stock counted by age (`qtd`), one item per product. */
  relEstoqueProduto: (empresaId: string, produtoId: string) => ({ PK: empresaPk(empresaId), SK: `REL#ESTQ#PROD#${produtoId}` }),
  /** Stock age: one product's devices in stock per entry day (`dMMDD`) of one calendar quarter (its first month, shared/relatorios trimestreDe); the report reads only the last 90 days' quarters. */
  relEstoqueDias: (empresaId: string, trimestre: string, produtoId: string) => ({ PK: empresaPk(empresaId), SK: `REL#ESTQ#DIAS#${trimestre}#${produtoId}` }),
  modeloDocumento: (empresaId: string, modeloId: string) => ({ PK: empresaPk(empresaId), SK: `MODELO_DOC#${modeloId}` }),
  modeloAtivo: (empresaId: string, tipo: string) => ({ PK: empresaPk(empresaId), SK: `MODELO_ATIVO#${tipo}` }),
  /** A stream record already folded into the aggregates (functions/fluxo, its dedupe mark). */
  registroFluxo: (eventId: string) => ({ PK: `FLUXO#${eventId}`, SK: "FLUXO" }),
  /** A stream record whose jobs already left through the outbox (functions/fluxo/saidas-handler.ts): the other consumer's own mark. */
  registroSaidas: (eventId: string) => ({ PK: `FLUXO#${eventId}`, SK: "SAIDAS" }),
  guardaBoleto: (provedor: string, idProvedor: string) => ({ PK: `BOLETO#${provedor}#${idProvedor}`, SK: "BOLETO" }),
  /** A provider event already applied (webhook dedupe; global: the provider's event id). */
  eventoBoleto: (provedor: string, eventoId: string) => ({ PK: `EVENTO_BOLETO#${provedor}#${eventoId}`, SK: "EVENTO" }),
  /** The simulated bank's own items (provider `simulado`): global, as a bank's data is not the shop's. */
  cobrancaSimulada: (cobrancaId: string) => ({ PK: `BANCO_SIMULADO#COBRANCA#${cobrancaId}`, SK: "COBRANCA" }),
  idempotenciaSimulada: (chave: string) => ({ PK: `BANCO_SIMULADO#IDEMPOTENCIA#${chave}`, SK: "IDEMPOTENCIA" }),
  linhaSimulada: (linhaDigitavel: string) => ({ PK: `BANCO_SIMULADO#LINHA#${linhaDigitavel}`, SK: "LINHA" }),
  contaSimulada: (empresaId: string) => ({ PK: `BANCO_SIMULADO#CONTA#${empresaId}`, SK: "CONTADOR" }),
  /** The lock command a provider's id names (webhook → company, contract, seq). */
  guardaComandoBloqueio: (provedor: string, idProvedor: string) => ({ PK: `COMANDO_BLOQUEIO#${provedor}#${idProvedor}`, SK: "COMANDO" }),
  /** A lock provider event already applied (webhook dedupe). */
  eventoBloqueio: (provedor: string, eventoId: string) => ({ PK: `EVENTO_BLOQUEIO#${provedor}#${eventoId}`, SK: "EVENTO" }),
  /** The simulated lock provider's own items (provider `simulado`): global, as the provider's data is not the shop's. */
  aparelhoSimulado: (imei: string) => ({ PK: `APARELHO_SIM#${imei}`, SK: "APARELHO" }),
  comandoSimulado: (imei: string, idempotencia: string) => ({ PK: `APARELHO_SIM#${imei}`, SK: `COMANDO#${idempotencia}` }),
  /** Customer-area lookups in the current window, by a hash of the CPF / of the client's IP (functions/portal). */
  tentativasPortalCpf: (hashCpf: string) => ({ PK: `PORTAL#CPF#${hashCpf}`, SK: "TENTATIVAS" }),
  tentativasPortalIp: (hashIp: string) => ({ PK: `PORTAL#IP#${hashIp}`, SK: "TENTATIVAS" }),
  /** The notice that someone is trying a CPF's sign-up codes, beside that day's counter (its hash). */
  avisoTentativasPortal: (hash: string) => ({ PK: `PORTAL#CPF#${hash}`, SK: "AVISO" }),
  /** A customer-area slip link: its opaque token → the PDF's key, for a few minutes (TTL). */
  linkBoletoPortal: (token: string) => ({ PK: `PORTAL#BOLETO#${token}`, SK: "LINK" }),
  /** The customer area's payoff request behind an opaque token (functions/portal; TTL expira_em). */
  pedidoQuitacaoPortal: (token: string) => ({ PK: `PORTAL#QUITACAO#${token}`, SK: "PEDIDO" }),
  /** A message to a customer (functions/mensagens): under its contract in the company's partition; global when it has no company. */
  mensagem: (empresaId: string | null, contratoId: string | null, id: string) =>
    empresaId ? { PK: empresaPk(empresaId), SK: `${prefixoMensagensContrato(contratoId)}${id}` } : { PK: `MENSAGEM#${id}`, SK: "MENSAGEM" },
  /** The message a messaging provider's id names (its status notices carry no company). */
  guardaMensagem: (provedor: string, idProvedor: string) => ({ PK: `MENSAGEM_PROVEDOR#${provedor}#${idProvedor}`, SK: "MENSAGEM" }),
  /** A messaging provider event already applied (status notice dedupe). */
  eventoMensagem: (provedor: string, eventoId: string) => ({ PK: `EVENTO_MENSAGEM#${provedor}#${eventoId}`, SK: "EVENTO" }),
  /** The one collection message of a contract on a Brasília day. */
  cobrancaDoDia: (empresaId: string, contratoId: string, dia: string) => ({ PK: empresaPk(empresaId), SK: `COBRANCA_DIA#${contratoId}#${dia}` }),
  /** A message sent once per `chave` for a while (a contract's 2ª via per instalment and channel): holds its id until `expira_em`. */
  mensagemUnica: (empresaId: string, contratoId: string, chave: string) => ({ PK: empresaPk(empresaId), SK: `MENSAGEM_UNICA#${contratoId}#${chave}` }),
  /** How many messages of a kind (`chave`) a contract had on a Brasília day (its daily limit). */
  mensagensDoDia: (empresaId: string, contratoId: string, chave: string, dia: string) => ({ PK: empresaPk(empresaId), SK: `MENSAGENS_DIA#${contratoId}#${chave}#${dia}` }),
  /** The simulated messenger's inbox (provider `simulado`): global, the provider's data. */
  mensagemSimulada: (destino: string, idempotencia: string) => ({ PK: `MENSAGEIRO_SIM#${destino}`, SK: `MSG#${idempotencia}` }),
  /** The customer account of a CPF (one per CPF, every shop's record of that CPF is the customer's). */
  contaCliente: (cpf: string) => ({ PK: `CONTA_CLIENTE#${cpf}`, SK: "CONTA" }),
  /** The sign-up code of a CPF (issue 31 item 7): one at a time, beside the account it proves. */
  codigoContaCliente: (cpf: string) => ({ PK: `CONTA_CLIENTE#${cpf}`, SK: "CODIGO" }),
};

/** Dimensions of the sales report aggregates (TOTAL: the whole company, grouped by day). */
export type DimensaoVendas = "TOTAL" | "FORMA" | "VENDEDOR" | "PRODUTO";

/** Sort-key range of the sales report aggregates of one dimension over whole months (inclusive). */
export const faixaRelVendas = (dimensao: DimensaoVendas, mesDe: string, mesAte: string) => ({
  de: `REL#VENDAS#${dimensao}#${mesDe}`,
  ate: `REL#VENDAS#${dimensao}#${mesAte}#~`,
});

/** Sort-key range of one month's per-day cells of a sales dimension, every group (inclusive). */
export const faixaRelVendasDias = (dimensao: DimensaoVendas, mes: string) => ({
  de: `REL#VDIAS#${dimensao}#${mes}#`,
  ate: `REL#VDIAS#${dimensao}#${mes}#~`,
});

/**
 * Sort-key range of the stock age aggregates a report reads (inclusive): the entry-day cells of the
 * quarters from `trimestreDe` on (every product) and then every product's totals. Nothing else
 * sorts between them (REL#ESTQ#DIAS# < REL#ESTQ#PROD#), so it is one Query of about three items per product.
 */
export const faixaRelEstoque = (trimestreDe: string) => ({
  de: `REL#ESTQ#DIAS#${trimestreDe}`,
  ate: "REL#ESTQ#PROD#~",
});

/** Shards of the open-instalments-by-due-date index: the routine fans out one Query per shard. */
export const SHARDS_VENCIMENTO = 16;

/** The shard of an instalment: stable (from its id), spread evenly, two digits. */
export const shardParcela = (parcelaId: string): string =>
  String(createHash("sha1").update(parcelaId).digest()[0]! % SHARDS_VENCIMENTO).padStart(2, "0");

/** Every shard name, for the fan-out. */
export const shardsVencimento = (): string[] => Array.from({ length: SHARDS_VENCIMENTO }, (_, i) => String(i).padStart(2, "0"));

/** Next-due-date sort part of a contract with nothing left to pay: sorts after every ISO date. */
export const SEM_VENCIMENTO = "SEM_VENCIMENTO";

/** Secondary-index keys (attributes written on the item; see the table above). */
export const indices = {
  /** On the customer CPF guard item: every company where a CPF is a customer (Query GSI1PK). */
  clientePorCpf: (cpf: string, empresaId: string) => ({ GSI1PK: `CLIENTE_CPF#${cpf}`, GSI1SK: empresaPk(empresaId) }),
  itemPorId: (empresaId: string, itemId: string) => ({ GSI1PK: `${empresaPk(empresaId)}#ITEM`, GSI1SK: itemId }),
  /** On a stock entry still being written or rolled back (sparse: absent once finished). */
  entradasEmCurso: (empresaId: string) => `${empresaPk(empresaId)}#ENTRADAS_EM_CURSO`,
  entradaEmCurso: (empresaId: string, entradaId: string) => ({ GSI1PK: indices.entradasEmCurso(empresaId), GSI1SK: entradaId }),
  itensPorStatus: (empresaId: string, status: string) => `${empresaPk(empresaId)}#ITEM_STATUS#${status}`,
  itemPorStatus: (empresaId: string, status: string, itemId: string) => ({ GSI2PK: indices.itensPorStatus(empresaId, status), GSI2SK: itemId }),
  vendas: (empresaId: string) => `${empresaPk(empresaId)}#VENDAS`,
  vendaPorData: (empresaId: string, dataVenda: string, vendaId: string) => ({ GSI1PK: indices.vendas(empresaId), GSI1SK: `${dataVenda}#${vendaId}` }),
  contratos: (empresaId: string) => `${empresaPk(empresaId)}#CONTRATOS`,
  contratoNaLista: (empresaId: string, contratoId: string) => ({ GSI1PK: indices.contratos(empresaId), GSI1SK: contratoId }),
  /** The contracts list's search index: same partition and order as GSI1, a narrow projection. */
  contratoNaBusca: (empresaId: string, contratoId: string) => ({ GSI4PK: indices.contratos(empresaId), GSI4SK: contratoId }),
  contratosPorStatus: (empresaId: string, status: string) => `${indices.contratos(empresaId)}#${status}`,
  /** `proximoVencimento` null: nothing left to pay (liquidado, cancelado). */
  contratoPorStatus: (empresaId: string, status: string, proximoVencimento: string | null, contratoId: string) => ({
    GSI2PK: indices.contratosPorStatus(empresaId, status),
    GSI2SK: `${proximoVencimento ?? SEM_VENCIMENTO}#${contratoId}`,
  }),
  doCliente: (empresaId: string, clienteId: string) => `${empresaPk(empresaId)}#CLIENTE#${clienteId}`,
  contratoDoCliente: (empresaId: string, clienteId: string, contratoId: string) => ({
    GSI3PK: indices.doCliente(empresaId, clienteId),
    GSI3SK: `CONTRATO#${contratoId}`,
  }),
  parcelasEmAberto: (empresaId: string) => `${empresaPk(empresaId)}#PARCELAS_EM_ABERTO`,
  /** On instalments `aberta` or `vencida` (not paid, not cancelled). */
  parcelaEmAberto: (empresaId: string, vencimento: string, parcelaId: string) => ({
    GSI3PK: indices.parcelasEmAberto(empresaId),
    GSI3SK: `${vencimento}#${parcelaId}`,
  }),
  parcelasAVencer: (shard: string) => `PARCELA_A_VENCER#${shard}`,
  /** On instalments still to pay (`aberta` or `vencida`): paid or cancelled ones leave it. */
  parcelaAVencer: (empresaId: string, vencimento: string, parcelaId: string) => ({
    GSI2PK: indices.parcelasAVencer(shardParcela(parcelaId)),
    GSI2SK: `${vencimento}#${empresaPk(empresaId)}#${parcelaId}`,
  }),
  quitacoesEmitidas: (shard: string) => `QUITACAO_EMITIDA#${shard}`,
  /** On a payoff slip issued and not paid (sparse): the routine's reconciliation reads it by shard. */
  quitacaoEmitida: (empresaId: string, data: string, contratoId: string) => ({
    GSI2PK: indices.quitacoesEmitidas(shardParcela(contratoId)),
    GSI2SK: `${data}#${empresaPk(empresaId)}#${contratoId}`,
  }),
  cobrancasSimuladas: () => "BANCO_SIMULADO#COBRANCAS",
  /** On every charge of the simulated bank: the local bank's page lists them newest first. */
  cobrancaSimuladaNaLista: (cobrancaId: string) => ({ GSI1PK: indices.cobrancasSimuladas(), GSI1SK: cobrancaId }),
  aparelhosSimulados: () => "APARELHO_SIM#APARELHOS",
  /** On every simulated device: the local devices page lists them by IMEI. */
  aparelhoSimuladoNaLista: (imei: string) => ({ GSI1PK: indices.aparelhosSimulados(), GSI1SK: imei }),
  confirmacoesSimuladas: () => "APARELHO_SIM#CONFIRMACOES",
  /** On a simulated command whose confirmation the app has not taken yet (sparse). */
  confirmacaoSimulada: (aceitoEm: string, id: string) => ({ GSI1PK: indices.confirmacoesSimuladas(), GSI1SK: `${aceitoEm}#${id}` }),
  comandosSemConfirmacao: () => "COMANDO_SEM_CONFIRMACAO",
  /** On a device command the provider accepted and the device has not confirmed (sparse, oldest first). */
  comandoSemConfirmacao: (aceitoEm: string, empresaId: string, contratoId: string, seq: number) => ({
    GSI1PK: indices.comandosSemConfirmacao(),
    GSI1SK: `${aceitoEm}#${empresaPk(empresaId)}#${contratoId}#${String(seq).padStart(6, "0")}`,
  }),
  mensagensAgendadas: () => "MENSAGENS_AGENDADAS",
  /** On a message waiting for the allowed hours (sparse). */
  mensagemAgendada: (enviarEm: string, id: string) => ({ GSI1PK: indices.mensagensAgendadas(), GSI1SK: `${enviarEm}#${id}` }),
  entregasSimuladas: () => "MENSAGEIRO_SIM#PENDENTES",
  /** On a simulated delivery whose status the app has not taken yet (sparse). */
  entregaSimulada: (em: string, id: string) => ({ GSI1PK: indices.entregasSimuladas(), GSI1SK: `${em}#${id}` }),
  /** Upper bound (inclusive) of a shard Query for everything due up to `dia`: GSI2SK <= this. */
  vencendoAte: (dia: string) => `${dia}#~`,
};
