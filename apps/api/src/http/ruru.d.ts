// `ruru` publishes its entry points through package.json "exports", which this project's module
// resolution ("node") does not read; these point the compiler at the same files Node loads.
declare module 'ruru/server' {
  export * from 'ruru/dist/server';
}
declare module 'ruru/static' {
  export * from 'ruru/dist/static';
}
