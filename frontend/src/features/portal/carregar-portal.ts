/** The customer area's calls and checks (./api/portal-api, with zod), downloaded once, on first need. */
let modulo: Promise<typeof import("./api/portal-api")> | undefined;
export const carregarPortal = () => (modulo ??= import("./api/portal-api"));
