import fs from 'node:fs';

export default async function globalTeardown() {
  const dir = process.env.CLIX_FAULT_TEMPLATE_DIR;
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
}
