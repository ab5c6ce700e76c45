import { type Language, ROLE, type RoleCode, type RoleName } from '@workwear/domain';
import type { WorldMarket } from './companyPlaces';
import { NAMED_COMPANIES } from './namedCompanies';

/** Demo sign-ins live on a reserved domain (RFC 2606 .test): no e-mail can ever reach a real person. */
export const DEMO_LOGIN_DOMAIN = 'demo.workwear.test';

/**
 * One password per kind of account, easy to type in a demo and at least 10 characters with letters of
 * both cases and digits. They are published in the README: the demo world is for development only.
 */
export const DEMO_PASSWORDS = {
  user: 'Workwear-User-2026',
  customerAdmin: 'Workwear-Admin-2026',
  superCustomerAdmin: 'Workwear-Super-2026',
  administrator: 'Workwear-Staff-2026',
  internal: 'Workwear-Internal-2026',
  consumer: 'Workwear-Home-2026',
  punchOut: 'Workwear-Punch-2026',
} as const;

export interface DemoPerson {
  readonly login: string;
  readonly password: string;
  readonly role: RoleName;
  /** What the README and the login page call the account. */
  readonly label: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly language: Language;
  readonly market: WorldMarket;
  /** Keys of NAMED_COMPANIES; the first is the default one. Empty for consumers. */
  readonly companies: readonly string[];
  /** Customer info key/values, as text. */
  readonly info: Readonly<Record<string, string>>;
}

/** A demo sign-in (and e-mail) from its name part: 'anna.user' is anna.user@demo.workwear.test. */
export const demoLogin = (name: string) => `${name}@${DEMO_LOGIN_DOMAIN}`;

