import { Message } from "primereact/message";

/** The red error banner every screen shows on failure (spec section 2). */
export function BannerErro({ mensagem }: { mensagem: string | null | undefined }) {
  if (!mensagem) return null;
  return <Message severity="error" text={mensagem} className="banner-erro" role="alert" />;
}
