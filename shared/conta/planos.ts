/** The plans a company signs up to (spec section 2): apart from the schemas, so /cadastro lists them without zod. */
export const PLANOS = ["start", "pro", "master"] as const;