export const DEMO_PEOPLE: readonly DemoPerson[] = [
  {
    login: demoLogin('anna.user'),
    password: DEMO_PASSWORDS.user,
    role: 'User',
    label: 'User',
    firstName: 'Anna',
    lastName: 'Lindqvist',
    language: 'sv',
    market: 'se',
    companies: ['nordbygg', 'nordbygg-vast'],
    info: { EmployeeNo: '10427', CostCenter: '4100', Department: 'Anläggning' },
  },
  {
    login: demoLogin('lukas.user'),
    password: DEMO_PASSWORDS.user,
    role: 'User',
    label: 'User',
    firstName: 'Lukas',
    lastName: 'Schröder',
    language: 'de',
    market: 'de',
    companies: ['mueller-sued'],
    info: { EmployeeNo: 'MS-2231', Department: 'Gebäudereinigung' },
  },
  {
    login: demoLogin('emily.user'),
    password: DEMO_PASSWORDS.user,
    role: 'User',
    label: 'User',
    firstName: 'Emily',
    lastName: 'Carter',
    language: 'en',
    market: 'us',
    companies: ['greatlakes-field'],
    info: { EmployeeNo: 'GL-55812' },
  },
  {
    login: demoLogin('nils.user'),
    password: DEMO_PASSWORDS.user,
    role: 'User',
    label: 'User, prices hidden, company blocked',
    firstName: 'Nils',
    lastName: 'Påhlsson',
    language: 'sv',
    market: 'se',
    companies: ['greatlakes-se'],
    info: { EmployeeNo: 'GL-SE-118' },
  },
  {
    login: demoLogin('erik.admin'),
    password: DEMO_PASSWORDS.customerAdmin,
    role: 'CustomerAdmin',
    label: 'Customer admin',
    firstName: 'Erik',
    lastName: 'Sjöberg',
    language: 'sv',
    market: 'se',
    companies: ['nordbygg'],
    info: { EmployeeNo: '10002', IsSuperCustomerAdmin: 'False' },
  },
  {
    login: demoLogin('juergen.admin'),
    password: DEMO_PASSWORDS.customerAdmin,
    role: 'CustomerAdmin',
    label: 'Customer admin',
    firstName: 'Jürgen',
    lastName: 'Weiß',
    language: 'de',
    market: 'de',
    companies: ['mueller'],
    info: { EmployeeNo: 'MS-0007', IsSuperCustomerAdmin: 'False' },
  },
  {
    login: demoLogin('michael.superadmin'),
    password: DEMO_PASSWORDS.superCustomerAdmin,
    role: 'CustomerAdmin',
    label: 'Super customer admin',
    firstName: 'Michael',
    lastName: 'Brooks',
    language: 'en',
    market: 'us',
    companies: ['greatlakes'],
    info: { EmployeeNo: 'GL-00001', IsSuperCustomerAdmin: 'True' },
  },
  {
    login: demoLogin('maria.administrator'),
    password: DEMO_PASSWORDS.administrator,
    role: 'Administrator',
    label: 'Administrator',
    firstName: 'Maria',
    lastName: 'Holm',
    language: 'sv',
    market: 'se',
    companies: ['workwear'],
    info: { EmployeeNo: 'WW-104' },
  },
  {
    login: demoLogin('johan.internal'),
    password: DEMO_PASSWORDS.internal,
    role: 'Internal',
    label: 'Internal',
    firstName: 'Johan',
    lastName: 'Åkesson',
    language: 'sv',
    market: 'se',
    companies: ['workwear'],
    info: { EmployeeNo: 'WW-017' },
  },
  {
    login: demoLogin('elin.consumer'),
    password: DEMO_PASSWORDS.consumer,
    role: 'B2C',
    label: 'Consumer',
    firstName: 'Elin',
    lastName: 'Nyström',
    language: 'sv',
    market: 'se',
    companies: [],
    info: {},
  },
  {
    login: demoLogin('oliver.consumer'),
    password: DEMO_PASSWORDS.consumer,
    role: 'B2C',
    label: 'Consumer',
    firstName: 'Oliver',
    lastName: 'Hughes',
    language: 'en',
    market: 'se',
    companies: [],
    info: {},
  },
  {
    login: demoLogin('punchout.user'),
    password: DEMO_PASSWORDS.punchOut,
    role: 'User',
    label: 'Punch-out user',
    firstName: 'Sara',
    lastName: 'Ängström',
    language: 'sv',
    market: 'se',
    companies: ['vardforrad'],
    info: { EmployeeNo: 'VÖ-3381' },
  },
  {
    // A second buyer at Nordbygg (a co-worker on every row) whose cart only the browser test of gift
    // rows and the order's price marks fills and sends; last, so the others keep their ids.
    login: demoLogin('karin.user'),
    password: DEMO_PASSWORDS.user,
    role: 'User',
    label: 'User',
    firstName: 'Karin',
    lastName: 'Sjöström',
    language: 'sv',
    market: 'se',
    companies: ['nordbygg'],
    info: { EmployeeNo: '10588', CostCenter: '4100', Department: 'Installation' },
  },
  {
    // A second customer admin at Nordbygg whose cart only the browser test of the business cart's
    // groups and of order again fills (Erik's is the cart test's): browser tests run side by side.
    login: demoLogin('maja.admin'),
    password: DEMO_PASSWORDS.customerAdmin,
    role: 'CustomerAdmin',
    label: 'Customer admin',
    firstName: 'Maja',
    lastName: 'Holmberg',
    language: 'sv',
    market: 'se',
    companies: ['nordbygg'],
    info: { EmployeeNo: '10003', IsSuperCustomerAdmin: 'False' },
  },
  // Issue 28's approval and limit companies (docs/companies/approvals-and-limits.md), last so that
  // every account above keeps its id.
  {
    login: demoLogin('oskar.user'),
    password: DEMO_PASSWORDS.user,
    role: 'User',
    label: 'User, orders wait for approval',
    firstName: 'Oskar',
    lastName: 'Bergström',
    language: 'sv',
    market: 'se',
    companies: ['akerlunds'],
    info: { EmployeeNo: 'ÅE-1042', Attestant1: demoLogin('lena.approver') },
  },
  {
    login: demoLogin('lena.approver'),
    password: DEMO_PASSWORDS.customerAdmin,
    role: 'CustomerAdmin',
    label: 'Customer admin, attestant of Oskar',
    firstName: 'Lena',
    lastName: 'Öberg',
    language: 'sv',
    market: 'se',
    companies: ['akerlunds'],
    info: {
      EmployeeNo: 'ÅE-1007',
      IsSuperCustomerAdmin: 'False',
      Attestant1: demoLogin('henrik.superadmin'),
    },
  },
  {
    login: demoLogin('henrik.superadmin'),
    password: DEMO_PASSWORDS.superCustomerAdmin,
    role: 'CustomerAdmin',
    label: 'Super customer admin, approves every order',
    firstName: 'Henrik',
    lastName: 'Åkerlund',
    language: 'sv',
    market: 'se',
    companies: ['akerlunds'],
    info: { EmployeeNo: 'ÅE-1001', IsSuperCustomerAdmin: 'True' },
  },
  {
    login: demoLogin('tobias.user'),
    password: DEMO_PASSWORDS.user,
    role: 'User',
    label: 'User, orders wait for the project’s approver',
    firstName: 'Tobias',
    lastName: 'Krüger',
    language: 'de',
    market: 'de',
    companies: ['hoffmann'],
    info: { EmployeeNo: 'HG-3107' },
  },
  {
    login: demoLogin('katrin.approver'),
    password: DEMO_PASSWORDS.customerAdmin,
    role: 'CustomerAdmin',
    label: 'Customer admin, approver of project P-1001',
    firstName: 'Katrin',
    lastName: 'Groß',
    language: 'de',
    market: 'de',
    companies: ['hoffmann'],
    info: { EmployeeNo: 'HG-3012', IsSuperCustomerAdmin: 'False' },
  },
  {
    login: demoLogin('guenther.superadmin'),
    password: DEMO_PASSWORDS.superCustomerAdmin,
    role: 'CustomerAdmin',
    label: 'Super customer admin, approver of project P-1002',
    firstName: 'Günther',
    lastName: 'Hoffmann',
    language: 'de',
    market: 'de',
    companies: ['hoffmann'],
    info: { EmployeeNo: 'HG-3001', IsSuperCustomerAdmin: 'True' },
  },
  {
    login: demoLogin('jacob.user'),
    password: DEMO_PASSWORDS.user,
    role: 'User',
    label: 'User, limit $2,000 with an approver',
    firstName: 'Jacob',
    lastName: 'Alvarez',
    language: 'en',
    market: 'us',
    companies: ['harborpoint'],
    info: { EmployeeNo: 'HP-4410', AmountLimit: '2000', AmountLimitAttestant: demoLogin('carla.admin') },
  },
  {
    login: demoLogin('hannah.user'),
    password: DEMO_PASSWORDS.user,
    role: 'User',
    label: 'User, limit $500 without an approver',
    firstName: 'Hannah',
    lastName: 'Kim',
    language: 'en',
    market: 'us',
    companies: ['harborpoint'],
    info: { EmployeeNo: 'HP-4452', AmountLimit: '500' },
  },
  {
    login: demoLogin('carla.admin'),
    password: DEMO_PASSWORDS.customerAdmin,
    role: 'CustomerAdmin',
    label: 'Customer admin, limits disabled, approves Jacob',
    firstName: 'Carla',
    lastName: 'Jensen',
    language: 'en',
    market: 'us',
    companies: ['harborpoint'],
    info: { EmployeeNo: 'HP-4003', IsSuperCustomerAdmin: 'False' },
  },
  {
    login: demoLogin('david.superadmin'),
    password: DEMO_PASSWORDS.superCustomerAdmin,
    role: 'CustomerAdmin',
    label: 'Super customer admin, sets limits',
    firstName: 'David',
    lastName: 'Okafor',
    language: 'en',
    market: 'us',
    companies: ['harborpoint'],
    info: { EmployeeNo: 'HP-4001', IsSuperCustomerAdmin: 'True' },
  },
  {
    login: demoLogin('sabine.teamadmin'),
    password: DEMO_PASSWORDS.customerAdmin,
    role: 'CustomerAdmin',
    label: 'Customer admin, restricted to her team',
    firstName: 'Sabine',
    lastName: 'Kühn',
    language: 'de',
    market: 'de',
    companies: ['brueckner'],
    info: { EmployeeNo: 'BV-0207', IsSuperCustomerAdmin: 'False' },
  },
  {
    login: demoLogin('jana.user'),
    password: DEMO_PASSWORDS.user,
    role: 'User',
    label: 'User in Sabine’s team',
    firstName: 'Jana',
    lastName: 'Schäfer',
    language: 'de',
    market: 'de',
    companies: ['brueckner'],
    info: { EmployeeNo: 'BV-0311', Attestant1: demoLogin('sabine.teamadmin') },
  },
  {
    login: demoLogin('felix.user'),
    password: DEMO_PASSWORDS.user,
    role: 'User',
    label: 'User in Sabine’s team',
    firstName: 'Felix',
    lastName: 'Özdemir',
    language: 'de',
    market: 'de',
    companies: ['brueckner'],
    info: { EmployeeNo: 'BV-0318', Attestant1: demoLogin('sabine.teamadmin') },
  },
  {
    login: demoLogin('ole.user'),
    password: DEMO_PASSWORDS.user,
    role: 'User',
    label: 'User outside Sabine’s team',
    firstName: 'Ole',
    lastName: 'Janßen',
    language: 'de',
    market: 'de',
    companies: ['brueckner'],
    info: { EmployeeNo: 'BV-0342', Attestant1: demoLogin('ursula.superadmin') },
  },
  {
    login: demoLogin('ursula.superadmin'),
    password: DEMO_PASSWORDS.superCustomerAdmin,
    role: 'CustomerAdmin',
    label: 'Super customer admin, sees every team',
    firstName: 'Ursula',
    lastName: 'Voß',
    language: 'de',
    market: 'de',
    companies: ['brueckner'],
    info: { EmployeeNo: 'BV-0001', IsSuperCustomerAdmin: 'True' },
  },
];

/** A demo sign-in as the README and the storefront's login page show it. */
export interface DemoAccount {
  readonly label: string;
  readonly role: RoleName;
  readonly roleId: RoleCode;
  readonly login: string;
  readonly password: string;
  readonly name: string;
  /** The company signed in to by default; null for consumers. */
  readonly company: string | null;
  /** Every company the account may switch between (the default first). */
  readonly companies: readonly string[];
  readonly market: WorldMarket;
  readonly language: Language;
}

function companyName(key: string): string {
  const company = NAMED_COMPANIES.find((c) => c.key === key);
  if (!company) throw new Error(`no named demo company ${key}`);
  return company.name;
}

/** The demo sign-ins, one or more per role; the same in every demo database, whatever its seed. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = DEMO_PEOPLE.map((p) => ({
  label: p.label,
  role: p.role,
  roleId: ROLE[p.role],
  login: p.login,
  password: p.password,
  name: `${p.firstName} ${p.lastName}`,
  company: p.companies[0] ? companyName(p.companies[0]) : null,
  companies: p.companies.map(companyName),
  market: p.market,
  language: p.language,
}));
