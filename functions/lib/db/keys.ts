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
 * | company's brands / categories          | table | PK=EMP#<empresaId>        SK begins_with MARCA# / CATEGORIA# |
 * | CNPJ taken by which company (unique)   | table | PK=CNPJ#<14 dígitos>      SK=CNPJ                  |
 * | e-mail taken by which user (unique)    | table | PK=EMAIL#<email minúsculo> SK=EMAIL                |
 *
 * Primary keys are built from immutable ids (ULIDs sort by creation time); values that can
 * change (CNPJ, e-mail) only appear in guard items written in the same transaction as their owner.
 */

export const empresaPk = (empresaId: string) => `EMP#${empresaId}`;

export const chaves = {
  empresa: (empresaId: string) => ({ PK: empresaPk(empresaId), SK: "EMPRESA" }),
  usuario: (empresaId: string, usuarioId: string) => ({ PK: empresaPk(empresaId), SK: `USUARIO#${usuarioId}` }),
  contador: (empresaId: string, nome: string) => ({ PK: empresaPk(empresaId), SK: `CONTADOR#${nome}` }),
  marca: (empresaId: string, marcaId: string) => ({ PK: empresaPk(empresaId), SK: `MARCA#${marcaId}` }),
  categoria: (empresaId: string, categoriaId: string) => ({ PK: empresaPk(empresaId), SK: `CATEGORIA#${categoriaId}` }),
  guardaCnpjEmpresa: (cnpj: string) => ({ PK: `CNPJ#${cnpj}`, SK: "CNPJ" }),
  guardaEmail: (email: string) => ({ PK: `EMAIL#${email.trim().toLowerCase()}`, SK: "EMAIL" }),
};

/** Sort-key prefixes for the company's lists (Query PK=EMP#id, begins_with). */
export const prefixos = {
  usuario: "USUARIO#",
  marca: "MARCA#",
  categoria: "CATEGORIA#",
} as const;
