// The API resolves modules the `node` (node10) way, which ignores package.json "exports": this
// names the types of graphql-ws's ws adapter (found at runtime through its exports, as
// graphql-ws/use/ws) by their path in the package.
declare module 'graphql-ws/use/ws' {
  export { useServer, type Extra } from 'graphql-ws/dist/use/ws';
}
