/** What other domains may use of `empresa`: the company's usage against its plan. */
export { lerUso } from "./repo";
