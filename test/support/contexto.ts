/** What the global setups hand to the test workers (vitest provide/inject). */
export interface ContextoPilha {
  env: Record<string, string>;
  apiUrl: string;
  cognitoEndpoint: string;
  staffClientId: string;
  staffPoolId: string;
  customerPoolId: string;
  customerClientId: string;
  webUrl?: string;
  chromium?: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    pilha: ContextoPilha;
  }
}
