/**
 * A value built the first time anything touches it. For zod schemas, which are objects built by
 * calls at module load: no bundler can drop or defer a call, so every schema of every module a
 * Lambda imports is built at its cold start (thousands of zod instances per function, ~15 ms),
 * although one request uses a handful. `export const X = preguicoso(() => z.object({...}))`
 * has X's type and behaviour (parse, shape, extend, use inside another schema, instanceof) and
 * builds it on the first property read.
 *
 * The stand-in forwards every operation to the built value, methods run with the stand-in as
 * `this` and reach the value through it; what it reports of its own properties is configurable
 * (a proxy of an empty target may not claim otherwise). Not for values compared by identity
 * (the stand-in is not the value) nor for functions (it is not callable).
 */
export function preguicoso<T extends object>(criar: () => T): T {
  let valor: T | undefined;
  const real = (): T => (valor ??= criar());
  return new Proxy(Object.create(null) as T, {
    get: (_, chave) => Reflect.get(real(), chave, real()),
    set: (_, chave, v) => Reflect.set(real(), chave, v, real()),
    has: (_, chave) => Reflect.has(real(), chave),
    ownKeys: () => Reflect.ownKeys(real()),
    getOwnPropertyDescriptor: (_, chave) => {
      const d = Reflect.getOwnPropertyDescriptor(real(), chave);
      return d && { ...d, configurable: true };
    },
    defineProperty: (_, chave, d) => Reflect.defineProperty(real(), chave, d),
    deleteProperty: (_, chave) => Reflect.deleteProperty(real(), chave),
    getPrototypeOf: () => Reflect.getPrototypeOf(real()),
  });
}
