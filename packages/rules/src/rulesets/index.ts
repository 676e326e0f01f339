export * from './heroclix-2003';
export * from './heroclix-alpha';
export * from './horrorclix';
export * from './rps-clix';
