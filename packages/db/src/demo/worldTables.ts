import type { BulkColumn, PgType } from './bulkInsert';

const cols = (...spec: [string, PgType][]): BulkColumn[] => spec.map(([name, pgType]) => ({ name, pgType }));

/** Column lists of the demo world's tables for bulkInsert, in the order the row generators emit values. */
export const WORLD_COLUMNS = {
  companies: cols(
    ['id', 'int'],
    ['parent_id', 'int'],
    ['name', 'text'],
    ['market_name', 'text'],
    ['coop_code', 'text'],
    ['org_no', 'text'],
    ['vat_no', 'text'],
    ['email_address', 'text'],
    ['phone_number', 'text'],
    ['web', 'text'],
    ['inner_company', 'boolean'],
    ['punch_out_type', 'text'],
    ['primary_price_list_id', 'int'],
    ['blocked', 'boolean'],
    ['default_amount', 'bigint'],
    ['invoice_credit_stop_amount', 'bigint'],
  ),
  company_addresses: cols(
    ['company_id', 'int'],
    ['kind', 'text'],
    ['position', 'int'],
    ['care_of', 'text'],
    ['address_line1', 'text'],
    ['address_line2', 'text'],
    ['zip_code', 'text'],
    ['city', 'text'],
    ['region', 'text'],
    ['country_id', 'int'],
  ),
  company_settings: cols(['company_id', 'int'], ['key', 'text'], ['value', 'text']),
  company_price_lists: cols(['company_id', 'int'], ['price_list_id', 'int']),
  company_project_attestants: cols(
    ['company_id', 'int'],
    ['project_number', 'text'],
    ['attestant_email', 'text'],
  ),
  customers: cols(
    ['id', 'int'],
    ['customer_code', 'text'],
    ['first_name', 'text'],
    ['last_name', 'text'],
    ['email_address', 'text'],
    ['phone_number', 'text'],
    ['cell_phone', 'text'],
    ['market_name', 'text'],
    ['language', 'text'],
  ),
  customer_info: cols(['customer_id', 'int'], ['key', 'text'], ['value', 'text']),
  customer_companies: cols(['customer_id', 'int'], ['company_id', 'int'], ['is_default', 'boolean']),
  customer_addresses: cols(
    ['customer_id', 'int'],
    ['position', 'int'],
    ['care_of', 'text'],
    ['address_line1', 'text'],
    ['address_line2', 'text'],
    ['zip_code', 'text'],
    ['city', 'text'],
    ['region', 'text'],
    ['country_id', 'int'],
  ),
  accounts: cols(
    ['id', 'int'],
    ['customer_id', 'int'],
    ['login_name', 'text'],
    ['password_hash', 'text'],
    ['role_id', 'int'],
    ['is_active', 'boolean'],
  ),
  feature_flags: cols(['key', 'text'], ['market_id', 'text'], ['enabled', 'boolean']),
} as const satisfies Record<string, BulkColumn[]>;

export type WorldTable = keyof typeof WORLD_COLUMNS;

/**
 * Every table of the demo world and of sign-in state built on it, children before parents: emptied with
 * the catalogue (companies reference price lists), never on their own.
 */
export const WORLD_TABLES = [
  'account_confirmations',
  'password_resets',
  'refresh_tokens',
  'auth_sessions',
  'login_throttle',
  'accounts',
  'customer_addresses',
  'customer_companies',
  'customer_info',
  'customers',
  'company_project_attestants',
  'company_price_lists',
  'company_settings',
  'company_addresses',
  'companies',
  'feature_flags',
] as const;
