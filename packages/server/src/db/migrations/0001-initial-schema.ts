import { sql, type Kysely } from 'kysely';

// The whole schema of the contract in one migration: every area's tables exist from the first
// start, so area modules only add queries. Money is numeric(12,2); every table has timestamps.
// Lists are jsonb, never Postgres arrays, so both drivers bind them the same way.
const statements = [
  `create extension if not exists unaccent`,
  `create extension if not exists pg_trgm`,
  // Italian search configuration that also folds accents ("caffè" matches "caffe").
  `do $$ begin
     if not exists (select 1 from pg_ts_config where cfgname = 'carrello_italian') then
       create text search configuration carrello_italian (copy = italian);
       alter text search configuration carrello_italian
         alter mapping for hword, hword_part, word with unaccent, italian_stem;
     end if;
   end $$`,

  // --- accounts ---
  `create table users (
     id serial primary key,
     login text not null unique,
     email text not null unique,
     password_hash text not null,
     first_name text not null default '',
     last_name text not null default '',
     phone text,
     prefix text,
     fidelity_card text,
     profile_level integer not null default 0,
     profile_confirmed boolean not null default false,
     master_account boolean not null default false,
     beta_tester boolean not null default false,
     sso_user boolean not null default false,
     newsletter boolean not null default false,
     person jsonb not null default '{}'::jsonb,
     billing_address jsonb,
     created_at timestamptz not null default now(),
     updated_at timestamptz not null default now()
   )`,
  `create table sessions (
     id serial primary key,
     token_hash text not null unique,
     user_id integer not null references users(id) on delete cascade,
     impersonated_user_id integer references users(id) on delete cascade,
     remember_me boolean not null default false,
     expires_at timestamptz not null,
     last_seen_at timestamptz not null default now(),
     created_at timestamptz not null default now()
   )`,
  `create index sessions_user_idx on sessions(user_id)`,
  `create table registration_tokens (
     id serial primary key,
     user_id integer not null references users(id) on delete cascade,
     token_hash text not null unique,
     expires_at timestamptz not null,
     used_at timestamptz,
     created_at timestamptz not null default now()
   )`,
  `create table password_reset_tokens (
     id serial primary key,
     user_id integer not null references users(id) on delete cascade,
     token_hash text not null unique,
     expires_at timestamptz not null,
     used_at timestamptz,
     created_at timestamptz not null default now()
   )`,
  `create table mailbox_messages (
     id serial primary key,
     recipient text not null,
     subject text not null,
     text_body text not null,
     html_body text,
     created_at timestamptz not null default now()
   )`,
  `create index mailbox_messages_recipient_idx on mailbox_messages(recipient)`,
  `create table rate_limit_buckets (
     key text primary key,
     hits integer not null default 0,
     window_start timestamptz not null default now(),
     updated_at timestamptz not null default now()
   )`,

  // --- catalogue ---
  `create table categories (
     id serial primary key,
     parent_id integer references categories(id) on delete cascade,
     slug text not null unique,
     name text not null,
     position integer not null default 0,
     icon text,
     seo_title text,
     seo_description text,
     template text,
     metadata jsonb not null default '{}'::jsonb,
     created_at timestamptz not null default now(),
     updated_at timestamptz not null default now()
   )`,
  `create index categories_parent_idx on categories(parent_id)`,
  `create table category_blocks (
     id serial primary key,
     category_id integer not null references categories(id) on delete cascade,
     position integer not null default 0,
     template text not null,
     data jsonb not null default '{}'::jsonb,
     created_at timestamptz not null default now()
   )`,
  `create table brands (
     id serial primary key,
     name text not null unique,
     slug text not null unique,
     created_at timestamptz not null default now()
   )`,
  `create table products (
     id serial primary key,
     cod_int text not null,
     cod_var text not null default '1',
     slug text not null unique,
     name text not null,
     short_descr text not null default '',
     description text not null default '',
     barcode text not null unique,
     category_id integer not null references categories(id),
     brand_id integer references brands(id),
     available integer not null default 0,
     price numeric(12,2) not null,
     price_standard numeric(12,2),
     price_um numeric(12,2),
     unit_um text,
     weight_unit_display text,
     image_key text,
     nature_id integer not null default 1,
     tipologia text not null default 'Pezzo',
     weight_selling numeric(12,3),
     weight_unit_selling text,
     package_descr text,
     pallet_items integer,
     packaging_items integer,
     product_infos jsonb not null default '{}'::jsonb,
     metadata jsonb not null default '{}'::jsonb,
     select_options jsonb not null default '[]'::jsonb,
     search_text text not null default '',
     search_vector tsvector generated always as (to_tsvector('carrello_italian', search_text)) stored,
     created_at timestamptz not null default now(),
     updated_at timestamptz not null default now()
   )`,
  `create index products_search_idx on products using gin(search_vector)`,
  `create index products_name_trgm_idx on products using gin(lower(name) gin_trgm_ops)`,
  `create index products_category_idx on products(category_id)`,
  `create index products_brand_idx on products(brand_id)`,
  `create table product_alternatives (
     product_id integer not null references products(id) on delete cascade,
     alternative_id integer not null references products(id) on delete cascade,
     position integer not null default 0,
     primary key (product_id, alternative_id)
   )`,
  `create table promotions (
     id serial primary key,
     product_id integer not null references products(id) on delete cascade,
     promo_type text not null,
     discount numeric(12,2),
     discount_perc numeric(5,2),
     view jsonb not null default '{}'::jsonb,
     valid_from date not null,
     valid_to date not null,
     created_at timestamptz not null default now()
   )`,
  `create index promotions_product_idx on promotions(product_id)`,
  `create table search_terms (
     id serial primary key,
     term text not null unique,
     weight integer not null default 0,
     created_at timestamptz not null default now()
   )`,
  `create index search_terms_trgm_idx on search_terms using gin(term gin_trgm_ops)`,

  // --- stores, delivery ---
  `create table delivery_services (
     id integer primary key,
     name text not null,
     descr text not null default '',
     icon_source text,
     created_at timestamptz not null default now()
   )`,
  `create table zones (
     id serial primary key,
     zone_group_id integer not null,
     name text not null,
     postal_codes jsonb not null default '[]'::jsonb,
     created_at timestamptz not null default now()
   )`,
  `create table warehouses (
     id serial primary key,
     name text not null,
     slug text not null unique,
     address1 text not null,
     address_number text not null default '',
     city text not null,
     province text not null,
     region text not null,
     postalcode text not null,
     latitude double precision,
     longitude double precision,
     phone text,
     zone_id integer references zones(id),
     service_hours jsonb not null default '[]'::jsonb,
     delivery_service_ids jsonb not null default '[]'::jsonb,
     metadata jsonb not null default '{}'::jsonb,
     created_at timestamptz not null default now()
   )`,
  `create table lockers (
     id serial primary key,
     warehouse_id integer not null references warehouses(id) on delete cascade,
     name text not null,
     address1 text not null,
     city text not null,
     province text not null,
     postalcode text not null,
     created_at timestamptz not null default now()
   )`,
  `create table addresses (
     id serial primary key,
     user_id integer references users(id) on delete cascade,
     warehouse_id integer references warehouses(id) on delete cascade,
     locker_id integer references lockers(id) on delete cascade,
     delivery_service_id integer not null references delivery_services(id),
     address_type_id integer not null default 1,
     address_name text not null default '',
     address1 text not null,
     address_number text not null default '',
     city text not null,
     province text not null,
     postalcode text not null,
     country text not null default 'IT',
     doorbell_name text,
     floor text,
     address_note text,
     latitude double precision,
     longitude double precision,
     zone_id integer references zones(id),
     active boolean not null default true,
     deleted_at timestamptz,
     created_at timestamptz not null default now(),
     updated_at timestamptz not null default now()
   )`,
  `create index addresses_user_idx on addresses(user_id)`,
  `create table timeslots (
     id serial primary key,
     warehouse_id integer not null references warehouses(id) on delete cascade,
     delivery_service_id integer not null references delivery_services(id),
     zone_id integer references zones(id),
     date date not null,
     begin_time text not null,
     end_time text not null,
     capacity integer not null,
     taken integer not null default 0,
     created_at timestamptz not null default now(),
     check (taken >= 0 and taken <= capacity)
   )`,
  `create index timeslots_lookup_idx on timeslots(warehouse_id, delivery_service_id, date)`,
  `create table geo_places (
     id serial primary key,
     province text not null,
     province_name text not null,
     region text not null,
     city text not null,
     postalcode text not null,
     street text
   )`,
  `create index geo_places_city_idx on geo_places(province, city)`,

  // --- payments ---
  `create table payment_types (
     id integer primary key,
     name text not null,
     descr text not null default '',
     payment_mode text not null,
     icon_source text,
     active boolean not null default true,
     created_at timestamptz not null default now()
   )`,
  `create table payment_auths (
     id serial primary key,
     user_id integer not null references users(id) on delete cascade,
     payment_type_id integer not null references payment_types(id),
     card_brand text not null,
     card_last4 text not null,
     expire_date text not null,
     holder text not null,
     provider_ref text not null,
     default_auth boolean not null default false,
     active boolean not null default true,
     created_at timestamptz not null default now()
   )`,
  `create index payment_auths_user_idx on payment_auths(user_id)`,
  `create table fiscal_persons (
     id serial primary key,
     user_id integer not null references users(id) on delete cascade,
     person_type_id integer not null,
     data jsonb not null,
     deleted_at timestamptz,
     created_at timestamptz not null default now(),
     updated_at timestamptz not null default now()
   )`,
  `create index fiscal_persons_user_idx on fiscal_persons(user_id)`,

  // --- cart, orders ---
  `create table carts (
     id serial primary key,
     user_id integer references users(id) on delete cascade,
     status text not null default 'open' check (status in ('open','locked','ordered')),
     warehouse_id integer references warehouses(id),
     delivery_service_id integer references delivery_services(id),
     address_id integer references addresses(id),
     timeslot_id integer references timeslots(id),
     timeslot_reserved_until timestamptz,
     need_invoice boolean not null default false,
     person_fiscal_id integer references fiscal_persons(id),
     order_comment text,
     cart_infos jsonb not null default '{}'::jsonb,
     gift_codes jsonb not null default '[]'::jsonb,
     locked_at timestamptz,
     created_at timestamptz not null default now(),
     updated_at timestamptz not null default now()
   )`,
  `create index carts_user_idx on carts(user_id, status)`,
  // One active (open or locked) cart per user, even under concurrent sign-ins.
  `create unique index carts_one_active_per_user on carts(user_id) where status in ('open','locked')`,
  `create table cart_items (
     id serial primary key,
     cart_id integer not null references carts(id) on delete cascade,
     product_id integer not null references products(id),
     quantity numeric(12,3) not null,
     weight numeric(12,3),
     editable boolean not null default true,
     insertion_type_id integer not null default 1,
     cart_item_info jsonb not null default '{}'::jsonb,
     created_at timestamptz not null default now(),
     updated_at timestamptz not null default now(),
     unique (cart_id, product_id)
   )`,
  `create table orders (
     id serial primary key,
     user_id integer references users(id) on delete set null,
     cart_id integer not null unique references carts(id),
     status_id integer not null default 1,
     payment_status text not null default 'pending',
     payment_type_id integer not null references payment_types(id),
     payment_auth_id integer references payment_auths(id),
     delivery_service_id integer references delivery_services(id),
     warehouse_id integer references warehouses(id),
     shipping_address jsonb,
     timeslot_id integer references timeslots(id),
     timeslot jsonb,
     total_price numeric(12,2) not null,
     gross_total numeric(12,2) not null,
     delivery_fee numeric(12,2) not null default 0,
     need_invoice boolean not null default false,
     person_fiscal_id integer references fiscal_persons(id),
     order_comment text,
     order_infos jsonb not null default '{}'::jsonb,
     access_token_hash text,
     guest_email text,
     cancelled_at timestamptz,
     created_at timestamptz not null default now(),
     updated_at timestamptz not null default now()
   )`,
  `create index orders_user_idx on orders(user_id, created_at desc)`,
  `create table order_items (
     id serial primary key,
     order_id integer not null references orders(id) on delete cascade,
     product_id integer not null references products(id),
     quantity numeric(12,3) not null,
     weight numeric(12,3),
     unit_price numeric(12,2) not null,
     gross_total numeric(12,2) not null,
     product_snapshot jsonb not null,
     cart_item_info jsonb not null default '{}'::jsonb,
     created_at timestamptz not null default now()
   )`,
  `create table payments (
     id serial primary key,
     order_id integer not null references orders(id) on delete cascade,
     payment_type_id integer not null references payment_types(id),
     provider_session text not null unique,
     client_secret_hash text,
     amount numeric(12,2) not null,
     status text not null default 'created'
       check (status in ('created','requires_action','succeeded','failed','cancelled')),
     created_at timestamptz not null default now(),
     updated_at timestamptz not null default now()
   )`,
  `create table reservations (
     id serial primary key,
     kind text not null check (kind in ('parking','locker','token-order','reserve-time')),
     user_id integer references users(id) on delete cascade,
     order_id integer references orders(id) on delete cascade,
     timeslot_id integer references timeslots(id),
     locker_id integer references lockers(id),
     data jsonb not null default '{}'::jsonb,
     expires_at timestamptz,
     created_at timestamptz not null default now()
   )`,

  // --- lists ---
  `create table lists (
     id serial primary key,
     user_id integer not null references users(id) on delete cascade,
     name text not null,
     is_default boolean not null default false,
     created_at timestamptz not null default now(),
     updated_at timestamptz not null default now()
   )`,
  `create table list_items (
     id serial primary key,
     list_id integer not null references lists(id) on delete cascade,
     product_id integer not null references products(id),
     quantity numeric(12,3) not null default 1,
     weight numeric(12,3),
     created_at timestamptz not null default now(),
     unique (list_id, product_id)
   )`,

  // --- content ---
  `create table leaflets (
     id serial primary key,
     leaflet_type_id integer not null default 1,
     slug text not null unique,
     name text not null,
     description text not null default '',
     warehouse_id integer references warehouses(id),
     valid_from date not null,
     valid_to date not null,
     created_at timestamptz not null default now()
   )`,
  `create table leaflet_pages (
     id serial primary key,
     leaflet_id integer not null references leaflets(id) on delete cascade,
     page_number integer not null,
     image_key text not null,
     product_ids jsonb not null default '[]'::jsonb,
     unique (leaflet_id, page_number)
   )`,
  `create table faq_categories (
     id serial primary key,
     slug text not null unique,
     name text not null,
     position integer not null default 0,
     created_at timestamptz not null default now()
   )`,
  `create table faqs (
     id serial primary key,
     faq_category_id integer not null references faq_categories(id) on delete cascade,
     question text not null,
     answer text not null,
     position integer not null default 0,
     created_at timestamptz not null default now()
   )`,
  `create table content_pages (
     id serial primary key,
     slug text not null unique,
     title text not null,
     content text not null,
     meta jsonb not null default '{}'::jsonb,
     created_at timestamptz not null default now(),
     updated_at timestamptz not null default now()
   )`,
  `create table popups (
     id serial primary key,
     code text not null unique,
     title text not null,
     description text not null,
     created_at timestamptz not null default now()
   )`,
  `create table app_config (
     key text primary key,
     value jsonb not null,
     updated_at timestamptz not null default now()
   )`,
  `create table nav_templates (
     id serial primary key,
     code text not null unique,
     items jsonb not null default '[]'::jsonb,
     created_at timestamptz not null default now()
   )`,
  `create table version_info (
     id serial primary key,
     platform text not null unique,
     version text not null,
     min_version text not null,
     store_url text,
     created_at timestamptz not null default now()
   )`,

  // --- subscriptions, meal tickets, gifts, rewards ---
  `create table subscription_plans (
     id serial primary key,
     name text not null,
     descr text not null default '',
     price numeric(12,2) not null,
     period_months integer not null,
     product_id integer references products(id),
     benefits jsonb not null default '[]'::jsonb,
     created_at timestamptz not null default now()
   )`,
  `create table user_subscriptions (
     id serial primary key,
     user_id integer not null references users(id) on delete cascade,
     subscription_plan_id integer not null references subscription_plans(id),
     expires_at timestamptz not null,
     cancelled_at timestamptz,
     created_at timestamptz not null default now()
   )`,
  `create table meal_ticket_types (
     payment_type_id integer primary key,
     provider text not null,
     name text not null,
     descr text not null default '',
     created_at timestamptz not null default now()
   )`,
  `create table user_meal_tickets (
     user_id integer not null references users(id) on delete cascade,
     payment_type_id integer not null references meal_ticket_types(payment_type_id),
     selected boolean not null default false,
     logged boolean not null default false,
     balance numeric(12,2) not null default 0,
     ticket_count integer not null default 0,
     data jsonb not null default '{}'::jsonb,
     updated_at timestamptz not null default now(),
     primary key (user_id, payment_type_id)
   )`,
  `create table gift_certificates (
     id serial primary key,
     name text not null,
     description text not null default '',
     code text not null unique,
     amount numeric(12,2) not null,
     valid_from date not null,
     valid_to date not null,
     created_at timestamptz not null default now()
   )`,
  `create table user_gift_certificates (
     id serial primary key,
     user_id integer not null references users(id) on delete cascade,
     gift_certificate_id integer not null references gift_certificates(id),
     cart_id integer references carts(id) on delete set null,
     used_at timestamptz,
     created_at timestamptz not null default now(),
     unique (user_id, gift_certificate_id)
   )`,
  `create table rewards (
     id serial primary key,
     product_id integer references products(id),
     name text not null,
     points integer not null,
     created_at timestamptz not null default now()
   )`,
  `create table user_points (
     user_id integer primary key references users(id) on delete cascade,
     points integer not null default 0,
     updated_at timestamptz not null default now()
   )`,
  `create table requested_rewards (
     id serial primary key,
     user_id integer not null references users(id) on delete cascade,
     reward_id integer not null references rewards(id),
     status text not null default 'requested',
     created_at timestamptz not null default now()
   )`,

  // --- ticketing, newsletter ---
  `create table tickets (
     id serial primary key,
     user_id integer references users(id) on delete set null,
     order_id integer references orders(id) on delete set null,
     email text not null,
     subject text not null,
     body text not null,
     data jsonb not null default '{}'::jsonb,
     created_at timestamptz not null default now()
   )`,
  `create table newsletter_subscriptions (
     id serial primary key,
     email text not null unique,
     user_id integer references users(id) on delete set null,
     confirmed boolean not null default false,
     created_at timestamptz not null default now()
   )`,
];

/** Creates every table of the reference server. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

/** Drops every table (reverse order of creation). */
export async function down(db: Kysely<unknown>): Promise<void> {
  const tables = statements
    .map((statement) => /^create table (\w+)/.exec(statement)?.[1])
    .filter((name): name is string => Boolean(name))
    .reverse();
  for (const table of tables) await sql.raw(`drop table if exists ${table} cascade`).execute(db);
  await sql.raw('drop text search configuration if exists carrello_italian').execute(db);
}
