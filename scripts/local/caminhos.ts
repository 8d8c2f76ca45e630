/**
 * Paths as API Gateway and CloudFront see them: a request path that is not already in its
 * normal form (`..`, `.`, `%2e%2e`, `//`, backslashes) names nothing. Without this check
 * `new URL()` would resolve `/api/../__local/x` to `/__local/x` and hand a local-only endpoint
 * to anyone who can reach the API proxy.
 */

/** The path part of a raw request target (`/a/b?x=1` → `/a/b`). */
export const caminhoBruto = (alvo: string): string => alvo.split("?")[0] ?? "";

export function caminhoNormal(alvo: string): boolean {
  const bruto = caminhoBruto(alvo);
  if (!bruto.startsWith("/") || bruto.includes("\\") || bruto.includes("//")) return false;
  let normal: string;
  try {
    normal = new URL(bruto, "http://local").pathname;
  } catch {
    return false;
  }
  // The URL parser also resolves percent-encoded dots; any difference is a dot segment.
  return normal === bruto && !/(^|\/)(\.|%2e){1,2}(\/|$)/i.test(bruto);
}
