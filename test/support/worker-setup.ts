/** Each test worker talks to the same local servers as the gateway (for direct checks of stored data). */
import { inject } from "vitest";
import { recarregarAmbiente } from "../../functions/lib/env";
import "./contexto";

const pilha = inject("pilha");
Object.assign(process.env, pilha.env, { APP_ENV: "test" });
recarregarAmbiente();
