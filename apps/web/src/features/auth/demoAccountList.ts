import { createDevToolsApi } from '@workwear/client';
import { serverApi } from '@/lib/serverApi';
import type { DemoAccountItem } from './DemoAccounts';

/**
 * The demo sign-ins for the login page, from the API's development tools: empty where DEV_TOOLS is
 * off (404) or the API cannot be asked, so a real shop's login page lists nothing.
 */
export async function demoAccountList(
  roleLabel: (role: string, superCustomerAdmin: boolean) => string,
): Promise<DemoAccountItem[]> {
  try {
    const api = createDevToolsApi(serverApi());
    const { accounts } = await api.demoAccounts();
    return accounts.map(({ label, role, login, password, name, company, market }) => ({
      // The API's label is English; the page names the role in its own language.
      label: roleLabel(role, role === 'CustomerAdmin' && label.toLowerCase().startsWith('super')),
      login,
      password,
      name,
      company,
      market,
    }));
  } catch {
    return [];
  }
}
