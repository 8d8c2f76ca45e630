/**
 * What the bundles use instead of `@aws-sdk/credential-provider-node` (an esbuild alias in
 * infra/constructs/empacotamento.ts; the local stack and tests run the sources with the SDK's own).
 * In Lambda the credentials of the function's role are always in the environment
 * (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN), the first link of the SDK's
 * default chain; the other links (profiles, SSO, STS web identity, process, instance metadata)
 * never answer there, and their nested STS/SSO clients, query/XML protocols and file readers
 * weighed ~15 KiB gzip of every cold start even as lazy chunks (esbuild keeps a file's code in
 * the chunk of every entry that reaches the file statically, and the SDK's barrels reach them).
 */
import { fromEnv } from "@aws-sdk/credential-provider-env";

/** The SDK clients call it as `defaultProvider(init)`; only `logger` of init matters to fromEnv. */
export const defaultProvider = (init: Parameters<typeof fromEnv>[0] = {}): ReturnType<typeof fromEnv> => fromEnv(init);
