/** Ids sort by creation time (docs/api.md): ULIDs, monotonic within one process. */
import { monotonicFactory } from "ulid";

const gerar = monotonicFactory();
export const novoId = (): string => gerar();
/** Now on the business clock (shared/relogio.ts), as an ISO instant. */
export { agoraIso } from "../../shared/relogio";
/** Server-generated sequential codes per company are zero-padded so they sort as text. */
export const formatarCodigo = (n: number): string => String(n).padStart(4, "0");
