/** Mapping stored items to domain objects: keys and the entity tag never leave repo.ts. */
const CHAVES = new Set(["PK", "SK", "GSI1PK", "GSI1SK", "GSI2PK", "GSI2SK", "entidade", "expira_em"]);

export function semChaves<T extends Record<string, unknown>>(item: T): Omit<T, "PK" | "SK" | "entidade"> {
  return Object.fromEntries(Object.entries(item).filter(([k]) => !CHAVES.has(k))) as Omit<T, "PK" | "SK" | "entidade">;
}
