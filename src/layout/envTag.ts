/** The environment tag of spec §2: empty on the production host, "(test)" on the test host, "(dev)" otherwise. */
const list = (v: string | undefined) =>
  (v ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);

export const PRODUCTION_HOSTS = list(import.meta.env.VITE_PRODUCTION_HOSTS);
export const TEST_HOSTS = list(import.meta.env.VITE_TEST_HOSTS);

export function envTagKey(hostname: string, prod = PRODUCTION_HOSTS, test = TEST_HOSTS): 'app.shell.env_test' | 'app.shell.env_dev' | null {
  const h = hostname.toLowerCase();
  if (prod.includes(h)) return null;
  if (test.includes(h)) return 'app.shell.env_test';
  return 'app.shell.env_dev';
}
