export default async function globalTeardown() {
  await globalThis.__CLIX_STACK__?.stop();
}
